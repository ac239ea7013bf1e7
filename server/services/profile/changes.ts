/** The record of every saved profile change (table profile_changes): who, when, from where, which form and fields; never a value. */
import type { Deps } from '../../http/env.ts';

export type ProfileForm = 'UserInfo' | 'PersonalInfo' | 'UserAlertsInfo' | 'TextSubscriptions' | 'MobileInfo';

export function recordChange(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  ip: string,
  form: ProfileForm,
  fields: readonly string[],
) {
  db.run(
    `INSERT INTO profile_changes (user_id, changed_at, ip, form, fields)
     VALUES (:userId, :now, :ip, :form, :fields)`,
    { userId, now: clock.now().toISOString(), ip, form, fields: JSON.stringify(fields) },
  );
}
