/**
 * The idempotency of payment submissions: the portal makes one IdempotencyKey per payment it
 * means to make and sends it with every try. The first request with a key that makes a payment
 * stores the answer under (user, key); the same key again, from a double click, a retry after
 * a lost answer or a second tab, makes no payment and answers the stored answer. A refusal
 * stores nothing (no payment was made, and the borrower may correct and try again); the key
 * sent with a different request is refused (409), as it would otherwise hide a payment.
 * Keys are kept 30 days. Node runs a handler's database work without interruption, so two
 * requests with one key, however close, are looked up and stored one after the other.
 */
import type { SubmitPaymentResponse } from '../../../src/generated/api-types/payments.ts';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { digest } from '../../security/tokens.ts';
import { dollars } from '../accounts.ts';

const KEPT_DAYS = 30;

interface SubmissionRow {
  request_digest: string;
  reference_number: string;
  payment_date: string;
  total_cents: number;
}

/** The digest that tells two requests apart: the call's path and its body as sent. */
export function requestDigest(path: string, body: unknown): string {
  return digest(`${path}\n${JSON.stringify(body)}`);
}

function answerOf(row: Omit<SubmissionRow, 'request_digest'>): SubmitPaymentResponse {
  return {
    HasNoErrors: true,
    Errors: [],
    ReferenceNumber: row.reference_number,
    PaymentDate: row.payment_date,
    TotalAmount: dollars(row.total_cents),
  };
}

/** The answer a key already has for this request, undefined for a new key; 409 for the key of another request. */
export function earlierAnswer(
  db: Database,
  userId: number,
  key: string,
  requestDigestValue: string,
): SubmitPaymentResponse | undefined {
  const row = db.get<SubmissionRow>(
    `SELECT request_digest, reference_number, payment_date, total_cents FROM payment_submissions
     WHERE user_id = :userId AND idempotency_key = :key`,
    { userId, key },
  );
  if (!row) return undefined;
  if (row.request_digest !== requestDigestValue)
    throw new HttpError(
      409,
      'IdempotencyKeyReused',
      'This IdempotencyKey was sent before with another payment.',
    );
  return answerOf(row);
}

/** Stores the answer of the payment a key made; answers it. */
export function rememberAnswer(
  db: Database,
  submission: { userId: number; key: string; digest: string; now: Date },
  made: { referenceNumber: string; paymentDate: string; totalCents: number },
): SubmitPaymentResponse {
  const since = new Date(submission.now.getTime() - KEPT_DAYS * 24 * 60 * 60_000).toISOString();
  db.run('DELETE FROM payment_submissions WHERE created_at < :since', { since });
  db.run(
    `INSERT INTO payment_submissions (user_id, idempotency_key, request_digest, reference_number, payment_date,
       total_cents, created_at)
     VALUES (:userId, :key, :digest, :reference, :date, :total, :now)`,
    {
      userId: submission.userId,
      key: submission.key,
      digest: submission.digest,
      reference: made.referenceNumber,
      date: made.paymentDate,
      total: made.totalCents,
      now: submission.now.toISOString(),
    },
  );
  return answerOf({
    reference_number: made.referenceNumber,
    payment_date: made.paymentDate,
    total_cents: made.totalCents,
  });
}
