/**
 * The total block (spec 02 §2 "Total amount block", §3 "Total = amount + first-party fee +
 * third-party fee + additional principal"), a block widget: the processing fee, the third-party
 * fee and the additional principal where there are any, the card-fee info text for cards, and
 * the payment total (src/domain/payments/fees.ts, money.ts). For a recurring line-of-credit
 * payment of the amount due it says instead that the amount is calculated at payment time.
 * While the date or the amount is being corrected (the block stays, payment.json), it shows no
 * sum of an entry that cannot be paid, and says when the total shows.
 *
 * Props: info, method, schedule (data.paymentFrequency), amount (data.paymentAmount) and
 * atPaymentTime (the rule paymentAmountAtPaymentTime).
 */
import { localDateOf } from '../../../domain/dates';
import { firstPartyFeeCents, formatUsd, paymentKindOf, paymentTotalCents } from '../../../domain/payments';
import { useSettings, type BlockWidgetProps } from '../../../engine';
import { infoProp, methodProp, ruleProp } from '../schedule/paymentProps';
import { amountProp, scheduleProp } from './amountFacts';

export function PaymentTotal({ props, env }: BlockWidgetProps) {
  const settings = useSettings();
  const locale = settings.text('app.locale');
  const info = infoProp(props);
  const method = methodProp(props);
  const schedule = scheduleProp(props.schedule);
  const amount = amountProp(props.amount);
  const today = localDateOf(env.context.now) ?? env.context.now.slice(0, 10);
  const total =
    info && method && schedule && amount
      ? (() => {
          const kind = paymentKindOf(schedule.frequency, schedule.date, today);
          const parts = {
            amountCents: amount.amountCents,
            firstPartyFeeCents: firstPartyFeeCents(
              info.PaymentOptions.FirstPartyFees,
              method.type,
              kind,
              method.debitCredit,
            ),
            thirdPartyFeeCents: schedule.thirdPartyFeeCents,
            additionalPrincipalCents: amount.additionalPrincipalCents,
          };
          return { parts, totalCents: paymentTotalCents(parts) };
        })()
      : undefined;
  if (!total || !method || !schedule || !amount) return null;
  if (ruleProp(props, 'atPaymentTime', false)) {
    return <p className="banner banner--info">{settings.text('paymentAmounts.calculatedAtPaymentTime')}</p>;
  }
  if (!schedule.valid || !amount.valid) {
    return <p className="text">{settings.text('paymentAmounts.totalPending')}</p>;
  }
  const { parts } = total;
  const cardFeeInfo = method.type === 'Card' ? settings.text('paymentAmounts.cardFeeInfo') : '';
  return (
    <div className="payment-total">
      <dl className="payment-total__lines">
        <dt>{settings.text('paymentAmounts.processingFee')}</dt>
        <dd>{formatUsd(parts.firstPartyFeeCents, locale)}</dd>
        {parts.thirdPartyFeeCents > 0 && (
          <>
            <dt>{settings.text('paymentAmounts.thirdPartyFee')}</dt>
            <dd>{formatUsd(parts.thirdPartyFeeCents, locale)}</dd>
          </>
        )}
        {parts.additionalPrincipalCents > 0 && (
          <>
            <dt>{settings.text('paymentAmounts.additionalPrincipalLabel')}</dt>
            <dd>{formatUsd(parts.additionalPrincipalCents, locale)}</dd>
          </>
        )}
        <dt className="payment-total__total">{settings.text('paymentAmounts.total')}</dt>
        <dd className="payment-total__total">{formatUsd(total.totalCents, locale)}</dd>
      </dl>
      {cardFeeInfo && <p className="field__help">{cardFeeInfo}</p>}
    </div>
  );
}
