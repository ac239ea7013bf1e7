/**
 * The loan screen's E-statements section (spec 03 §2.3, §2.5, §4, §8): when it shows (the same
 * rule as src/domain/accounts/statements.ts), turning e-statements on through the consent and
 * agreement dialogs (saved, list shown, account list refetched), Disagree and Cancel restoring
 * the toggle, turning them off through the withdrawal dialog, each refusal's message, the
 * no-e-mail error, an empty year, a statement opened directly or through the vendor's redirect
 * dialog, the generated-statement alerts, and axe on each dialog.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eStatementsSectionShown, type SectionFacts } from '../../../../src/domain/accounts/statements';
import type { AccountDetailsResponse } from '../../../../src/generated/api-types/loans';
import { violations } from '../../../support/axe';
import { accountDetails, loan, mockLoanApi } from '../../../support/loanApi';
import { mockStatementsApi, statement, type StatementsApiOptions } from '../../../support/statementsApi';
import { renderLoan, type LoanRenderOptions } from './harness';

const ACCOUNT = '01-123401-9';
const AGREEMENT = { HostNum: 11339, Name: 'E-Statement Disclosure', Url: '/terms/e-statements.html' };

// axe over each dialog takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

let badRequests: string[][] = [];
afterEach(() => {
  vi.restoreAllMocks();
  expect(badRequests.flat()).toEqual([]);
});

interface Setup {
  details?: (base: AccountDetailsResponse) => AccountDetailsResponse;
  statements?: StatementsApiOptions;
  render?: LoanRenderOptions;
  closed?: boolean;
}

function setup({ details = (d) => d, statements = {}, render = {}, closed = false }: Setup = {}) {
  const base = accountDetails(ACCOUNT, { IsClosed: closed });
  const loanApi = mockLoanApi({ details: { [ACCOUNT]: details(base) }, accounts: [loan(ACCOUNT)] });
  const statementsApi = mockStatementsApi(statements);
  badRequests = [loanApi.badRequests, statementsApi.badRequests];
  const view = renderLoan({ ...render, options: { EStatements: true, ...render.options } });
  return { ...view, loanApi, statementsApi };
}

const electronic = (d: AccountDetailsResponse): AccountDetailsResponse => ({
  ...d,
  StatementFormat: 'ElectronicOnly',
});
const withAgreement = (d: AccountDetailsResponse): AccountDetailsResponse => ({
  ...d,
  EStatements: { ...d.EStatements, Agreements: [AGREEMENT] },
});

const section = () => screen.findByRole('heading', { name: 'E-Statements' });
const typeSwitch = () => screen.getByRole('switch', { name: 'Statement Type' });
const refused = (code: string) => () =>
  HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: code }] });

describe('when the section shows', () => {
  const open: SectionFacts = { eStatementsOn: true, hidden: false, closed: false, format: 'PaperOnly' };
  it.each<[string, Partial<SectionFacts>]>([
    ['an open loan on paper', {}],
    ['the option off', { eStatementsOn: false }],
    ['hidden by setting', { hidden: true }],
    ['a closed loan on paper', { closed: true }],
    ['a closed electronic loan', { closed: true, format: 'ElectronicOnly' }],
  ])('%s: as the domain rule says', async (_name, overrides) => {
    const facts = { ...open, ...overrides };
    setup({
      closed: facts.closed,
      details: (d) => ({ ...d, StatementFormat: facts.format }),
      render: {
        options: { EStatements: facts.eStatementsOn },
        layers: facts.hidden ? { shared: { eStatements: { hide: 'true' } } } : undefined,
      },
    });
    await screen.findByRole('heading', { name: 'Loan Information' });
    expect(screen.queryByRole('heading', { name: 'E-Statements' }) !== null).toBe(
      eStatementsSectionShown(facts),
    );
  });

  it('a closed electronic loan’s toggle is read-only', async () => {
    setup({ closed: true, details: electronic });
    await section();
    expect(typeSwitch()).toBeDisabled();
    expect(typeSwitch()).toBeChecked();
    expect(screen.getByText('The statement type of a closed account cannot be changed.')).toBeInTheDocument();
  });
});

describe('turning e-statements on', () => {
  it('asks for consent, then the agreement; saves, shows the list and refetches the account list', async () => {
    const { loanApi, statementsApi } = setup({ details: withAgreement });
    await section();
    expect(typeSwitch()).not.toBeChecked();
    expect(screen.getByText('Paper')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Statement Year' })).toBeNull();
    const listCalls = loanApi.log.requests('accountList').length;

    await userEvent.click(typeSwitch());
    const consent = await screen.findByRole('dialog', { name: 'Go Paperless' });
    expect(await violations('fragment')).toEqual([]);
    await userEvent.click(within(consent).getByRole('button', { name: 'Continue' }));

    const agreement = await screen.findByRole('dialog', { name: 'E-Statement Agreement' });
    expect(await violations('fragment')).toEqual([]);
    await userEvent.click(within(agreement).getByRole('button', { name: 'Agree' }));
    expect(within(agreement).getByRole('alert')).toHaveTextContent('You must agree to all the agreements.');
    expect(statementsApi.log.bodies('setFormat')).toEqual([]);
    await userEvent.click(
      within(agreement).getByRole('checkbox', {
        name: 'I have read and agree to the E-Statement Disclosure',
      }),
    );
    await userEvent.click(within(agreement).getByRole('button', { name: 'Agree' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(statementsApi.log.bodies('setFormat')).toEqual([
      { AccountNumber: ACCOUNT, AccountType: 0, Format: 'ElectronicOnly', AgreedHostNums: [11339] },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(typeSwitch()).toBeChecked();
    expect(screen.getByText('Electronic')).toBeInTheDocument();
    await waitFor(() => expect(loanApi.log.requests('accountList').length).toBe(listCalls + 1));
    expect(screen.getByRole('combobox', { name: 'Statement Year' })).toHaveValue('2026');
    expect(
      await screen.findByText('No e-statements found for this account for the selected year.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'By e-mail' })).toBeInTheDocument();
  });

  it('Disagree (and the consent’s Cancel) restore the toggle and save nothing', async () => {
    const { statementsApi } = setup({ details: withAgreement });
    await section();
    await userEvent.click(typeSwitch());
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Go Paperless' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(typeSwitch()).not.toBeChecked();

    await userEvent.click(typeSwitch());
    expect(typeSwitch()).toBeChecked();
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Go Paperless' })).getByRole('button', {
        name: 'Continue',
      }),
    );
    const agreement = await screen.findByRole('dialog', { name: 'E-Statement Agreement' });
    await userEvent.click(within(agreement).getByRole('button', { name: 'Disagree' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(typeSwitch()).not.toBeChecked();
    expect(screen.getByText('Paper')).toBeInTheDocument();
    expect(statementsApi.log.bodies('setFormat')).toEqual([]);
  });

  it('without consent configured and without agreements, saves at once', async () => {
    const { statementsApi } = setup({
      render: { layers: { shared: { eStatements: { askConsent: 'false' } } } },
    });
    await section();
    await userEvent.click(typeSwitch());
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(statementsApi.log.bodies('setFormat')).toEqual([
      { AccountNumber: ACCOUNT, AccountType: 0, Format: 'ElectronicOnly', AgreedHostNums: [] },
    ]);
  });

  it('shows the saved check mark for 3 seconds (spec 03 §4, §9)', async () => {
    setup({ render: { layers: { shared: { eStatements: { askConsent: 'false' } } } } });
    await section();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await userEvent.click(typeSwitch());
      expect(await screen.findByText('Saved')).toBeInTheDocument();
      // Real time also moves the clock (shouldAdvanceTime): a margin keeps a slow machine in step.
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(screen.getByText('Saved')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1100));
      expect(screen.queryByText('Saved')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['EStatementsOff', 'E-statements are not offered.'],
    ['NoEmailAddress', 'You must have an e-mail address on file to receive e-statements.'],
    ['EStatementAgreementRequired', 'You must agree to all the agreements.'],
    ['AccountClosed', 'The statement type of a closed account cannot be changed.'],
    ['SomethingElse', 'Error'],
  ])('a refusal %s shows “%s” and restores the toggle', async (code, message) => {
    setup({
      render: { layers: { shared: { eStatements: { askConsent: 'false' } } } },
      statements: { setFormat: refused(code) },
    });
    await section();
    await userEvent.click(typeSwitch());
    expect(await screen.findByText(message, { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(typeSwitch()).not.toBeChecked();
  });

  it('shows the no-e-mail error and keeps the toggle off without an e-mail address', async () => {
    setup({ details: (d) => ({ ...d, EStatements: { ...d.EStatements, HasEmail: false } }) });
    await section();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You must have an e-mail address on file to receive e-statements.',
    );
    expect(typeSwitch()).toBeDisabled();
  });
});

describe('turning e-statements off', () => {
  it('asks for the withdrawal: Cancel restores, Confirm saves PaperOnly', async () => {
    const { statementsApi } = setup({ details: electronic });
    await section();
    expect(typeSwitch()).toBeChecked();
    await userEvent.click(typeSwitch());
    const withdraw = await screen.findByRole('dialog', { name: 'Stop E-Statements' });
    expect(await violations('fragment')).toEqual([]);
    expect(typeSwitch()).not.toBeChecked();
    await userEvent.click(within(withdraw).getByRole('button', { name: 'Cancel' }));
    expect(typeSwitch()).toBeChecked();

    await userEvent.click(typeSwitch());
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Stop E-Statements' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(statementsApi.log.bodies('setFormat')).toEqual([
      { AccountNumber: ACCOUNT, AccountType: 0, Format: 'PaperOnly' },
    ]);
    expect(typeSwitch()).not.toBeChecked();
  });

  it('with paper hidden, an electronic loan shows its type as a fixed line', async () => {
    setup({ details: electronic, render: { options: { PaperStatements: false } } });
    await section();
    expect(screen.queryByRole('switch', { name: 'Statement Type' })).toBeNull();
    expect(screen.getByText('Statement Type')).toHaveTextContent('Statement TypeElectronic');
  });
});

describe('the statement list', () => {
  const s2025 = [statement(ACCOUNT, '2025-12-01'), statement(ACCOUNT, '2025-11-01')];

  it('shows the empty year’s message, another year’s statements, and keeps each year cached', async () => {
    const { statementsApi } = setup({ details: electronic, statements: { statements: { 2025: s2025 } } });
    await section();
    expect(
      await screen.findByText('No e-statements found for this account for the selected year.'),
    ).toBeInTheDocument();
    const year = screen.getByRole('combobox', { name: 'Statement Year' });
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2026', '2025', '2024', '2023']);
    await userEvent.selectOptions(year, '2025');
    const table = await screen.findByRole('table', { name: 'E-Statements of 2025' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('11/01/2025 – 11/30/2025')).toBeInTheDocument();
    const link = within(table).getByRole('link', { name: /View the statement of 12\/01\/2025/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('href')).toContain('/api/AccountEstatements/ViewStatement?');
    expect(link.getAttribute('href')).toContain('token=token-2025-12-01');
    await userEvent.selectOptions(year, '2026');
    await userEvent.selectOptions(year, '2025');
    await screen.findByRole('table', { name: 'E-Statements of 2025' });
    expect(statementsApi.listQueries).toEqual([
      'AccountNumber=01-123401-9&Year=2026',
      'AccountNumber=01-123401-9&Year=2025',
    ]);
    expect(await violations('fragment')).toEqual([]);
  });

  it('a paper loan shows its statements when it has some', async () => {
    setup({ statements: { statements: { 2026: [statement(ACCOUNT, '2026-11-01')] } } });
    await section();
    expect(await screen.findByRole('table', { name: 'E-Statements of 2026' })).toBeInTheDocument();
  });

  it('provider 3: the redirect dialog, then the vendor’s address in a new window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { statementsApi } = setup({
      details: electronic,
      statements: { statements: { 2026: [statement(ACCOUNT, '2026-11-01', 3)] } },
    });
    await section();
    await userEvent.click(await screen.findByRole('button', { name: 'View the statement of 11/01/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leaving This Site' });
    expect(await violations('fragment')).toEqual([]);
    const go = within(dialog).getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(go).toBeEnabled());
    expect(Object.fromEntries(statementsApi.urlQueries[0]!)).toEqual({
      Date: '2026-11-01',
      Number: ACCOUNT,
      Type: 'Loan',
      Id: 'ST-2026-11-01',
      Token: 'token-2026-11-01',
    });
    await userEvent.click(go);
    expect(open).toHaveBeenCalledWith(
      'https://statements.vendor.example/view?token=token-2026-11-01',
      '_blank',
      'noopener,noreferrer',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('provider 3: an empty address is an error, and Cancel stays', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    setup({
      details: electronic,
      statements: {
        statements: { 2026: [statement(ACCOUNT, '2026-11-01', 1)] },
        statementUrl: () => HttpResponse.json({ HasNoErrors: true, Errors: [], StatementUrl: '' }),
      },
    });
    await section();
    await userEvent.click(await screen.findByRole('button', { name: 'View the statement of 11/01/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leaving This Site' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The statement could not be opened.');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('the generated-statement alerts', () => {
  it('saves the e-mail alert with the rest of the alerts unchanged; text needs the option and a phone', async () => {
    const { loanApi } = setup({
      details: (d) => ({
        ...electronic(d),
        HasPhone: false,
        Alerts: {
          ...d.Alerts,
          EmailAlerts: { ...d.Alerts.EmailAlerts, AlertLoanDueDate1: true, AlertLoanDueDate1Days: 15 },
        },
      }),
      render: { options: { TextMessages: true } },
    });
    await section();
    expect(screen.getByRole('switch', { name: 'By text message' })).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'By e-mail' }));
    await waitFor(() => expect(loanApi.log.bodies('saveAlerts')).toHaveLength(1));
    const [body] = loanApi.log.bodies('saveAlerts') as AccountDetailsResponse['Alerts'][];
    expect(body!.EmailAlerts).toMatchObject({
      EstatementAlert: true,
      AlertLoanDueDate1: true,
      AlertLoanDueDate1Days: 15,
    });
    expect(body!.TextAlerts.EstatementAlert).toBe(false);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'By e-mail' })).toBeChecked();
  });

  it('has no text toggle without the TextMessages option, and none on a paper loan', async () => {
    setup({ details: electronic });
    await section();
    expect(screen.queryByRole('switch', { name: 'By text message' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'By e-mail' })).toBeInTheDocument();
  });
});
