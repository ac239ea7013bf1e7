/**
 * The Payment Frequency step (spec 02 §2, §4, §5), a block widget: the frequency dropdown (Pay
 * Once and the recurring options of the rule paymentFrequencies), then by frequency the one-time
 * date with the payoff toggle and the past-due warning, the days-before-due selector, or the
 * recurring first date; the recurring disclaimer; the third-party fee, fetched with a spinner
 * once the choice is complete. It writes its outcome to data.paymentFrequency (selection.ts).
 *
 * Props (json-logic in the definition): info (data.paymentInfo), method (data.paymentMethod),
 * frequencies, canSchedule, offersPayoff, pastDueWarning, achBlockedAfterCutoff and
 * showDisclaimer (the rules of rules/payments.json of those names).
 */
import { useCallback, useEffect, useId, useState } from 'react';
import type { PaymentInfoResponse } from '../../../api/payments';
import { addDays, isoToUsDate, localDateOf, usToIsoDate } from '../../../domain/dates';
import {
  earliestPaymentDate,
  oneTimeDateError,
  paymentKindOf,
  RECURRING_WINDOW_DAYS,
  recurringFirstDateError,
  semiMonthlySecondDate,
  toCents,
} from '../../../domain/payments';
import { useSettings, type BlockWidgetProps } from '../../../engine';
import { Spinner } from '../../../widgets/common/Spinner';
import { daysBeforeDueChoicesOf, type StepProblem } from '../wizardData';
import { dateChoiceOf, oneTimeBounds } from './dateChoice';
import { DaysBeforeDueSelect } from './DaysBeforeDueSelect';
import { FrequencySelect } from './FrequencySelect';
import {
  frequenciesProp,
  infoProp,
  methodProp,
  paymentOptionsOf,
  ruleProp,
  type ChosenMethod,
} from './paymentProps';
import { DateField } from '../../shared/DateField';
import { useFormatters } from '../../shared/formatters';
import { PayoffToggle } from './PayoffToggle';
import {
  FREQUENCY_KEY,
  oneTimeRulesOf,
  PICKS_FIRST_DATE,
  recurringRulesOf,
  type FrequencySelection,
} from './selection';
import { useFee, usePayoffQuote } from './useQuotes';

/** Nothing until the payment information and the method are known; a new account starts afresh. */
export function FrequencyStep(widget: BlockWidgetProps) {
  const info = infoProp(widget.props);
  const method = methodProp(widget.props);
  if (!info || !method) return null;
  return <FrequencyChoice key={info.accountNumber} {...widget} info={info} method={method} />;
}

interface ChoiceProps extends BlockWidgetProps {
  info: PaymentInfoResponse;
  method: ChosenMethod;
}

function FrequencyChoice({ props, env, setData, info, method }: ChoiceProps) {
  const settings = useSettings();
  const format = useFormatters();
  const id = useId();
  const options = paymentOptionsOf(env.options);
  const today = localDateOf(env.context.now) ?? env.context.now.slice(0, 10);
  const canSchedule = ruleProp(props, 'canSchedule', true);
  const rules = oneTimeRulesOf(
    info,
    method.type,
    options,
    today,
    ruleProp(props, 'achBlockedAfterCutoff', false),
  );
  const recurring = recurringRulesOf(info, method.type, options, today);
  const dueDate = info.DueDate ?? undefined;

  const frequencies = frequenciesProp(props);
  const [wanted, setFrequency] = useState<FrequencySelection['frequency']>('OneTime');
  // A frequency the rules no longer offer (another method, say) falls back to Pay Once.
  const frequency = frequencies.includes(wanted) ? wanted : 'OneTime';
  const [oneTimeText, setOneTimeText] = useState(
    () => isoToUsDate(earliestPaymentDate(rules) ?? today) ?? '',
  );
  const [recurringText, setRecurringText] = useState('');
  const [numDays, setNumDays] = useState<number | undefined>(undefined);
  const [payoffOn, setPayoffOn] = useState(false);
  const [payoffFailed, setPayoffFailed] = useState(false);

  const choice = dateChoiceOf({
    frequency,
    oneTimeText: canSchedule ? oneTimeText : (isoToUsDate(today) ?? ''),
    recurringText,
    numDays,
    dueDate,
    oneTime: rules,
    recurring,
  });
  const oneTime = frequency === 'OneTime';
  const isPayoff = oneTime && payoffOn && ruleProp(props, 'offersPayoff', false);
  const quoteDate = isPayoff && choice.date > today ? choice.date : null;
  const onQuoteFailure = useCallback(() => {
    setPayoffOn(false);
    setPayoffFailed(true);
  }, []);
  const quote = usePayoffQuote(info.accountNumber, quoteDate, onQuoteFailure);
  const complete = !choice.error && (quoteDate === null || quote.state === 'ready');
  const fee = useFee(
    complete
      ? {
          method: method.type,
          debitCredit: method.debitCredit,
          kind: paymentKindOf(frequency, choice.date, today),
          loanNumber: info.accountNumber,
        }
      : null,
    options,
  );
  const payoffCents = !isPayoff ? 0 : quote.state === 'ready' ? quote.value : toCents(info.PayOffAmount);

  const field = oneTime
    ? `${id}-date`
    : frequency === 'DaysBeforeDue'
      ? `${id}-days`
      : PICKS_FIRST_DATE.has(frequency)
        ? `${id}-first-date`
        : '';
  const problems: StepProblem[] = choice.error
    ? [{ key: choice.error.key, params: 'params' in choice.error ? choice.error.params : undefined, field }]
    : fee.state === 'failed'
      ? [{ key: 'paymentErrors.feeLoadFailed', field: '' }]
      : [];
  const selection: FrequencySelection = {
    frequency,
    date: choice.date,
    numDays: choice.numDays,
    isPayoff,
    payoffCents,
    thirdPartyFeeCents: fee.state === 'ready' ? fee.value : 0,
    valid: complete && fee.state === 'ready',
    ...(problems.length > 0 ? { problems } : {}),
  };
  const published = JSON.stringify(selection);
  useEffect(() => {
    setData({ [FREQUENCY_KEY]: JSON.parse(published) as FrequencySelection });
  }, [published, setData]);

  const message = choice.error
    ? settings.text(choice.error.key, 'params' in choice.error ? choice.error.params : undefined)
    : undefined;
  const typedOneTime = usToIsoDate(oneTimeText.trim());
  const typedRecurring = usToIsoDate(recurringText.trim());

  return (
    <div className="payment-frequency fields">
      <FrequencySelect
        id={`${id}-frequency`}
        value={frequency}
        frequencies={frequencies}
        onChange={(next) => {
          setFrequency(next);
          setPayoffFailed(false);
        }}
      />
      {oneTime && (
        <>
          {ruleProp(props, 'pastDueWarning', false) && (
            <p className="banner banner--warning">{settings.text('paymentFrequency.pastDueWarning')}</p>
          )}
          <DateField
            id={`${id}-date`}
            label={settings.text('paymentFrequency.dateLabel')}
            value={canSchedule ? oneTimeText : (isoToUsDate(today) ?? '')}
            onChange={setOneTimeText}
            error={message}
            disabled={!canSchedule}
            today={today}
            {...oneTimeBounds(rules)}
            isDisabled={(iso) => oneTimeDateError(iso, rules) !== undefined}
            selected={typedOneTime}
          />
          {ruleProp(props, 'offersPayoff', false) && (
            <PayoffToggle
              id={`${id}-payoff`}
              checked={isPayoff}
              loading={quote.state === 'loading'}
              amountCents={isPayoff ? payoffCents : toCents(info.PayOffAmount)}
              onChange={(on) => {
                setPayoffOn(on);
                setPayoffFailed(false);
              }}
            />
          )}
          {payoffFailed && (
            <p className="banner banner--error" role="alert">
              {settings.text('paymentErrors.payoffQuoteFailed')}
            </p>
          )}
        </>
      )}
      {frequency === 'DaysBeforeDue' && (
        <DaysBeforeDueSelect
          id={`${id}-days`}
          value={numDays}
          dueDate={dueDate}
          choices={daysBeforeDueChoicesOf(info, today)}
          onChange={setNumDays}
        />
      )}
      {frequency === 'OnDueDate' && dueDate && (
        <p className="field__help">
          {settings.text('paymentFrequency.onDueDateInfo', { date: format.date(dueDate) || dueDate })}
        </p>
      )}
      {PICKS_FIRST_DATE.has(frequency) && (
        <DateField
          id={`${id}-first-date`}
          label={settings.text('paymentFrequency.firstDateLabel')}
          value={recurringText}
          onChange={setRecurringText}
          error={recurringText === '' ? undefined : message}
          today={today}
          min={addDays(today, 1)}
          max={addDays(today, RECURRING_WINDOW_DAYS)}
          isDisabled={(iso) => recurringFirstDateError(iso, recurring, frequency) !== undefined}
          selected={typedRecurring}
        />
      )}
      {frequency === 'SemiMonthly' && choice.date && (
        <p className="field__help">
          {settings.text('paymentFrequency.semiMonthlySecondDate', {
            date: format.date(semiMonthlySecondDate(choice.date)),
          })}
        </p>
      )}
      {ruleProp(props, 'showDisclaimer', false) && (
        <p className="banner banner--info">{settings.text('paymentFrequency.recurringDisclaimer')}</p>
      )}
      {fee.state === 'loading' && <Spinner label={settings.text('paymentFrequency.feeLoading')} />}
      {fee.state === 'failed' && (
        <p className="banner banner--error" role="alert">
          {settings.text('paymentErrors.feeLoadFailed')}
        </p>
      )}
    </div>
  );
}
