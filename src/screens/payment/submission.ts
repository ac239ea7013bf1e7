/**
 * What the submit step sends, gathered from the wizard's data (wizardData.ts): the payment
 * submission of src/domain/payments/payload.ts, with the first-party fee computed from the
 * payment information (fees.ts), and the idempotency key of the attempt: one key per payment
 * the borrower means to make, kept while the request stays the same (a retry after a lost
 * answer sends it again, so the server makes no second payment) and new once it changes.
 */
import {
  firstPartyFeeCents,
  methodTypeOf,
  paymentKindOf,
  type PaymentSubmission,
} from '../../domain/payments';
import { amountStepOf, frequencyStepOf, methodStepOf, paymentInfoOf } from './wizardData';

type Data = Readonly<Record<string, unknown>>;

export interface SubmissionInput {
  data: Data;
  logonName: string;
  today: string;
  /** paymentAmountAtPaymentTime: a recurring line-of-credit payment sends 0 (spec 02 §4). */
  amountAtPaymentTime: boolean;
}

/** The submission of the wizard's data, or undefined while a step is not valid. */
export function submissionOf({
  data,
  logonName,
  today,
  amountAtPaymentTime,
}: SubmissionInput): PaymentSubmission | undefined {
  const info = paymentInfoOf(data);
  const method = methodStepOf(data);
  const frequency = frequencyStepOf(data);
  const amount = amountStepOf(data);
  if (!info || !method || !frequency || !amount) return undefined;
  const date = frequency.date || today;
  const kind = paymentKindOf(frequency.frequency, date, today);
  const debitCredit = method.method.IsCard ? method.method.CardInfo.DebitCreditType : undefined;
  return {
    encryptedData: info.EncryptedData,
    logonName,
    accountNumber: info.accountNumber,
    company: info.PaymentDetails.Company,
    accountType: info.accountType,
    method: method.method,
    frequency: frequency.frequency,
    date,
    numDays: frequency.numDays,
    today,
    amountCents: amountAtPaymentTime ? 0 : amount.amountCents,
    firstPartyFeeCents: firstPartyFeeCents(
      info.PaymentOptions.FirstPartyFees,
      methodTypeOf(method.method),
      kind,
      debitCredit,
    ),
    thirdPartyFeeCents: frequency.thirdPartyFeeCents,
    additionalPrincipalCents: amount.additionalPrincipalCents,
    isPayoff: frequency.isPayoff,
  };
}

/** Hands out the idempotency key of a request: the same key while the request is the same. */
export function createIdempotencyKeys(newKey: () => string = () => crypto.randomUUID()) {
  let last: { request: string; key: string } | undefined;
  return (request: unknown): string => {
    const text = JSON.stringify(request);
    if (last?.request !== text) last = { request: text, key: newKey() };
    return last.key;
  };
}
