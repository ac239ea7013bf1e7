/**
 * Google's reCAPTCHA v2 script, loaded once and only when a form asks for it (the messages
 * route with the option RecaptchaSiteKey; the page's CSP allows Google's script and frame only
 * then, server/http/pagePolicy.ts). Explicit rendering: the form renders the widget where and
 * when it wants it. A page that already has grecaptcha (a test's fake) uses that.
 */

/** The part of the grecaptcha API the form uses (https://developers.google.com/recaptcha/docs/display). */
export interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback?: (response: string) => void;
      'expired-callback'?: () => void;
      'error-callback'?: () => void;
    },
  ): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
}

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';

function present(): Grecaptcha | undefined {
  const found = (window as { grecaptcha?: Partial<Grecaptcha> }).grecaptcha;
  return typeof found?.ready === 'function' ? (found as Grecaptcha) : undefined;
}

let loading: Promise<Grecaptcha> | undefined;

export function loadRecaptcha(): Promise<Grecaptcha> {
  const ready = present();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RECAPTCHA_SCRIPT;
    script.async = true;
    script.onload = () => {
      const loaded = present();
      if (loaded) resolve(loaded);
      else reject(new Error('reCAPTCHA loaded without grecaptcha'));
    };
    script.onerror = () => {
      // The next form tries again.
      loading = undefined;
      script.remove();
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
