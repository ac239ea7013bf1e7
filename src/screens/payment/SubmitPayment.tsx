/**
 * The submit step (spec 02 §2 "Submit", §4 "Submit", §8 "Submission messages"): the Submit
 * button opens the confirm dialog (400 px, Submit / No, with what is being paid:
 * ConfirmPaymentDialog); confirming sends the payment once, with the attempt's idempotency key,
 * while the button is disabled and the loading animation shows. A double click, or a second confirm while one is under way, sends nothing more. A
 * failure shows the catalogue's message in the message panel; a decline, an over-limit, invalid
 * information or an expired card disable Submit. Success refreshes the account list and the
 * payment information and opens the confirmation page with what was paid.
 * A recurring bank-account payment, when the institution requires the ACH draft agreement
 * (rule paymentNeedsDraftAgreement), first opens the agreement dialog; its token goes with the
 * payment, for as long as the payment stays the one agreed to.
 * Once shown, the step stays while the date or the amount is corrected (payment.json reads
 * data.paymentSubmit): Submit with a step that is not valid opens nothing and shows the error
 * summary, focused, with what to correct; a failed submission's message is focused the same way.
 */
import { useEffect, useRef, useState } from 'react';
import { useRefreshAccountList } from '../../api/accounts';
import { ApiError } from '../../api/errors';
import { submitPayment, useRefreshPaymentInfo } from '../../api/payments';
import { localDateOf } from '../../domain/dates';
import {
  buildPaymentRequest,
  confirmationOf,
  draftAgreementRequest,
  methodTypeOf,
  submissionFailure,
  PAYMENT_MESSAGE_KEYS,
  type DraftAgreementRequest,
  type SubmissionFailure,
  type SubmissionMessage,
} from '../../domain/payments';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { Spinner } from '../../widgets';
import { flagProp } from '../shared/widgetProps';
import { CONFIRMATION_ROUTE } from './confirmationData';
import { ConfirmPaymentDialog } from './ConfirmPaymentDialog';
import { DraftAgreementDialog } from './DraftAgreementDialog';
import { ErrorSummary, StepProblems } from './ErrorSummary';
import { createPaymentKeys } from './paymentKeys';
import { submissionOf } from './submission';
import { paymentInfoOf, stepProblemsOf, SUBMIT_KEY } from './wizardData';

export interface SubmitPaymentDeps {
  /** Opens a route in place of this page, handing it data (the app's handOff). */
  handOff: (to: string, data: Record<string, unknown>) => void;
}

function failureOf(error: unknown): SubmissionFailure {
  if (!(error instanceof ApiError)) return { network: true };
  const { problem } = error;
  if (problem.kind === 'network') return { network: true };
  return {
    message: 'reason' in problem ? problem.reason : undefined,
    detail: problem.kind === 'rejected' ? problem.message : undefined,
  };
}

export function SubmitPayment({ props, env, setData, handOff }: BlockWidgetProps & SubmitPaymentDeps) {
  const settings = useSettings();
  const refreshAccounts = useRefreshAccountList();
  const refreshInfo = useRefreshPaymentInfo();
  const keys = useRef(createPaymentKeys());
  const inFlight = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<SubmissionMessage | undefined>(undefined);
  /** Each failure is a new one, focused again. */
  const [failures, setFailures] = useState(0);
  /** Presses of Submit while a step was not valid. */
  const [attempts, setAttempts] = useState(0);
  const [disabled, setDisabled] = useState(false);
  const [agreeing, setAgreeing] = useState<DraftAgreementRequest | undefined>(undefined);
  /** Each opening of the agreement dialog prepares a fresh agreement. */
  const [agreementOpenings, setAgreementOpenings] = useState(0);
  const [agreement, setAgreement] = useState<{ request: string; token: string } | undefined>(undefined);

  const { username } = env.context.session;
  const today = localDateOf(env.context.now) ?? env.context.now.slice(0, 10);
  const amountAtPaymentTime = flagProp(props, 'amountAtPaymentTime');
  const needsAgreement = flagProp(props, 'needsDraftAgreement');
  const submission = submissionOf({
    data: env.context.data,
    logonName: username,
    today,
    amountAtPaymentTime,
  });
  const dueDate = paymentInfoOf(env.context.data)?.DueDate ?? '';
  /** What the confirm dialog shows: the payment as the confirmation page will show it. */
  const preview = submission ? confirmationOf(submission, '', dueDate, amountAtPaymentTime) : undefined;
  const agreementRequest =
    needsAgreement && submission
      ? draftAgreementRequest(submission, new Date().getTimezoneOffset())
      : undefined;
  /** The agreed token, while the payment is still the one the agreement was prepared for. */
  const agreedToken =
    agreementRequest && agreement?.request === JSON.stringify(agreementRequest) ? agreement.token : undefined;

  // A refused Submit's summary goes once the payment can be sent; the next refusal shows it anew.
  if (submission && attempts > 0) setAttempts(0);

  useEffect(() => {
    setData({ [SUBMIT_KEY]: { shown: true, attempts } });
  }, [attempts, setData]);
  useEffect(() => () => setData({ [SUBMIT_KEY]: null }), [setData]);

  async function send() {
    setConfirming(false);
    if (!submission || inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setFailure(undefined);
    const { path, body } = buildPaymentRequest(
      agreedToken ? { ...submission, achDraftAgreementToken: agreedToken } : submission,
    );
    const key = await keys.current(body);
    try {
      const answer = await submitPayment(path, { ...body, IdempotencyKey: key });
      void refreshAccounts(username);
      void refreshInfo(submission.accountNumber);
      handOff(CONFIRMATION_ROUTE, {
        confirmation: confirmationOf(submission, answer.ReferenceNumber, dueDate, amountAtPaymentTime),
      });
    } catch (error) {
      const message = submissionFailure(failureOf(error), methodTypeOf(submission.method));
      // An expired or refused agreement is asked for again on the next Submit.
      if (agreedToken) setAgreement(undefined);
      setFailure(message);
      setFailures((count) => count + 1);
      if (message.disablesSubmit) setDisabled(true);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  const cardExtra = settings.text(PAYMENT_MESSAGE_KEYS.cardExtraMessage);
  const blocked = submitting || disabled;
  return (
    <div className="payment-submit">
      {failure && (
        <ErrorSummary key={failures}>
          <p>{settings.text(failure.key, failure.params)}</p>
          {failure.connectionKey && <p>{settings.text(failure.connectionKey)}</p>}
          {failure.appendCardMessage && cardExtra && <p>{cardExtra}</p>}
        </ErrorSummary>
      )}
      {attempts > 0 && !submission && (
        <StepProblems key={attempts} problems={stepProblemsOf(env.context.data)} />
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={blocked}
        aria-busy={submitting || undefined}
        onClick={() => {
          if (blocked) return;
          if (!submission) setAttempts((count) => count + 1);
          else if (agreementRequest && !agreedToken) {
            setAgreementOpenings((count) => count + 1);
            setAgreeing(agreementRequest);
          } else setConfirming(true);
        }}
      >
        {settings.text('paymentWizard.submit')}
      </button>
      {submitting && <Spinner label={settings.text('paymentWizard.submitting')} />}
      <DraftAgreementDialog
        key={agreementOpenings}
        request={agreeing}
        onCancel={() => setAgreeing(undefined)}
        onAccepted={(token) => {
          if (agreeing) setAgreement({ request: JSON.stringify(agreeing), token });
          setAgreeing(undefined);
          setConfirming(true);
        }}
      />
      <ConfirmPaymentDialog
        payment={preview}
        open={confirming}
        onNo={() => setConfirming(false)}
        onSubmit={() => void send()}
      />
    </div>
  );
}
