// @vitest-environment node
/**
 * POST /api/AccountAlerts held to the portal's own rule (src/domain/accounts/alerts.ts
 * alertsRefusal, spec 03 §2.4, §4, §5): the saved settings read back by AccountDetails; each
 * refusal (AccountClosed, TextNotAllowed with the TextMessages option off or without a phone,
 * DaysInvalid); days the contract does not allow 400; another customer's loan 403 with nothing
 * saved.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALERTS, type AlertSettings } from '../../src/domain/accounts/alerts';
import { expectSchema, settingsFile } from './support';
import { paymentServer, type PaymentServer } from './paymentsSupport';

const SCHEMA = 'api/loans.json#/$defs/';
const SUBARU = '01-123400-1';
const HOME = '01-123401-9';
const CLOSED = '01-099870-4';

const SETTINGS: AlertSettings = {
  TextAlerts: { AlertLoanDelinquent: true, EstatementAlert: false },
  EmailAlerts: {
    ...DEFAULT_ALERTS.EmailAlerts,
    AlertLoanDelinquent: true,
    AlertLoanDueDate1: true,
    AlertLoanDueDate1Days: 15,
    AlertLoanDueDate3: true,
    AlertLoanDueDate3Before: false,
    AlertLoanDueDate3Days: 120,
    AlertLoanDueDate4Days: 7,
  },
};
const EMAIL_ONLY: AlertSettings = { ...SETTINGS, TextAlerts: DEFAULT_ALERTS.TextAlerts };
const refused = (code: string) => ({
  status: 200,
  json: { HasNoErrors: false, Errors: [{ ErrorMessage: code }] },
});

function alertsApi(server: PaymentServer) {
  return {
    save: (account: string, settings: object, user = 'demo.borrower') =>
      server.as(user, 'POST', 'AccountAlerts', { AccountNumber: account, ...settings }),
    read: async (account: string, user = 'demo.borrower') =>
      (await server.as(user, 'GET', `AccountDetails?accountNumber=${account}`)).json.Alerts as AlertSettings,
  };
}

describe('POST AccountAlerts with texts offered (the demo institution)', () => {
  let server: PaymentServer;
  let api: ReturnType<typeof alertsApi>;
  beforeAll(async () => {
    server = await paymentServer();
    api = alertsApi(server);
  });

  it('starts from the defaults, saves, and AccountDetails reads the settings back', async () => {
    expect(await api.read(SUBARU)).toEqual(DEFAULT_ALERTS);
    const answer = await api.save(SUBARU, SETTINGS);
    expect(answer).toEqual({ status: 200, json: { HasNoErrors: true, Errors: [] } });
    expectSchema(`${SCHEMA}SaveResponse`, answer.json);
    expect(await api.read(SUBARU)).toEqual(SETTINGS);
  });

  it.each<[string, string, object, string]>([
    ['a closed loan', CLOSED, EMAIL_ONLY, 'AccountClosed'],
    [
      'a ticked due-date alert without days',
      HOME,
      { ...EMAIL_ONLY, EmailAlerts: { ...EMAIL_ONLY.EmailAlerts, AlertLoanDueDate2: true } },
      'DaysInvalid',
    ],
  ])('refuses %s: %s answers %s and keeps what was saved', async (_name, account, settings, code) => {
    const before = await api.read(account);
    expect(await api.save(account, settings)).toEqual(refused(code));
    expect(await api.read(account)).toEqual(before);
  });

  it('refuses text alerts to a customer without a phone number, and saves the e-mail ones', async () => {
    const own = await paymentServer();
    const ownApi = alertsApi(own);
    const customer = `(SELECT customer_id FROM users WHERE username = 'demo.borrower')`;
    own.deps.db.run(`UPDATE customers SET phone = NULL WHERE id = ${customer}`);
    own.deps.db.run(`DELETE FROM phone_numbers WHERE customer_id = ${customer}`);
    const details = await own.as('demo.borrower', 'GET', `AccountDetails?accountNumber=${HOME}`);
    expect(details.json.HasPhone).toBe(false);
    expect(await ownApi.save(HOME, SETTINGS)).toEqual(refused('TextNotAllowed'));
    const estatementByText = {
      ...EMAIL_ONLY,
      TextAlerts: { AlertLoanDelinquent: false, EstatementAlert: true },
    };
    expect(await ownApi.save(HOME, estatementByText)).toEqual(refused('TextNotAllowed'));
    expect((await ownApi.save(HOME, EMAIL_ONLY)).json.HasNoErrors).toBe(true);
    expect(await ownApi.read(HOME)).toEqual(EMAIL_ONLY);
  });

  it.each<[string, object]>([
    ['days over 999', { ...SETTINGS, EmailAlerts: { ...SETTINGS.EmailAlerts, AlertLoanDueDate3Days: 1000 } }],
    ['negative days', { ...SETTINGS, EmailAlerts: { ...SETTINGS.EmailAlerts, AlertLoanDueDate4Days: -1 } }],
    [
      'fractional days',
      { ...SETTINGS, EmailAlerts: { ...SETTINGS.EmailAlerts, AlertLoanDueDate1Days: 1.5 } },
    ],
    ['days as text', { ...SETTINGS, EmailAlerts: { ...SETTINGS.EmailAlerts, AlertLoanDueDate1Days: '15' } }],
    ['an unknown field', { ...SETTINGS, TextAlerts: { ...SETTINGS.TextAlerts, AlertLoanDueDate1: true } }],
  ])('answers 400 to %s', async (_name, settings) => {
    expect((await api.save(HOME, settings)).status).toBe(400);
  });

  it('answers 403 for another customer’s loan and saves nothing there', async () => {
    const before = await api.read(SUBARU);
    const answer = await api.save(SUBARU, EMAIL_ONLY, 'demo.payments');
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.json)).not.toContain('AlertLoan');
    expect(await api.read(SUBARU)).toEqual(before);
  });

  it('needs a session', async () => {
    const answer = await server.call('POST', 'AccountAlerts', {
      body: { AccountNumber: HOME, ...EMAIL_ONLY },
    });
    expect(answer.status).toBe(401);
  });
});

describe('POST AccountAlerts without the TextMessages option', () => {
  let api: ReturnType<typeof alertsApi>;
  beforeAll(async () => {
    const server = await paymentServer({
      settingsFile: settingsFile({ institutionOptions: { TextMessages: false } }),
    });
    api = alertsApi(server);
  });

  it('refuses any text alert, and saves the e-mail ones', async () => {
    expect(await api.save(HOME, SETTINGS)).toEqual(refused('TextNotAllowed'));
    expect(await api.read(HOME)).toEqual(DEFAULT_ALERTS);
    expect((await api.save(HOME, EMAIL_ONLY)).json.HasNoErrors).toBe(true);
    expect(await api.read(HOME)).toEqual(EMAIL_ONLY);
  });

  it('reads a text alert saved while texts were offered as off, so a save of what is shown is accepted', async () => {
    const server = await paymentServer({
      settingsFile: settingsFile({ institutionOptions: { TextMessages: false } }),
    });
    const loan = `(SELECT id FROM accounts WHERE number = '${SUBARU}')`;
    server.deps.db.run(`UPDATE loan_details SET alerts = :alerts WHERE account_id = ${loan}`, {
      alerts: JSON.stringify(SETTINGS),
    });
    const ownApi = alertsApi(server);
    const shown = await ownApi.read(SUBARU);
    expect(shown).toEqual(EMAIL_ONLY);
    expect((await ownApi.save(SUBARU, shown)).json.HasNoErrors).toBe(true);
  });
});
