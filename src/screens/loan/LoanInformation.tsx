/**
 * The loan information figures (spec 03 §2.3): each figure's label from settings and its value
 * as src/domain/accounts/loanInformation.ts computes it (dates MM/dd/yyyy, money en-US, the
 * rate as a percent with 2 decimals, miscellaneous fees = TotalLoanFees − LateChargesDue).
 */
import { useAccountDetails } from '../../api/loans/details';
import {
  amountDuePartsInDollars,
  formatMoney,
  LOAN_FIGURES,
  loanCheckDigits,
  loanFigures,
  METHOD_KIND_KEYS,
  type LoanPaymentMethod,
} from '../../domain/accounts';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { AmountParts } from '../shared/AmountParts';
import { textProp } from '../shared/widgetProps';
import './loan.css';

export function LoanInformation({ props, env }: BlockWidgetProps) {
  const settings = useSettings();
  const accountNumber = textProp(props, 'accountNumber');
  const details = useAccountDetails(accountNumber || undefined);
  if (!details.data) return null;
  const describeMethod = (method: LoanPaymentMethod) =>
    settings.text('loanDetails.defaultPaymentMethodValue', {
      method: settings.text(METHOD_KIND_KEYS[method.Kind]),
      lastFour: method.LastFour,
    });
  const figures = loanFigures(
    details.data.Information,
    accountNumber,
    settings.text('app.locale'),
    loanCheckDigits(env.options),
    describeMethod,
  );
  figures.defaultPaymentMethod ||= settings.text('loanDetails.noDefaultPaymentMethod');
  const info = details.data.Information;
  const parts = amountDuePartsInDollars(
    info.PaymentInformation?.TotalAmountDue ?? 0,
    info.NextPaymentAmount ?? 0,
    info.TotalLoanFees ?? 0,
  );
  const money = (value: number) => formatMoney(value, settings.text('app.locale'));
  return (
    <dl className="loan-figures">
      {LOAN_FIGURES.map((figure) => (
        <div key={figure} className="loan-figures__row" data-figure={figure}>
          <dt>{settings.text(`loanDetails.${figure}Label`)}</dt>
          <dd>
            {figures[figure]}
            {figure === 'totalAmountDue' && <AmountParts parts={parts} money={money} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
