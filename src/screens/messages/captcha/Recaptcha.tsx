/**
 * Google reCAPTCHA v2 as the messages form's captcha (option RecaptchaSiteKey): the checkbox
 * widget rendered explicitly into the form; its response token is what the server verifies
 * with Google (server/services/messages/recaptcha.ts). Each render gets a fresh element, so a
 * remount (React's strict mode) never renders twice into one.
 */
import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState } from 'react';
import { useSettings } from '../../../engine';
import { Spinner } from '../../../widgets';
import { loadRecaptcha, type Grecaptcha } from './loadRecaptcha';
import type { CaptchaProps } from './types';

interface Widget {
  api: Grecaptcha;
  id: number;
}

export function Recaptcha({ ref, id, error, onChange, siteKey }: CaptchaProps & { siteKey: string }) {
  const settings = useSettings();
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<Widget | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const changed = useEffectEvent(() => onChange());

  useEffect(() => {
    let live = true;
    const slot = document.createElement('div');
    container.current?.append(slot);
    loadRecaptcha().then(
      (api) =>
        api.ready(() => {
          if (!live) return;
          const widgetId = api.render(slot, {
            sitekey: siteKey,
            callback: () => changed(),
            'expired-callback': () => changed(),
            'error-callback': () => setState('failed'),
          });
          widget.current = { api, id: widgetId };
          setState('ready');
        }),
      () => {
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
      widget.current = null;
      slot.remove();
    };
  }, [siteKey]);

  useImperativeHandle(
    ref,
    () => ({
      response: () => {
        const current = widget.current;
        return (current && current.api.getResponse(current.id)) || null;
      },
      reset: () => {
        const current = widget.current;
        if (current) current.api.reset(current.id);
      },
      focus: () => container.current?.focus(),
    }),
    [],
  );

  const errorId = `${id}__error`;
  return (
    <div className={`field captcha${error ? ' field--invalid' : ''}`}>
      {state === 'loading' && <Spinner label={settings.text('messages.captchaLoading')} />}
      {state === 'failed' && <p className="field__error">{settings.text('messages.captchaLoadError')}</p>}
      <div id={id} ref={container} className="captcha__recaptcha" tabIndex={-1} aria-describedby={errorId} />
      <p id={errorId} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
