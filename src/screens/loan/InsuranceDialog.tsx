/**
 * The Insurance Information dialog (spec 03 §2.7, §3, §8; 500 px): a table of the loan's
 * insurance products with Product, Individual (1 Individual, 2 Joint, otherwise None) and
 * Premium, the loading animation, the load error or the empty message.
 */
import useSWR from 'swr';
import { getInsurance, type InsuranceItem } from '../../api/loans/details';
import { formatMoney } from '../../domain/accounts';
import { useSettings } from '../../engine';
import { Dialog, Spinner } from '../../widgets';

/** The settings key of an insurance's IsIndividual (spec 03 §3). */
export function coverageKey(isIndividual: InsuranceItem['IsIndividual']): string {
  if (isIndividual === 1) return 'loanDetails.insuranceIsIndividual';
  if (isIndividual === 2) return 'loanDetails.insuranceIsJoint';
  return 'loanDetails.insuranceIsNone';
}

export function InsuranceDialog({ accountNumber, onClose }: { accountNumber: string; onClose: () => void }) {
  const settings = useSettings();
  const locale = settings.text('app.locale');
  const insurance = useSWR(['insurance', accountNumber], ([, number]) => getInsurance(number), {
    revalidateOnFocus: false,
  });
  const items = insurance.data;
  return (
    <Dialog
      open
      title={settings.text('loanDetails.insuranceTitle')}
      width={500}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {settings.text('loanDetails.close')}
        </button>
      }
    >
      {!items && !insurance.error && <Spinner label={settings.text('loanDetails.insuranceLoading')} />}
      {insurance.error !== undefined && (
        <p className="banner banner--error" role="alert">
          {settings.text('loanDetails.insuranceLoadError')}
        </p>
      )}
      {items?.length === 0 && <p>{settings.text('loanDetails.insuranceEmpty')}</p>}
      {items && items.length > 0 && (
        <table className="loan-insurance">
          <thead>
            <tr>
              <th scope="col">{settings.text('loanDetails.insuranceProduct')}</th>
              <th scope="col">{settings.text('loanDetails.insuranceIndividual')}</th>
              <th scope="col">{settings.text('loanDetails.insurancePremium')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={`${item.Type}-${index}`}>
                <td>{item.Type}</td>
                <td>{settings.text(coverageKey(item.IsIndividual))}</td>
                <td>{formatMoney(item.Premium, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
