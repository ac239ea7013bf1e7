/**
 * The profile's Notifications section (spec 01 §2 Profile, spec 03 §2.4, §4): the shared
 * AlertsForm over the cached profile's UserAlertsInfo (as in force: alertsInForce), saved with
 * UpdateProfile, which updates that copy. The server's refusals (TextNotAllowed, DaysInvalid)
 * show their messages. Text toggles follow the textAllowed prop (the TextMessages option) and are
 * disabled without a phone, or while no phone is opted in to texting
 * (AlertsContext.TextingNotAgreed), each with its hint. It reports data.notifications.dirty, which the leave guard
 * reads.
 */
import { useProfile, useProfileUpdates } from '../../api/profile';
import { alertsInForce } from '../../domain/accounts/alerts';
import type { BlockWidgetProps } from '../../engine';
import { AlertsForm } from '../shared/alerts/AlertsForm';
import { flagProp } from '../shared/widgetProps';

export function Notifications({ props, env, setData }: BlockWidgetProps) {
  const username = env.context.session.username;
  const textAllowed = flagProp(props, 'textAllowed');
  const profile = useProfile(username);
  const updates = useProfileUpdates(username);
  const stored = profile.data?.UserAlertsInfo;
  const context = profile.data?.AlertsContext;
  return (
    <AlertsForm
      loaded={stored ? alertsInForce(stored, textAllowed) : undefined}
      save={(alerts) => updates.alerts(alerts)}
      textAllowed={textAllowed}
      hasPhone={context !== undefined && context.HasPhone && !context.TextingNotAgreed}
      noPhoneHint={context?.HasPhone ? 'profile.textingNotAgreedHint' : undefined}
      className="profile-notifications"
      onDirty={(dirty) => setData({ notifications: { dirty } })}
    />
  );
}
