import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '../../../src/app/session/store';
import { server } from '../../support/msw';
import { currentUrl, renderPortal } from './portalHarness';

const TITLE = 'Your session is about to expire!';
let logouts = 0;

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

function announcement() {
  return screen.getByRole('dialog').querySelector('[aria-live="polite"]')?.textContent;
}

/** Renders a page and lets React run the effects of its commit (which start the watch). */
async function shown(heading: string) {
  await screen.findByRole('heading', { name: heading });
  await act(async () => {});
}

async function signedIn() {
  const view = renderPortal();
  await shown('Dashboard');
  return view;
}

beforeEach(() => {
  // Time also flows, so that Testing Library's waits and msw's answers go on.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  logouts = 0;
  server.use(
    http.post('/api/Login/Logout', () => {
      logouts += 1;
      return HttpResponse.json({});
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  clearSession();
});

describe('the inactivity time-out of the signed-in area', () => {
  it('warns after 180 s, counts down from 2:00 and logs out as sessionExpired at 0', async () => {
    const { router } = await signedIn();
    advance(179_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1_000);
    const dialog = screen.getByRole('dialog', { name: TITLE });
    expect(dialog).toHaveTextContent('You will be logged out in 2:00.');
    expect(within(dialog).getByRole('button', { name: 'Resume' })).toBeInTheDocument();

    advance(1_000);
    expect(dialog).toHaveTextContent('You will be logged out in 1:59.');
    expect(announcement()).toBe('You will be logged out in 120 seconds.');
    advance(58_000);
    expect(dialog).toHaveTextContent('You will be logged out in 1:01.');
    expect(announcement()).toBe('You will be logged out in 120 seconds.');
    advance(1_000);
    expect(dialog).toHaveTextContent('You will be logged out in 1:00.');
    expect(announcement()).toBe('You will be logged out in 60 seconds.');
    advance(50_000);
    expect(dialog).toHaveTextContent('You will be logged out in 0:10.');
    expect(announcement()).toBe('You will be logged out in 10 seconds.');
    expect(logouts).toBe(0);

    advance(10_000);
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/home/login?error=sessionExpired');
    expect(logouts).toBe(1);
    expect(getSession()).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Resume closes the warning and starts the watch again', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { router } = await signedIn();
    advance(180_000);
    advance(30_000);
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    advance(179_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1_000);
    expect(screen.getByRole('dialog', { name: TITLE })).toHaveTextContent('2:00');
    expect(currentUrl(router)).toBe('/myaccount/dashboard');
    expect(logouts).toBe(0);
  });

  it.each([
    ['a key', () => fireEvent.keyDown(document.body, { key: 'a' })],
    ['the mouse', () => fireEvent.mouseMove(document.body)],
    ['a scroll', () => fireEvent.scroll(window)],
    ['a touch', () => fireEvent.touchStart(document.body)],
  ])('postpones the warning on activity: %s', async (_what, act) => {
    await signedIn();
    advance(100_000);
    act();
    advance(100_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(79_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1_000);
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });

  it('does not run in the public area', async () => {
    renderPortal({ path: '/home/login', session: null });
    await shown('Sign In');
    advance(600_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stops when the user goes to a home URL', async () => {
    const { router } = await signedIn();
    advance(100_000);
    await act(() => router.navigate('/home/login'));
    await shown('Sign In');
    advance(600_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logouts).toBe(0);
  });
});
