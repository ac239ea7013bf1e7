/**
 * The payment tests' server: the test server signed in as the demo payment users, their
 * payment information, and submit bodies built by the portal's own payload builder
 * (src/domain/payments/payload.ts) with an idempotency key, so that the server is held to what
 * the portal sends.
 */
import { randomUUID } from 'node:crypto';
import { firstPartyFeeCents } from '../../src/domain/payments/fees.ts';
import {
  buildPaymentRequest,
  paymentKindOf,
  type PaymentMethodChoice,
} from '../../src/domain/payments/payload.ts';
import type { Frequency } from '../../src/domain/payments/types.ts';
import type { PaymentInfoResponse, SavedPaymentMethod } from '../../src/generated/api-types/payments.ts';
import { testServer, type Answer } from './support';

/** The test clock's day (a Sunday) and the Monday after it, when most payments are made. */
export const SUNDAY = '2026-11-22';
export const MONDAY = '2026-11-23';

export type PaymentServer = Awaited<ReturnType<typeof paymentServer>>;

/** The method of a saved method, as the portal sends it. */
export function methodOf(saved: SavedPaymentMethod): PaymentMethodChoice {
  if (saved.IsCard && saved.CardInfo) return { IsCard: true, CardInfo: saved.CardInfo };
  if (!saved.IsCard && saved.AchInfo) return { IsCard: false, AchInfo: saved.AchInfo };
  throw new Error('a saved method without its card or bank account');
}

export interface PaymentChoice {
  method: PaymentMethodChoice;
  amountCents: number;
  frequency?: Frequency;
  /** YYYY-MM-DD; today by default. */
  date?: string;
  numDays?: number;
  isPayoff?: boolean;
  additionalPrincipalCents?: number;
  thirdPartyFeeCents?: number;
  /** The first-party fee sent; the one fees.ts computes by default. */
  firstPartyFeeCents?: number;
  achDraftAgreementToken?: string;
  idempotencyKey?: string;
}

/** The path and body the portal would send for this payment of the loan `info` on `today`. */
export function paymentRequest(info: PaymentInfoResponse, today: string, choice: PaymentChoice) {
  const frequency = choice.frequency ?? 'OneTime';
  const date = choice.date ?? today;
  const type = choice.method.IsCard ? 'Card' : 'ACH';
  const debitCredit = choice.method.IsCard ? choice.method.CardInfo.DebitCreditType : undefined;
  const kind = paymentKindOf(frequency, date, today);
  const { path, body } = buildPaymentRequest({
    encryptedData: info.EncryptedData,
    logonName: 'demo',
    accountNumber: info.accountNumber,
    company: info.PaymentDetails.Company,
    accountType: info.accountType,
    method: choice.method,
    frequency,
    date,
    numDays: choice.numDays ?? 0,
    today,
    amountCents: choice.amountCents,
    firstPartyFeeCents:
      choice.firstPartyFeeCents ??
      firstPartyFeeCents(info.PaymentOptions.FirstPartyFees, type, kind, debitCredit),
    thirdPartyFeeCents: choice.thirdPartyFeeCents ?? 0,
    additionalPrincipalCents: choice.additionalPrincipalCents ?? 0,
    isPayoff: choice.isPayoff ?? false,
    achDraftAgreementToken: choice.achDraftAgreementToken,
  });
  return {
    path: path.replace(/^\/api\//, ''),
    body: { ...body, IdempotencyKey: choice.idempotencyKey ?? randomUUID() },
  };
}

export async function paymentServer(options: Parameters<typeof testServer>[0] = {}) {
  const server = await testServer(options);
  const tokens = new Map<string, string>();

  /** The session token of a demo user (signed in once). */
  async function tokenOf(username: string): Promise<string> {
    const known = tokens.get(username);
    if (known) return known;
    const { json } = await server.signIn(username);
    tokens.set(username, json.UserToken as string);
    return json.UserToken as string;
  }

  /** Forgets a user's session (after the clock moved past its expiry): the next call signs in again. */
  function signOut(username: string) {
    tokens.delete(username);
  }

  async function as(username: string, method: string, path: string, body?: unknown): Promise<Answer> {
    return server.call(method, path, { token: await tokenOf(username), body });
  }

  /** The payment information of a loan (the answer must be a success). */
  async function info(username: string, accountNumber: string): Promise<PaymentInfoResponse> {
    const answer = await as(
      username,
      'GET',
      `PaymentInformation/GetPaymentInfo?accountNumber=${accountNumber}`,
    );
    if (answer.status !== 200 || answer.json.HasNoErrors !== true)
      throw new Error(`no payment information for ${accountNumber}: ${JSON.stringify(answer.json)}`);
    return answer.json as PaymentInfoResponse;
  }

  /** The saved method of a user's loan by its last four digits. */
  async function savedMethod(username: string, accountNumber: string, lastFour: string) {
    const found = (await info(username, accountNumber)).PaymentMethods.find(
      (method) => method.LastFour === lastFour,
    );
    if (!found) throw new Error(`no saved method x${lastFour}`);
    return methodOf(found);
  }

  /** Submits a payment as the portal would, on the test clock's date. */
  async function pay(username: string, accountNumber: string, today: string, choice: PaymentChoice) {
    const { path, body } = paymentRequest(await info(username, accountNumber), today, choice);
    return as(username, 'POST', path, body);
  }

  /** A loan's row of the database (money in cents). */
  function loanRow(number: string) {
    return server.deps.db.get<{
      balance_cents: number;
      amount_due_cents: number;
      past_due: number;
      status: string;
    }>('SELECT balance_cents, amount_due_cents, past_due, status FROM accounts WHERE number = :number', {
      number,
    })!;
  }

  /** Moves the test clock to 2026-11-23, a Monday, 15:00 UTC. */
  function toMonday() {
    server.clock.advanceMinutes(24 * 60);
  }

  return { ...server, tokenOf, signOut, as, info, savedMethod, pay, loanRow, toMonday };
}
