/**
 * E-mail opt-out (spec 01 §2 'Opt-out', §4 'Opt-out', §8 'Opt-out'), in the whole app at
 * the top-level route opt-out?token= (the older optout?token= of e-mails already sent leads
 * there): idle, loading (the spinner in the button), success
 * and error; no token shows the error at once.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { held, mockPublicApi, refused, resolverOf } from '../activate/publicApi';
import { currentUrl, renderPublic, usePublicHarness, violations } from '../activate/publicHarness';

usePublicHarness();

const TOKEN = 'opt-out-token-1';
const PATH = `/opt-out?token=${TOKEN}`;
const ERROR = 'There was a problem updating your email preferences. Please try again.';
const SUCCESS =
  'You have been opted out of our emails. Please allow 24 hours for this change to take effect.';

async function openIdle(path = PATH, options?: Parameters<typeof renderPublic>[1]) {
  const view = renderPublic(path, options);
  await screen.findByRole('heading', { name: 'Opt Out Of Emails', level: 1 });
  return view;
}

describe('the top-level route', () => {
  it('opens outside home and myaccount, in the public frame, with its title', async () => {
    mockPublicApi();
    const { router } = await openIdle();
    expect(currentUrl(router)).toBe(PATH);
    // The title is set once the screen has rendered (an effect), which a busy machine may delay.
    await waitFor(() => expect(document.title).toBe('Opt Out'));
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('takes the older address optout?token= of e-mails already sent to opt-out, with its token', async () => {
    const api = mockPublicApi();
    const view = await openIdle(`/optout?token=${TOKEN}`);
    expect(currentUrl(view.router)).toBe(PATH);
    await view.user.click(screen.getByRole('button', { name: 'Opt Out' }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(api.bodies('optOut')).toEqual([{ EmailAddress: TOKEN }]);
  });
});

describe('without a token', () => {
  it.each([
    ['no token parameter', '/opt-out'],
    ['an empty token', '/opt-out?token='],
    ['no token at the older address', '/optout'],
  ])('%s: the error at once, no button, no call', async (_case, path) => {
    const api = mockPublicApi();
    await openIdle(path);
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR);
    expect(screen.queryByRole('button', { name: 'Opt Out' })).not.toBeInTheDocument();
    expect(api.requests('optOut')).toHaveLength(0);
  });
});

describe('with a token', () => {
  it('idle: the heading, the paragraph and the Opt Out button, no message', async () => {
    mockPublicApi();
    await openIdle();
    expect(screen.getByText('To stop receiving emails from us, select Opt Out below.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opt Out' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it('idle, loading with the spinner in the button, then success in place of the button', async () => {
    const { hold, release } = held(resolverOf('optOut'));
    const api = mockPublicApi({ optOut: hold });
    const view = await openIdle();
    const button = screen.getByRole('button', { name: 'Opt Out' });
    await view.user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button.querySelector('.spinner__wheel')).not.toBeNull();
    expect(screen.getByText('Please wait…')).toBeInTheDocument();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    release();
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opt Out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.bodies('optOut')).toEqual([{ EmailAddress: TOKEN }]);
  });

  it.each([
    ['an unknown token (HasNoErrors false)', () => refused(200, 'Invalid')],
    ['a server error', () => refused(500, 'ServerError')],
    ['maintenance', () => refused(403, 'maintenanceModeEnabled')],
  ])('%s: the error, with the button kept for another try', async (_case, resolver) => {
    let calls = 0;
    const api = mockPublicApi({
      optOut: (request) => (++calls === 1 ? resolver() : resolverOf('optOut')(request)),
    });
    const view = await openIdle();
    await view.user.click(screen.getByRole('button', { name: 'Opt Out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR);
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Opt Out' }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests('optOut')).toHaveLength(2);
  });

  it("shows the institution's logo from its content folder", async () => {
    mockPublicApi();
    await openIdle(PATH, {
      options: { ContentFolder: '/content/demo' },
      layers: { shared: { shell: { logo: 'logo.svg', institutionName: 'Demo Bank' } } },
    });
    expect(screen.getByRole('img', { name: 'Demo Bank' })).toHaveAttribute('src', '/content/demo/logo.svg');
  });

  it('passes axe idle and after success', async () => {
    mockPublicApi();
    const view = await openIdle();
    expect(await violations()).toEqual([]);
    await view.user.click(screen.getByRole('button', { name: 'Opt Out' }));
    await screen.findByText(SUCCESS);
    expect(await violations()).toEqual([]);
  });
});
