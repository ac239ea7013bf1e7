/**
 * What the submit step sends, gathered from the wizard's data (wizardData.ts): the payment
 * submission of src/domain/payments/payload.ts, with the first-party fee computed from the
 * payment information (fees.ts). The idempotency key of a payment is paymentKeys.ts's.
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
