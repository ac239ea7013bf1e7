/**
 * The Payment Amount step (spec 02 §2, §4, §5), a block widget: the pay-amount-due checkbox
 * (recurring payments; forced on where the rules say), the amount as a currency input with its
 * minimum / maximum messages (src/domain/payments/amounts.ts), the over-maximum warning, and
 * the additional principal where allowed. When the rules skip the step it shows the amount set
 * automatically instead. It writes its outcome to data.paymentAmount (amountFacts.ts).
 *
 * Props (json-logic in the definition): info (data.paymentInfo), method (data.paymentMethod),
 * schedule (data.paymentFrequency), and the rules offersPayAmountDue, payAmountDueForced,
 * offersAdditionalPrincipal, skipsAmount and atPaymentTime (paymentOffersPayAmountDue,
 * paymentPayAmountDueForced, paymentOffersAdditionalPrincipal, paymentSkipsAmount,
 * paymentAmountAtPaymentTime of rules/payments.json), and attempted (data.paymentSubmit.attempts:
 * once Submit was pressed, the amount's message shows even in a field not yet left).
 * The step stays while the frequency step is corrected (payment.json); when it goes, its outcome
 * goes with it, so that it is reached afresh.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { PaymentInfoResponse } from '../../../api/payments';
import { localDateOf } from '../../../domain/dates';
import {
  additionalPrincipalError,
  amountError,
  amountLimits,
  automaticAmountCents,
  formatUsd,
  parseAmountInput,
  payAmountDueCents,
  regularAmountWarning,
} from '../../../domain/payments';
import { useSettings, type BlockWidgetProps } from '../../../engine';
import {
  infoProp,
  methodProp,
  paymentOptionsOf,
  ruleProp,
  type ChosenMethod,
} from '../schedule/paymentProps';
import type { FrequencySelection } from '../schedule/selection';
import type { StepProblem } from '../wizardData';
import { AMOUNT_KEY, amountFactsOf, scheduleProp, type AmountSelection } from './amountFacts';
import { CurrencyInput } from './CurrencyInput';

/** Nothing until the payment information, the method and the frequency are known. */
export function AmountStep(widget: BlockWidgetProps) {
  const info = infoProp(widget.props);
  const method = methodProp(widget.props);
  const schedule = scheduleProp(widget.props.schedule);
  if (!info || !method || !schedule) return null;
  return <AmountEntry key={info.accountNumber} {...widget} info={info} method={method} schedule={schedule} />;
}

interface EntryProps extends BlockWidgetProps {
  info: PaymentInfoResponse;
  method: ChosenMethod;
  schedule: FrequencySelection;
}

/** How long typing pauses before the screen follows the amount (ms). */
const TYPING_PAUSE_MS = 200;

function AmountEntry({ props, env, setData, info, method, schedule }: EntryProps) {
  const settings = useSettings();
  const locale = settings.text('app.locale');
  const id = useId();
  const options = paymentOptionsOf(env.options);
  const today = localDateOf(env.context.now) ?? env.context.now.slice(0, 10);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [ticked, setTicked] = useState(false);
  const [principalText, setPrincipalText] = useState('');

  const facts = amountFactsOf(info, method, schedule, today);
  const limits = amountLimits(facts, options);
  const warning = regularAmountWarning(limits, facts);
  const skipped = ruleProp(props, 'skipsAmount', false);
  const atPaymentTime = ruleProp(props, 'atPaymentTime', false);
  const offersDue = ruleProp(props, 'offersPayAmountDue', false);
  const forced = offersDue && ruleProp(props, 'payAmountDueForced', false);
  const useDue = offersDue && (forced || ticked);
  // The regular amount, clamped to the maximum when it exceeds it (spec 02 §5 "Maximum").
  const dueCents = Math.min(payAmountDueCents(facts), limits.maximumCents);
  const offersPrincipal = ruleProp(props, 'offersAdditionalPrincipal', false);

  const amountCents = skipped
    ? automaticAmountCents({
        isPayoff: schedule.isPayoff,
        payoffCents: facts.payoffCents,
        regularAmountCents: facts.regularAmountCents,
        atPaymentTime,
      })
    : useDue
      ? dueCents
      : parseAmountInput(text);
  const error =
    skipped || (useDue && atPaymentTime)
      ? undefined
      : amountError(amountCents, limits, facts, options, locale);
  const principalCents = offersPrincipal && !skipped ? parseAmountInput(principalText) : 0;
  const principalError = additionalPrincipalError(principalCents);

  const problems: StepProblem[] = [
    ...(error ? [{ key: error.key, params: error.params, field: `${id}-amount` }] : []),
    ...(principalError ? [{ key: principalError.key, field: `${id}-principal` }] : []),
  ];
  const selection: AmountSelection = {
    amountCents: amountCents ?? 0,
    payAmountDue: useDue,
    additionalPrincipalCents: principalCents ?? 0,
    valid: !error && !principalError,
    ...(problems.length > 0 ? { problems } : {}),
  };
  // The screen (total, submit, leave guard) follows a typed amount once typing pauses, or at
  // once when the field is left: a keystroke re-renders the field, not the whole screen.
  const published = JSON.stringify(selection);
  const sent = useRef('');
  const publish = useCallback(
    (value: string) => {
      if (sent.current === value) return;
      sent.current = value;
      setData({ [AMOUNT_KEY]: JSON.parse(value) as AmountSelection });
    },
    [setData],
  );
  useEffect(() => {
    if (sent.current === '') {
      publish(published);
      return undefined;
    }
    const timer = setTimeout(() => publish(published), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [published, publish]);
  useEffect(
    () => () => {
      sent.current = '';
      setData({ [AMOUNT_KEY]: null });
    },
    [setData],
  );

  if (skipped) {
    return atPaymentTime ? null : (
      <p className="payment-amount__automatic">
        {settings.text('paymentAmounts.automaticAmount', {
          amount: formatUsd(selection.amountCents, locale),
        })}
      </p>
    );
  }
  const attempted = typeof props.attempted === 'number' && props.attempted > 0;
  const shownError =
    error && (touched || attempted || useDue || error.key === 'paymentAmounts.cardOnlyAch')
      ? error
      : undefined;
  return (
    <div className="payment-amount fields">
      {warning && <p className="banner banner--warning">{settings.text(warning.key)}</p>}
      {offersDue && (
        <div className="checkbox">
          <input
            id={`${id}-due`}
            type="checkbox"
            className="checkbox__input"
            checked={useDue}
            disabled={forced}
            onChange={(event) => setTicked(event.target.checked)}
          />
          <label htmlFor={`${id}-due`} className="checkbox__label">
            {settings.text('paymentAmounts.payAmountDueLabel', { amount: formatUsd(dueCents, locale) })}
          </label>
        </div>
      )}
      <CurrencyInput
        id={`${id}-amount`}
        label={settings.text('paymentAmounts.amountLabel')}
        value={useDue ? formatUsd(dueCents) : text}
        readOnly={useDue}
        onChange={setText}
        onBlur={() => {
          setTouched(true);
          publish(published);
        }}
        error={shownError && settings.text(shownError.key, shownError.params)}
      />
      {offersPrincipal && (
        <CurrencyInput
          id={`${id}-principal`}
          label={settings.text('paymentAmounts.additionalPrincipalLabel')}
          value={principalText}
          onChange={setPrincipalText}
          error={principalError && settings.text(principalError.key)}
        />
      )}
    </div>
  );
}
