// @vitest-environment node
/**
 * AddAchPaymentMethod saves a bank account only when the user has a record of every ACH
 * agreement still needed (spec 02 §4 "ACH agreement": needed if its date is not in the future
 * and the user has no record dated on or after it), by the portal's own agreementsNeeded over
 * the institution's agreement settings; otherwise AchTermsRequired and nothing is kept. The
 * check comes at the save: ValidateAchPaymentMethod (before the terms dialog) and a bank
 * account used once are not refused. Today is Sunday 2026-11-22.
 */
import { describe, expect, it } from 'vitest';
import { expectSchema, settingsFile } from './support';
import { paymentServer, type PaymentServer } from './paymentsSupport';

const LOAN = '01-123401-9';
const BANK_ACCOUNT = {
  AccountType: 'Checking',
  RoutingNumber: '021000021',
  AccountNumber: '000555551357',
  OwnerName: 'Alex Morgan',
  LoanAccountNumber: LOAN,
};

/** An institution whose agreement2 (HostNum 11338) is of type ach, dated `date`. */
async function withAchTerms(date = '2025-06-30', types = 'ach'): Promise<PaymentServer> {
  return paymentServer({
    settingsFile: settingsFile({
      gassySettings: {
        shared: { agreements: { agreement2: `/terms/ach.html|${date}|ACH Authorization|${types}` } },
      },
    }),
  });
}

/** A record of demo.borrower accepting the ACH agreement on `agreed` (ISO 8601). */
function recordAcceptance(server: PaymentServer, agreed: string) {
  server.deps.db.run(
    `INSERT INTO agreement_records (user_id, agreement_type, name, date_of_terms, date_of_agreement, ip, when_to_agree)
     SELECT id, 11338, 'ACH Authorization', '2025-06-30', :agreed, '127.0.0.1', 2 FROM users WHERE username = 'demo.borrower'`,
    { agreed },
  );
}

const savedCount = (server: PaymentServer) =>
  server.deps.db.all(
    "SELECT m.id FROM payment_methods m JOIN users u ON u.id = m.user_id WHERE u.username = 'demo.borrower' AND m.last_four = '1357'",
  ).length;

async function save(server: PaymentServer, extra: Record<string, unknown> = {}) {
  return server.as('demo.borrower', 'POST', 'PaymentMethod/AddAchPaymentMethod', {
    ...BANK_ACCOUNT,
    ...extra,
  });
}

describe('AddAchPaymentMethod and the ACH terms', () => {
  it.each<[string, (server: PaymentServer) => void, string | undefined]>([
    ['no record of the ACH agreement: refused', () => undefined, 'AchTermsRequired'],
    [
      'a record older than the agreement date: refused',
      (s) => recordAcceptance(s, '2025-06-29T23:59:00.000Z'),
      'AchTermsRequired',
    ],
    [
      'a record on the agreement date: saved',
      (s) => recordAcceptance(s, '2025-06-30T08:00:00.000Z'),
      undefined,
    ],
    [
      'a record after the agreement date: saved',
      (s) => recordAcceptance(s, '2026-02-01T10:00:00.000Z'),
      undefined,
    ],
  ])('%s', async (_case, arrange, code) => {
    const server = await withAchTerms();
    arrange(server);
    const { status, json } = await save(server);
    expect(status).toBe(200);
    if (code) {
      expectSchema('api/common.json#/$defs/ErrorResponse', json);
      expect(json.Errors[0].ErrorMessage).toBe(code);
      expect(json.Message).toContain('ACH Authorization');
      expect(savedCount(server)).toBe(0);
    } else {
      expect(json.HasNoErrors).toBe(true);
      expect(json.PaymentMethod).toMatchObject({ Save: true, LastFour: '1357' });
      expect(savedCount(server)).toBe(1);
    }
  });

  it.each([
    ['an ACH agreement dated in the future', ['2026-11-23', 'ach']],
    ['an agreement of another type only', ['2025-06-30', 'estatements, texting']],
  ])('saves without a record when no ACH agreement is needed: %s', async (_case, [date, types]) => {
    const server = await withAchTerms(date, types);
    const { json } = await save(server);
    expect(json.HasNoErrors).toBe(true);
    expect(savedCount(server)).toBe(1);
  });

  it('saves once the user accepted through AgreementLogging, as the portal does after its terms dialog', async () => {
    const server = await withAchTerms();
    expect((await save(server)).json.Errors[0].ErrorMessage).toBe('AchTermsRequired');
    const logged = await server.as('demo.borrower', 'POST', 'AgreementLogging', {
      Agreements: [11338],
      UserName: 'demo.borrower',
      TurnEStatementsOn: false,
    });
    expect(logged.json.HasNoErrors).toBe(true);
    const { json } = await save(server);
    expect(json.HasNoErrors).toBe(true);
    expect(savedCount(server)).toBe(1);
  });

  it('does not refuse the validation that precedes the terms, nor a bank account used once', async () => {
    const server = await withAchTerms();
    const validated = await server.as(
      'demo.borrower',
      'POST',
      'PaymentMethod/ValidateAchPaymentMethod',
      BANK_ACCOUNT,
    );
    expect(validated.json).toMatchObject({ HasNoErrors: true, Bank: { BankExists: true } });
    const once = await save(server, { Save: false });
    expect(once.json.PaymentMethod).toMatchObject({ Save: false, LastFour: '1357' });
  });
});
