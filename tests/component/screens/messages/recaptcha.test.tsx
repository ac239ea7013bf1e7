/**
 * reCAPTCHA v2 as the form's captcha (option RecaptchaSiteKey), with a fake grecaptcha in
 * place of Google's: the widget rendered with the institution's site key, no built-in
 * question asked, "Must Complete Captcha" until it is solved, its response token sent as
 * ReCaptchaCode, and a reset after the send. Without a fake, the script of
 * https://www.google.com/recaptcha/api.js?render=explicit is added once.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECAPTCHA_SCRIPT, type Grecaptcha } from '../../../../src/screens/messages/captcha/loadRecaptcha';
import { mockMessagesApi } from '../../../support/messagesApi';
import { renderMessages } from './harness';

const SITE_KEY = '6Lc-test-site-key';

function fakeGrecaptcha() {
  let token = '';
  let solved: ((response: string) => void) | undefined;
  const fake = {
    ready: vi.fn((callback: () => void) => callback()),
    render: vi.fn((container: HTMLElement, parameters: Parameters<Grecaptcha['render']>[1]) => {
      container.append(Object.assign(document.createElement('iframe'), { title: 'reCAPTCHA' }));
      solved = parameters.callback;
      return 7;
    }),
    getResponse: vi.fn(() => token),
    reset: vi.fn(() => {
      token = '';
    }),
    solve(next: string) {
      token = next;
      solved?.(next);
    },
  };
  return fake satisfies Grecaptcha;
}

afterEach(() => {
  delete (window as { grecaptcha?: unknown }).grecaptcha;
});

describe('the reCAPTCHA provider', () => {
  it('renders Google’s widget with the site key, and sends its token', async () => {
    const grecaptcha = fakeGrecaptcha();
    (window as { grecaptcha?: unknown }).grecaptcha = grecaptcha;
    const api = mockMessagesApi();
    const { user } = renderMessages({ options: { RecaptchaSiteKey: SITE_KEY, HideFeedback: true } });
    await waitFor(() => expect(grecaptcha.render).toHaveBeenCalledTimes(1));
    expect(grecaptcha.render.mock.calls[0]![1]).toMatchObject({ sitekey: SITE_KEY });
    expect(screen.getByTitle('reCAPTCHA')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).toBeNull();
    expect(api.challenges()).toBe(0);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sam Rivera');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'sam@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Rates');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'What is the rate?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Must Complete Captcha')).toBeInTheDocument();
    expect(api.sent).toEqual([]);

    act(() => grecaptcha.solve('google-token-123'));
    expect(screen.queryByText('Must Complete Captcha')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText('Thank you. Your question was sent; we will answer soon.'),
    ).toBeInTheDocument();
    expect(api.sent[0]!.body).toMatchObject({ ReCaptchaCode: 'google-token-123' });
    expect(grecaptcha.getResponse).toHaveBeenCalledWith(7);
    expect(grecaptcha.reset).toHaveBeenCalledWith(7);
    expect(api.badRequests).toEqual([]);
  });

  it('loads Google’s script (explicit rendering) once when there is no grecaptcha yet', async () => {
    mockMessagesApi();
    const first = renderMessages({ options: { RecaptchaSiteKey: SITE_KEY } });
    const scripts = () => [...document.head.querySelectorAll('script')].filter((script) => script.src === RECAPTCHA_SCRIPT);
    await waitFor(() => expect(scripts()).toHaveLength(1));
    expect(RECAPTCHA_SCRIPT).toBe('https://www.google.com/recaptcha/api.js?render=explicit');
    first.unmount();
    renderMessages({ options: { RecaptchaSiteKey: SITE_KEY } });
    expect(scripts()).toHaveLength(1);
    // The script cannot load here (no network): the form says so.
    act(() => scripts()[0]!.dispatchEvent(new Event('error')));
    expect(await screen.findByText('The security check could not be loaded. Please try again.')).toBeInTheDocument();
  }); // prettier-ignore

  it('adds no script and asks the built-in question without a site key', async () => {
    mockMessagesApi();
    renderMessages();
    expect(await screen.findByText('What is seven plus three?')).toBeInTheDocument();
    expect(document.head.querySelector(`script[src="${RECAPTCHA_SCRIPT}"]`)).toBeNull();
  });
});
