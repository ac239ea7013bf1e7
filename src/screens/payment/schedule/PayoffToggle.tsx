/**
 * The payoff toggle of a one-time payment (spec 02 §2, §4 "Payoff toggle"): a switch that pays
 * the loan off, with the payoff amount (the quote of a future date, or today's payoff amount)
 * and a spinner while the quote loads.
 */
import { formatUsd } from '../../../domain/payments';
import { useSettings } from '../../../engine';
import { Spinner } from '../../../widgets/common/Spinner';

interface PayoffToggleProps {
  id: string;
  checked: boolean;
  loading: boolean;
  amountCents: number;
  onChange: (on: boolean) => void;
}

export function PayoffToggle({ id, checked, loading, amountCents, onChange }: PayoffToggleProps) {
  const settings = useSettings();
  const locale = settings.text('app.locale');
  return (
    <div className="payment-frequency__payoff">
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="checkbox__input"
          checked={checked}
          aria-describedby={`${id}__amount`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className="checkbox__label">
          {settings.text('paymentFrequency.payoffLabel')}
        </label>
      </div>
      <p id={`${id}__amount`} className="field__help">
        {loading ? (
          <Spinner label={settings.text('paymentFrequency.payoffLoading')} />
        ) : (
          settings.text('paymentFrequency.payoffAmount', { amount: formatUsd(amountCents, locale) }) +
          (checked ? ` ${settings.text('paymentErrors.payOffQuote')}` : '')
        )}
      </p>
    </div>
  );
}
