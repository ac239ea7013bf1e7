/**
 * The captcha of the messages form under its legend, rendered by the institution's provider
 * (rules/messages.json messagesCaptcha): reCAPTCHA with a site key, the built-in question
 * otherwise. The form talks to either through the same handle (types.ts).
 */
import { useSettings } from '../../../engine';
import { BuiltInCaptcha } from './BuiltInCaptcha';
import { Recaptcha } from './Recaptcha';
import type { CaptchaKind, CaptchaProps } from './types';

export function CaptchaField({
  kind,
  siteKey,
  ...props
}: CaptchaProps & { kind: CaptchaKind; siteKey: string }) {
  const settings = useSettings();
  return (
    <fieldset className="messages__captcha">
      <legend className="field__label">{settings.text('messages.captchaLegend')}</legend>
      {kind === 'recaptcha' ? <Recaptcha {...props} siteKey={siteKey} /> : <BuiltInCaptcha {...props} />}
    </fieldset>
  );
}
