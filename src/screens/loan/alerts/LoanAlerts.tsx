/**
 * The loan screen's Account Alerts section (spec 03 §2.4, §4, §8): the shared AlertsForm over the
 * alert preferences of the cached AccountDetails, saved with SaveAlerts, which updates that copy
 * (so the saved settings become the ones Reset returns to). Text toggles follow the textAllowed
 * prop (the TextMessages option) and AccountDetails.HasPhone. It reports data.loanAlerts.dirty,
 * which the leave guard reads; the definition hides it for closed loans.
 */
import { useSaveAlerts } from '../../../api/loans/alerts';
import { useAccountDetails } from '../../../api/loans/details';
import type { BlockWidgetProps } from '../../../engine';
import { AlertsForm } from '../../shared/alerts/AlertsForm';
import { flagProp, textProp } from '../../shared/widgetProps';

export function LoanAlerts({ props, setData }: BlockWidgetProps) {
  const accountNumber = textProp(props, 'accountNumber');
  const details = useAccountDetails(accountNumber || undefined);
  const saveAlerts = useSaveAlerts();
  return (
    <AlertsForm
      loaded={details.data?.Alerts}
      save={(alerts) => saveAlerts(accountNumber, alerts)}
      textAllowed={flagProp(props, 'textAllowed')}
      hasPhone={details.data?.HasPhone === true}
      className="loan-alerts"
      onDirty={(dirty) => setData({ loanAlerts: { dirty } })}
    />
  );
}
