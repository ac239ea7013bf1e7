/**
 * The Documents page (myaccount/documents; screen-definitions/achDocuments.json): the heading and
 * intro, then the user's signed ACH draft agreements, each with its account, the date it was
 * signed and the payment it authorises, opened as a PDF in a new window with a fresh passable
 * token; the empty state, the load error and a refused opening in the settings' words; axe.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOptions, createRuleBook, EngineProvider, ScreenRenderer } from '../../../../src/engine';
import type { SignedAgreement } from '../../../../src/generated/api-types/achDocuments';
import { optionSpecs } from '../../../../src/generated/options';
import { rulesFiles } from '../../../../src/generated/rules';
import achDocuments from '../../../../src/generated/screens/achDocuments';
import { SignedAgreements } from '../../../../src/screens/achDocuments/SignedAgreements';
import { createProjectAjv, describeErrors, schemaValidator } from '../../../../tools/project.ts';
import { violations } from '../../../support/axe';
import { testContext, testRegistry, testSettings } from '../../../support/engine';
import { server } from '../../../support/msw';

const BOAT: SignedAgreement = {
  AgreementId: 'ach-0123456789abcdef01234567',
  AccountNumber: '01-310002-2',
  DateSigned: '2026-11-20T16:00:00.000Z',
  Amount: 410,
  AdditionalPrincipal: 0,
  DaysBeforeDue: 3,
  BankAccount: 'Savings x4321',
};
const CREDIT_LINE: SignedAgreement = {
  AgreementId: 'ach-fedcba9876543210fedcba98',
  AccountNumber: '01-555120-3',
  DateSigned: '2026-10-02T16:00:00.000Z',
  Amount: 0,
  AdditionalPrincipal: 25,
  DaysBeforeDue: 0,
  BankAccount: 'Checking x6789',
};

const validate = schemaValidator(createProjectAjv(), 'api/achDocuments.json#/$defs/SignedAgreementsResponse');

function answer(agreements: SignedAgreement[] | 'fail', { token = 'pass+token/1' as string | 'fail' } = {}) {
  const calls = { lists: 0, tokens: 0 };
  server.use(
    http.get('/api/AchDocuments/GetSignedAgreements', () => {
      calls.lists += 1;
      if (agreements === 'fail') return HttpResponse.json({ Message: 'down' }, { status: 500 });
      const body = { HasNoErrors: true, Errors: [], Agreements: agreements };
      expect(validate(body), describeErrors(validate)).toBe(true);
      return HttpResponse.json(body);
    }),
    http.get('/api/PassableToken/GetPassableToken', () => {
      calls.tokens += 1;
      if (token === 'fail') return HttpResponse.json({ Message: 'down' }, { status: 500 });
      return HttpResponse.json({ Token: token, Expires: '2026-11-22T15:01:00Z' });
    }),
  );
  return calls;
}

function renderPage() {
  const context = testContext({
    session: {
      loggedIn: true,
      personal: true,
      hasEmail: true,
      username: 'demo.payments',
      personalName: 'Pat Nguyen',
    },
    route: { path: achDocuments.definition.route, params: {} },
  });
  return render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
      <EngineProvider
        settings={testSettings()}
        options={createOptions({ RequireAchDraftAgreement: true }, optionSpecs)}
        rules={createRuleBook(rulesFiles)}
        registry={testRegistry({}, { signedAgreements: SignedAgreements })}
      >
        <ScreenRenderer screen={achDocuments} context={context} />
      </EngineProvider>
    </SWRConfig>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the Documents page', () => {
  it('lists each signed agreement with its account, date and payment', async () => {
    answer([BOAT, CREDIT_LINE]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(screen.getByText(/Your signed ACH draft agreements/)).toBeInTheDocument();
    const boat = await screen.findByRole('button', { name: /Account 01-310002-2/ });
    expect(boat).toHaveAccessibleName(
      'ACH Draft Agreement (opens in a new window) Account 01-310002-2 Signed 11/20/2026 $410.00 3 days before each due date from Savings x4321',
    );
    expect(screen.getByRole('button', { name: /Account 01-555120-3/ })).toHaveTextContent(
      'The amount due plus $25.00 additional principal on each due date or as scheduled from Checking x6789',
    );
  });

  it('opens an agreement in a new window with a fresh passable token', async () => {
    const calls = answer([BOAT]);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Account 01-310002-2/ }));
    expect(calls.tokens).toBe(1);
    expect(open).toHaveBeenCalledWith(
      '/api/AchDocuments/ViewAgreement?AgreementId=ach-0123456789abcdef01234567&token=pass%2Btoken%2F1',
      '_blank',
      'noopener',
    );
  });

  it('says so when an agreement cannot be opened', async () => {
    answer([BOAT], { token: 'fail' });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Account 01-310002-2/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The agreement could not be opened. Please try again.',
    );
    expect(open).not.toHaveBeenCalled();
  });

  it.each([
    ['no agreement', [] as SignedAgreement[], 'You have no signed ACH draft agreements.'],
    ['the list failing', 'fail' as const, 'Cannot connect to the service to get your agreements.'],
  ])('says so with %s', async (_, agreements, text) => {
    answer(agreements);
    renderPage();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    answer([BOAT, CREDIT_LINE]);
    renderPage();
    await screen.findByRole('button', { name: /Account 01-310002-2/ });
    expect(await violations('fragment')).toEqual([]);
  });
});
