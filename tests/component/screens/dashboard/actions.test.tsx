import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import dashboard from '../../../../src/generated/screens/dashboard';
import { server } from '../../../support/msw';
import { answer, findTable, renderWithApi, SESSION, type RenderOptions } from './harness';

const APPLY = { options: { ApplyForLoan: true } } satisfies RenderOptions;

async function loaded(opts: RenderOptions = {}) {
  const view = renderWithApi(dashboard, opts);
  await screen.findByRole('table', { name: 'Deposit Accounts' });
  return view;
}

afterEach(() => vi.restoreAllMocks());

describe('dashboard notices and header blocks', () => {
  it('asks a user without an e-mail address to add one in the profile', async () => {
    answer();
    await loaded({ context: { session: { ...SESSION, hasEmail: false } } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your e-mail address is missing from your profile. Please open the Profile tab and provide a valid e-mail address.',
    );
  });

  it('shows no notice when the user has an e-mail address', async () => {
    answer();
    await loaded();
    expect(screen.queryByText(/e-mail address is missing/)).not.toBeInTheDocument();
  });

  it('shows the banner image from the content folder and the informational texts, each hideable', async () => {
    answer();
    const shared = {
      dashboard: {
        bannerImage: 'welcome.png',
        bannerImageAlt: 'Autumn rates',
        infoText1: '<p>Rates <b>down</b></p>',
      },
    };
    const { unmount } = await loaded({ layers: { shared }, options: { ContentFolder: '/demo-content/' } });
    expect(screen.getByRole('img', { name: 'Autumn rates' })).toHaveAttribute(
      'src',
      '/demo-content/welcome.png',
    );
    expect(screen.getByText('down').tagName).toBe('B');
    expect(document.getElementById('dashboard-info-2')).toBeNull();
    unmount();

    answer();
    await loaded({
      layers: {
        shared: { dashboard: { ...shared.dashboard, hideBannerImage: 'true', hideInfoText1: 'true' } },
      },
    });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('down')).not.toBeInTheDocument();
  });

  it('shows no image while the banner file name is empty', async () => {
    answer();
    await loaded({ options: { ContentFolder: '/demo-content' } });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

// Make Payment joins the dashboard with the payment screen (issue 14), and its tests with it.

describe('Apply for a loan', () => {
  it.each<[string, RenderOptions, boolean]>([
    ['off unless the institution allows applications', {}, false],
    ['offered when allowed', APPLY, true],
    [
      'hidden by setting',
      { ...APPLY, layers: { shared: { dashboard: { hideApplyForLoan: 'true' } } } },
      false,
    ],
    [
      'hidden on a phone by the mobile setting',
      {
        ...APPLY,
        layers: { shared: { dashboard: { hideApplyForLoanMobile: 'true' } } },
        context: { device: { compact: true, mobileApp: false, production: false } },
      },
      false,
    ],
    [
      'hidden in the mobile app by the mobile setting',
      {
        ...APPLY,
        layers: { shared: { dashboard: { hideApplyForLoanMobile: 'true' } } },
        context: { device: { compact: false, mobileApp: true, production: false } },
      },
      false,
    ],
    [
      'still offered on a wide screen with the mobile setting',
      { ...APPLY, layers: { shared: { dashboard: { hideApplyForLoanMobile: 'true' } } } },
      true,
    ],
    [
      'offered on a phone without the mobile setting',
      { ...APPLY, context: { device: { compact: true, mobileApp: false, production: false } } },
      true,
    ],
  ])('%s', async (_label, opts, shown) => {
    answer();
    await loaded(opts);
    expect(Boolean(screen.queryByRole('button', { name: 'Apply for a loan' }))).toBe(shown);
  });

  it('gets a token, shows the notice, and opens the application in a new tab on Continue', async () => {
    const calls = answer({ token: 'tok+1/2' });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await loaded(APPLY);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Apply for a loan' }));
    const notice = await screen.findByRole('dialog', { name: 'Continue to Application' });
    expect(calls.token).toBe(1);
    expect(notice).toHaveTextContent('Please allow pop-ups for this site');
    expect(open).not.toHaveBeenCalled();

    await user.click(within(notice).getByRole('button', { name: 'Continue' }));
    expect(open).toHaveBeenCalledWith('/api/ApplyForLoan?token=tok%2B1%2F2', '_blank', 'noopener');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens nothing when the notice is cancelled, and fetches a new token next time', async () => {
    const calls = answer();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await loaded(APPLY);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Apply for a loan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Apply for a loan' }));
    await screen.findByRole('dialog');
    expect(calls.token).toBe(2);
  });

  it('says so when no token can be had, and lets the error reach SWR', async () => {
    answer();
    server.use(http.get('/api/PassableToken/GetPassableToken', () => HttpResponse.json({ Nope: 1 })));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { onError } = await loaded(APPLY);
    await userEvent.click(screen.getByRole('button', { name: 'Apply for a loan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred trying to start the loan application.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(onError).toHaveBeenCalled());
  });
});

describe('previous-login footer', () => {
  it('says when and where the user last signed in and links to the login history', async () => {
    answer();
    await loaded();
    expect(screen.getByRole('link', { name: 'Previous login 11/13/2026 from 203.0.113.7' })).toHaveAttribute(
      'href',
      '#/myaccount/loginHistory',
    );
  });

  it('is not shown on a first sign-in', async () => {
    answer();
    await loaded({ lastLogin: { lastLoggedIn: null, lastLoggedInIp: null } });
    await findTable('Applications');
    expect(screen.queryByText(/Previous login/)).not.toBeInTheDocument();
  });
});
