/**
 * The agreements a new user accepts at registration (spec 01 §3, §5): those of the
 * settings agreements.agreement1..5 whose types include registration and whose date has
 * come, put in the screen's data as registrationAgreement1..n for the logon step's
 * agreement fields. A setting that cannot be read is a setup error, said on the screen.
 */
import { useEffect, useMemo } from 'react';
import { agreementsNeeded } from '../../domain/agreements';
import { localDateOf } from '../../domain/dates';
import { useSettings, type BlockWidgetProps } from '../../engine';

const KEYS = [1, 2, 3, 4, 5].map((index) => `agreements.agreement${index}`);

export function RegistrationAgreements({ env, setData }: BlockWidgetProps) {
  const settings = useSettings();
  const now = env.context.now;
  const { needed, invalid } = useMemo(
    () =>
      agreementsNeeded(
        KEYS.map((key) => settings.text(key)),
        [],
        localDateOf(now) ?? now.slice(0, 10),
        'registration',
      ),
    [settings, now],
  );
  useEffect(() => {
    if (invalid.length) console.error('Agreement settings that cannot be read:', invalid);
    setData(
      Object.fromEntries(
        KEYS.map((_key, index) => {
          const agreement = needed[index];
          return [
            `registrationAgreement${index + 1}`,
            agreement ? { name: agreement.name, url: agreement.url, hostNum: agreement.hostNum } : null,
          ];
        }),
      ),
    );
  }, [needed, invalid, setData]);
  return invalid.length ? (
    <div className="banner banner--error" role="alert">
      {settings.text('postLogin.agreementsSetupError')}
    </div>
  ) : null;
}
