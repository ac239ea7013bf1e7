/**
 * The studio's preview frame (src/app/preview): the real portal with the studio's file and
 * demo data, driven by the studio's messages. No request reaches the network: every call is
 * answered by the demo transport (msw fails any request that would leave).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { provideTransport, type Transport } from '../../../../src/api/client';
import { clearHandoff } from '../../../../src/app/handoff';
import { demoTransport } from '../../../../src/app/preview/demo/transport';
import { PreviewRoot } from '../../../../src/app/preview/PreviewRoot';
import { keepSessionInMemory } from '../../../../src/app/session/store';
import type { FromPreview, ToPreview } from '../../../../src/screens/studio/previewProtocol';
import { applicationOptions } from '../../../support/msw';

const calls: string[] = [];
const recording: Transport = (url, init) => {
  calls.push(`${init.method ?? 'GET'} ${url}`);
  return demoTransport(url, init);
};

/** A message as the studio (the frame's parent, of the same origin) or someone else sends it. */
function send(message: ToPreview, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: message, origin, source: window }));
  });
}

function apply(english: Record<string, Record<string, string>> = {}, origin?: string) {
  const { gassySettings, institutionOptions } = applicationOptions({ english });
  send({ type: 'studio:apply', answer: { gassySettings, institutionOptions }, language: 'en' }, origin);
}

let posted: FromPreview[] = [];

beforeEach(() => {
  calls.length = 0;
  posted = [];
  provideTransport(recording);
  keepSessionInMemory(null);
  clearHandoff();
  window.history.replaceState(null, '', '#/home/login');
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => {
    posted.push(message as FromPreview);
  });
});
afterEach(() => vi.restoreAllMocks());

/** The whole portal renders in jsdom: slower than a screen alone, more so on a busy machine. */
const SLOW = { timeout: 5000 };

const shownOf = (route: string) =>
  posted.filter((message) => message.type === 'studio:shown' && message.route === route);

describe('the preview frame', () => {
  it('tells the studio it listens, and shows the login with each file applied', async () => {
    render(<PreviewRoot />);
    expect(posted).toContainEqual({ type: 'studio:ready' });
    apply({ login: { usernameLabel: 'Member ID' } });
    expect(await screen.findByLabelText('Member ID', undefined, SLOW)).toBeInTheDocument();
    apply({ login: { usernameLabel: 'Login name' } });
    expect(await screen.findByLabelText('Login name', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByLabelText('Member ID')).not.toBeInTheDocument();
    expect(window.location.hash).toBe('#/home/login');
  });

  it('shows the error screen for a malformed file, and the portal again for a good one', async () => {
    render(<PreviewRoot />);
    send({
      type: 'studio:apply',
      answer: { gassySettings: 'nope', institutionOptions: {} },
      language: 'en',
    });
    expect(await screen.findByRole('alert', undefined, SLOW)).toHaveTextContent(/settings are not valid/);
    apply();
    expect(await screen.findByLabelText('Username', undefined, SLOW)).toBeInTheDocument();
  });

  it('ignores messages from another origin', async () => {
    render(<PreviewRoot />);
    apply({ login: { usernameLabel: 'Member ID' } }, 'https://elsewhere.example');
    send({ type: 'studio:navigate', route: 'myaccount/dashboard' }, 'https://elsewhere.example');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText('Member ID')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('opens the dashboard signed in as demo.borrower, with the demo accounts', async () => {
    render(<PreviewRoot />);
    apply();
    await screen.findByLabelText('Username', undefined, SLOW);
    send({ type: 'studio:navigate', route: 'myaccount/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, SLOW)).toBeInTheDocument();
    expect(await screen.findAllByText('2022 Subaru Outback', undefined, SLOW)).not.toHaveLength(0);
    expect(screen.getAllByText('01-555120-3').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Alex Morgan').length).toBeGreaterThan(0);
    expect(calls).toContain('GET /api/accountList');
  });

  it("opens a registration step with the step's data", async () => {
    render(<PreviewRoot />);
    apply();
    await screen.findByLabelText('Username', undefined, SLOW);
    send({ type: 'studio:navigate', route: 'home/register', step: 'security' });
    expect(await screen.findByRole('heading', { name: 'Security Information' }, SLOW)).toBeInTheDocument();
    expect(window.location.hash).toMatch(/^#\/home\/register/);
  });

  it('opens a login step after the password with the sign-in in progress', async () => {
    render(<PreviewRoot />);
    apply();
    await screen.findByLabelText('Username', undefined, SLOW);
    send({ type: 'studio:navigate', route: 'home/login', step: 'securityCode' });
    expect(
      await screen.findByRole('heading', { name: 'Enter your security code' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/alex\.morgan@example\.com/)).toBeInTheDocument();
  });

  it('reports the keys the login screen read once it settled', async () => {
    render(<PreviewRoot />);
    apply();
    await screen.findByLabelText('Username', undefined, SLOW);
    await waitFor(() => expect(shownOf('home/login')).not.toHaveLength(0), SLOW);
    const { keys } = shownOf('home/login').at(-1) as { keys: string[] };
    expect(keys).toEqual(
      expect.arrayContaining(['login.usernameLabel', 'login.passwordLabel', 'login.submit']),
    );
    expect(keys).toEqual([...keys].sort());
  });

  it('names the key of a clicked text in pick mode, and does not act', async () => {
    const user = userEvent.setup();
    render(<PreviewRoot />);
    apply();
    await screen.findByLabelText('Username', undefined, SLOW);
    send({ type: 'studio:pick-mode', on: true });
    expect(document.documentElement).toHaveClass('studio-picking');
    const form = screen.getByRole('button', { name: 'Sign In' }).closest('form')!;
    await user.click(within(form).getByText('Username'));
    await waitFor(() => expect(posted.some((message) => message.type === 'studio:picked')).toBe(true), SLOW);
    const picked = posted.find((message) => message.type === 'studio:picked') as {
      keys: string[];
      text: string;
    };
    expect(picked.keys[0]).toBe('login.usernameLabel');
    expect(picked.text).toBe('Username');

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    // The button's text is the wording of two keys (the heading's is the same by default).
    const button = posted.filter((message) => message.type === 'studio:picked').at(-1) as { keys: string[] };
    expect([...button.keys].sort()).toEqual(['login.heading', 'login.submit']);
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    send({ type: 'studio:pick-mode', on: false });
    expect(document.documentElement).not.toHaveClass('studio-picking');
  });
});
