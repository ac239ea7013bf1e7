/**
 * The servicing-fees banner (spec 02 §2): the fees and charges on the selected account
 * (FeesAndCharges of the payment information), shown when there are any.
 */
import { formatUsd, toCents } from '../../domain/payments';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { paymentInfoOf } from './wizardData';

export function ServicingFees({ env }: BlockWidgetProps) {
  const settings = useSettings();
  const locale = settings.text('app.locale');
  const fees = paymentInfoOf(env.context.data)?.FeesAndCharges ?? [];
  if (fees.length === 0) return null;
  return (
    <section className="banner banner--info" aria-label={settings.text('paymentWizard.servicingFeesHeading')}>
      <p>{settings.text('paymentWizard.servicingFeesHeading')}</p>
      <ul>
        {fees.map((fee, index) => (
          <li key={`${fee.Description}-${index}`}>
            {settings.text('paymentWizard.servicingFee', {
              description: fee.Description,
              amount: formatUsd(toCents(fee.Amount), locale),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
