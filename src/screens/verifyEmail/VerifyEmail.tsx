/**
 * The verify link's landing (spec 01 §2 Verify e-mail, route home/verifyEmail/{enc?}):
 * sends the link's value once while a spinner shows; success opens the login screen, a
 * maintenance answer the login screen saying the site is offline, and any other failure
 * reports data.verification = 'failed' for the definition's message. A link without a
 * value never gets here: the definition shows its message instead.
 */
import { useEffect, useRef, useState } from 'react';
import { validateEmail } from '../../api/register';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { Spinner } from '../../widgets';
import type { PublicDeps } from '../shared/publicDeps';
import { reasonOf } from '../shared/maintenance';

export function VerifyEmail({ env, setData, deps }: BlockWidgetProps & { deps: PublicDeps }) {
  const settings = useSettings();
  const enc = env.context.route.params.enc ?? '';
  const [pending, setPending] = useState(true);
  const started = useRef(false);
  useEffect(() => {
    // Once per landing: the link is single-use (React may run effects twice in development).
    if (started.current) return;
    started.current = true;
    validateEmail(enc).then(
      () => deps.toLogin(),
      (error: unknown) => {
        if (reasonOf(error) === 'maintenanceModeEnabled') return deps.toLogin('down');
        setPending(false);
        setData({ verification: 'failed' });
      },
    );
  }, [enc, deps, setData]);
  return pending ? <Spinner label={settings.text('verifyEmail.verifying')} /> : null;
}
