/**
 * The ACH terms are asked only when the borrower still needs them (spec 02 §4 "ACH agreement":
 * needed if its date is not in the future and the user has no record dated on or after it).
 * The picker reads the records from the real session store, as the app gives them
 * (context.session.agreementLogs), and accepting the terms adds the new records through the
 * store (addAgreementLogs), so a second bank-account save in the same session goes straight on.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '../../../support/userEvent';
import { useCallback, useState } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addAgreementLogs,
  clearSession,
  getSession,
  sessionContext,
  setSession,
  useSession,
} from '../../../../src/app/session/store';
import type { AgreementRecord } from '../../../../src/domain/agreements';
import { paymentFacts } from '../../../../src/domain/payments';
import { createOptions, createRuleBook, EngineProvider, type LogicEnv } from '../../../../src/engine';
import { optionSpecs } from '../../../../src/generated/options';
import { rulesFiles } from '../../../../src/generated/rules';
import { deferredRulesFiles } from '../../../../src/generated/rulesDeferred';
import { PaymentMethodPicker } from '../../../../src/screens/payment/methods/PaymentMethodPicker';
import { testRegistry, testSettings } from '../../../support/engine';
import { ACCOUNT, answerMethods, CHECKING, SAVINGS } from './methodsHarness';

/** The ACH terms of the institution, dated 2026-06-30; today is 2026-11-22. */
const ACH_TERMS = '/agreements/ach.html|6/30/2026|ACH Terms|ach';
const TERMS_DIALOG = 'Terms and Conditions';

function record(date: string, extra: Partial<AgreementRecord> = {}): AgreementRecord {
  return {
    Name: 'ACH Terms',
    DateOfTerms: '2026-06-30',
    DateOfAgreement: date,
    AgreementType: 11337,
    ...extra,
  };
}

/** Signs the borrower in with these records, as completeSignIn keeps the login answer's. */
function signIn(agreementLogs: AgreementRecord[]) {
  setSession({
    userToken: 'session-token',
    username: 'demo.borrower',
    personalName: 'Alex Morgan',
    emailAddress: 'alex@example.com',
    servicingBranch: '0001',
    companyNumber: 0,
    lastLoggedIn: null,
    lastLoggedInIp: null,
    agreementLogs,
  });
}

/** The picker, its session context built by the app's sessionContext from the store, bank accounts only. */
function renderPicker() {
  const settings = testSettings({ shared: { agreements: { agreement1: ACH_TERMS } } });
  const options = createOptions({ AllowCardPayments: false }, optionSpecs);
  const rules = createRuleBook([...rulesFiles, ...deferredRulesFiles]);
  const payment = paymentFacts({
    account: { Number: ACCOUNT, Comment: '', Balance: 1200 },
    info: { AllowACH: true, AllowCards: true },
    today: '2026-11-22',
  });
  function Host() {
    const session = useSession();
    const [data, setState] = useState<Record<string, unknown>>({ payment });
    const setData = useCallback(
      (next: Record<string, unknown>) => setState((old) => ({ ...old, ...next })),
      [],
    );
    const env: LogicEnv = {
      settings,
      options,
      rules,
      context: {
        options,
        session: sessionContext(session),
        route: { path: 'myaccount/payment', params: {} },
        query: {},
        device: { mobileApp: false, compact: false, production: false },
        form: {},
        data,
        now: '2026-11-22T15:00:00.000Z',
      },
    };
    return (
      <PaymentMethodPicker
        props={{ accountNumber: ACCOUNT }}
        env={env}
        setData={setData}
        addAgreementLogs={addAgreementLogs}
      />
    );
  }
  const user = userEvent.setup();
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
      <EngineProvider settings={settings} options={options} rules={rules} registry={testRegistry()}>
        <Host />
      </EngineProvider>
    </SWRConfig>,
  );
  return user;
}

/** Fills the new bank account form and presses Continue. */
async function saveBankAccount(user: UserEvent) {
  await user.type(await screen.findByRole('textbox', { name: /Routing Number/ }), '021000021');
  await user.type(screen.getByRole('textbox', { name: /^Account Number/ }), '12345678');
  await user.type(screen.getByRole('textbox', { name: /Confirm Account Number/ }), '12345678');
  await user.type(screen.getByRole('textbox', { name: /Owner Name/ }), 'Alex Morgan');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

const pathsOf = (calls: { path: string }[]) => calls.map((call) => call.path);

afterEach(() => clearSession());

describe('the ACH terms at a bank-account save (spec 02 §4 "ACH agreement")', () => {
  it.each<[string, AgreementRecord[], boolean]>([
    ['no record: the terms are asked', [], true],
    ['a record older than the terms date: asked again', [record('2026-06-29T23:00:00')], true],
    [
      'a record of another agreement: asked',
      [record('2026-11-01', { Name: 'Other', AgreementType: 11338 })],
      true,
    ],
    ['a record on the terms date: the save goes straight on', [record('2026-06-30T08:00:00')], false],
    ['a record after the terms date: the save goes straight on', [record('2026-10-05T12:00:00.000Z')], false],
    [
      'a record of the same name without a type: straight on',
      [record('2026-07-01', { AgreementType: undefined })],
      false,
    ],
  ])('%s', async (_case, records, asked) => {
    const calls = answerMethods({ methods: [] });
    signIn(records);
    const user = renderPicker();
    await saveBankAccount(user);
    if (asked) {
      expect(await screen.findByRole('dialog', { name: TERMS_DIALOG })).toBeInTheDocument();
      expect(pathsOf(calls)).not.toContain('PaymentMethod/AddAchPaymentMethod');
    } else {
      await waitFor(() => expect(pathsOf(calls)).toContain('PaymentMethod/AddAchPaymentMethod'));
      expect(screen.queryByRole('dialog', { name: TERMS_DIALOG })).not.toBeInTheDocument();
      expect(pathsOf(calls)).not.toContain('AgreementLogging');
    }
  });

  it('accepted once, a second bank-account save in the same session does not ask again', async () => {
    const calls = answerMethods({ methods: [], added: CHECKING });
    signIn([record('2026-01-01')]);
    const user = renderPicker();

    await saveBankAccount(user);
    const terms = await screen.findByRole('dialog', { name: TERMS_DIALOG });
    await user.click(within(terms).getByRole('checkbox', { name: 'I have read and agree to the ACH Terms' }));
    await user.click(within(terms).getByRole('button', { name: 'I Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pathsOf(calls).filter((path) => path === 'AgreementLogging')).toHaveLength(1);
    // The session gained the record of today's acceptance.
    expect(getSession()?.agreementLogs).toEqual([
      record('2026-01-01'),
      { Name: 'ACH Terms', DateOfTerms: '2026-06-30', DateOfAgreement: '2026-11-22', AgreementType: 11337 },
    ]);

    const second = answerMethods({ methods: [CHECKING], added: SAVINGS });
    await user.click(await screen.findByRole('button', { name: 'New payment method' }));
    await saveBankAccount(user);
    await waitFor(() => expect(pathsOf(second)).toContain('PaymentMethod/AddAchPaymentMethod'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: TERMS_DIALOG })).not.toBeInTheDocument();
    expect(pathsOf(second)).not.toContain('AgreementLogging');
  });

  it("the server's AchTermsRequired refusal (records the portal did not know were stale) shows the terms' message", async () => {
    answerMethods({ methods: [], addRefusal: 'AchTermsRequired' });
    signIn([record('2026-07-01')]);
    const user = renderPicker();
    await saveBankAccount(user);
    expect(
      await screen.findByText('In order to use the system you must agree to the terms and conditions.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: TERMS_DIALOG })).not.toBeInTheDocument();
  });

  it('declining the terms adds no record and saves nothing', async () => {
    const calls = answerMethods({ methods: [] });
    signIn([]);
    const user = renderPicker();
    await saveBankAccount(user);
    const terms = await screen.findByRole('dialog', { name: TERMS_DIALOG });
    await user.click(within(terms).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TERMS_DIALOG })).not.toBeInTheDocument());
    expect(getSession()?.agreementLogs).toEqual([]);
    expect(pathsOf(calls)).not.toContain('PaymentMethod/AddAchPaymentMethod');
  });
});
