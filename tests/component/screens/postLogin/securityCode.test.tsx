/**
 * The security-code step (spec 01 "Security-code step", §4 "Security code", §8 "Security
 * code, 403"): the code, its refusals, Resend Code, and the trusted device kept per
 * customer in localStorage and sent with the next sign-in.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { codeAccepted, CUSTOMER_ID, loginNeedingCode, mockApi, refused, signsIn, USER_SESSION } from './api';
import { findLoginForm, findStep, renderLogin, signIn, usePostLoginHarness, type LoginView } from './harness';

usePostLoginHarness();

const CODE_TOKEN = 'session-token-after-code';
const TRUSTED_TOKEN = 'trusted-device-token-1';

const needsCode = signsIn(loginNeedingCode());
const CODE_ERROR = 'There was an error while validating the code. Please try again.';

async function enterCode(view: LoginView, code: string) {
  const input = screen.getByLabelText('Security Code');
  await view.user.clear(input);
  await view.user.type(input, code);
  await view.user.click(screen.getByRole('button', { name: 'Verify' }));
}

/** Every localStorage entry, parsed. */
function storedValues(): unknown[] {
  return Object.keys(localStorage).map((key) => JSON.parse(localStorage.getItem(key)!) as unknown);
}

describe('security code step', () => {
  it('shows the code form instead of the login form when the answer has no session', async () => {
    const api = mockApi({ userLogin: needsCode });
    const view = renderLogin();
    await signIn(view);

    const step = await findStep('securityCode');
    expect(
      within(step).getByText('We sent a security code to dana@example.com. It expires in 10 minutes.'),
    ).toBeInTheDocument();
    expect(within(step).getByLabelText('Security Code')).toHaveValue('');
    expect(within(step).getByRole('checkbox', { name: 'Trust this device' })).not.toBeChecked();
    expect(within(step).getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(within(step).getByRole('button', { name: 'Resend Code' })).toBeEnabled();
    expect(within(step).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
    // No code was checked yet, so no maintenance check either; the session is not complete.
    expect(api.order()).toEqual(['userLogin']);
    expect(view.deps.completeSignIn).not.toHaveBeenCalled();
  });

  it.each([
    ['', 'A security code is required'],
    ['12ab', 'Enter the digits of the code you received.'],
  ])('refuses %j with "%s" without calling the server', async (code, message) => {
    const api = mockApi({ userLogin: needsCode });
    const view = renderLogin();
    await signIn(view);
    await findStep('securityCode');
    if (code) await view.user.type(screen.getByLabelText('Security Code'), code);
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Security Code')).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodies('validateCode')).toEqual([]);
  });

  it.each<[string, string, () => Response]>([
    [
      '403 CodeExpired',
      'The code you have entered has expired. Press Resend Code for a new one.',
      () => refused(403, 'CodeExpired'),
    ],
    [
      '403 MaxAttemptsReached',
      'You have exceeded the maximum number of attempts for this code. Press Resend Code to start over.',
      () => refused(403, 'MaxAttemptsReached'),
    ],
    ['403 Invalid', 'The security code you entered is not valid.', () => refused(403, 'Invalid')],
    [
      '403 with another reason',
      'The security code you entered is not valid.',
      () => refused(403, 'Whatever'),
    ],
    ['500', CODE_ERROR, () => refused(500, 'ServerError')],
    ['400 CodeExpired (only a 403 is read)', CODE_ERROR, () => refused(400, 'CodeExpired')],
    ['a network failure', CODE_ERROR, () => HttpResponse.error()],
  ])('%s: shows "%s", keeps the code and stays on the step', async (_name, message, resolver) => {
    const api = mockApi({ userLogin: needsCode, validateCode: resolver });
    const view = renderLogin();
    await signIn(view);
    await findStep('securityCode');
    await enterCode(view, '123456');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Security Code')).toHaveValue('123456');
    await findStep('securityCode');
    expect(api.bodies('validateCode')).toEqual([
      { UserId: 'demo.borrower', Code: '123456', CreateTrustedDevice: false },
    ]);
    expect(api.requests('maintenanceMode')).toEqual([]);
    expect(view.deps.completeSignIn).not.toHaveBeenCalled();
    expect(view.deps.abandon).not.toHaveBeenCalled();
    expect(storedValues()).toEqual([]);
  });

  it('Resend Code sends a new code, empties the field, clears the error and says so', async () => {
    const api = mockApi({ userLogin: needsCode, validateCode: () => refused(403, 'CodeExpired') });
    const view = renderLogin();
    await signIn(view);
    await findStep('securityCode');
    await enterCode(view, '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('The code you have entered has expired.');
    expect(screen.queryByText('A new security code has been sent.')).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Resend Code' }));

    expect(await screen.findByText('A new security code has been sent.')).toBeInTheDocument();
    expect(screen.getByLabelText('Security Code')).toHaveValue('');
    expect(screen.getByLabelText('Security Code')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/has expired/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.bodies('resendCode')).toEqual([{ UserId: 'demo.borrower' }]);
    await findStep('securityCode');
  });

  it('a failing Resend Code says so beside the button and keeps the code', async () => {
    mockApi({ userLogin: needsCode, resendCode: () => refused(500, 'ServerError') });
    const view = renderLogin();
    await signIn(view);
    await findStep('securityCode');
    await view.user.type(screen.getByLabelText('Security Code'), '1234');
    await view.user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error while validating the code. Please try again.',
    );
    expect(screen.queryByText('A new security code has been sent.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Security Code')).toHaveValue('1234');
  });

  it('an accepted code completes the sign-in with the token it brings, after the maintenance check', async () => {
    const api = mockApi({ userLogin: needsCode, validateCode: codeAccepted({ UserToken: CODE_TOKEN }) });
    const view = renderLogin();
    await signIn(view);
    await findStep('securityCode');
    await enterCode(view, '654321');

    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(view.deps.completeSignIn).toHaveBeenCalledWith(CODE_TOKEN, USER_SESSION, []);
    expect(api.order()).toEqual(['userLogin', 'validateCode', 'maintenanceMode', 'userSession']);
    expect(api.requests('maintenanceMode')[0]!.userToken).toBe(CODE_TOKEN);
    expect(api.requests('userSession')[0]!.userToken).toBe(CODE_TOKEN);
    // Without the box ticked, no device is trusted.
    expect(api.bodies('validateCode')).toEqual([
      { UserId: 'demo.borrower', Code: '654321', CreateTrustedDevice: false },
    ]);
    expect(storedValues()).toEqual([]);
  });
});

describe('trusted devices', () => {
  it('"Trust this device" asks for a trusted device and keeps its token for the customer', async () => {
    const api = mockApi({
      userLogin: needsCode,
      validateCode: codeAccepted({ UserToken: CODE_TOKEN, TrustedDeviceToken: TRUSTED_TOKEN }),
    });
    const view = renderLogin();
    await signIn(view);
    await findStep('securityCode');
    await view.user.click(screen.getByRole('checkbox', { name: 'Trust this device' }));
    await enterCode(view, '654321');

    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(api.bodies('validateCode')).toEqual([
      { UserId: 'demo.borrower', Code: '654321', CreateTrustedDevice: true },
    ]);
    expect(storedValues()).toEqual([{ [CUSTOMER_ID]: TRUSTED_TOKEN }]);
  });

  it('sends the stored tokens, by customer, with the next sign-in', async () => {
    const first = mockApi({
      userLogin: needsCode,
      validateCode: codeAccepted({ TrustedDeviceToken: TRUSTED_TOKEN }),
    });
    const view = renderLogin();
    await signIn(view);
    await findStep('securityCode');
    await view.user.click(screen.getByRole('checkbox', { name: 'Trust this device' }));
    await enterCode(view, '654321');
    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(first.bodies('userLogin')).toEqual([
      { username: 'demo.borrower', password: 'Borrower#2026', trustedDeviceTokens: {} },
    ]);
    view.unmount();

    // Another customer signs in on the same browser and trusts it too.
    const second = mockApi({
      userLogin: signsIn(loginNeedingCode({ UserName: 'other.user', CustomerID: 'C-777' })),
      validateCode: codeAccepted({
        UserName: 'other.user',
        CustomerID: 'C-777',
        TrustedDeviceToken: 'token-777',
      }),
    });
    const again = renderLogin();
    await signIn(again, 'other.user', 'Other#2026');
    await findStep('securityCode');
    await again.user.click(screen.getByRole('checkbox', { name: 'Trust this device' }));
    await enterCode(again, '111111');
    await waitFor(() => expect(again.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(second.bodies('userLogin')).toEqual([
      {
        username: 'other.user',
        password: 'Other#2026',
        trustedDeviceTokens: { [CUSTOMER_ID]: TRUSTED_TOKEN },
      },
    ]);
    expect(storedValues()).toEqual([{ [CUSTOMER_ID]: TRUSTED_TOKEN, 'C-777': 'token-777' }]);
    again.unmount();

    // The first customer again: the server trusts the device and asks for no code.
    const third = mockApi({ userLogin: signsIn({ IsTrustedDevice: true }) });
    const last = renderLogin();
    await signIn(last);
    await waitFor(() => expect(last.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(third.bodies('userLogin')).toEqual([
      {
        username: 'demo.borrower',
        password: 'Borrower#2026',
        trustedDeviceTokens: { [CUSTOMER_ID]: TRUSTED_TOKEN, 'C-777': 'token-777' },
      },
    ]);
    expect(third.bodies('validateCode')).toEqual([]);
  });

  it('ignores a stored value that is not a map of tokens', async () => {
    localStorage.setItem('portal.trustedDevices', '["not", "a", "map"]');
    const api = mockApi();
    const view = renderLogin();
    await signIn(view);
    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(api.bodies('userLogin')).toEqual([
      { username: 'demo.borrower', password: 'Borrower#2026', trustedDeviceTokens: {} },
    ]);
  });

  it('in the mobile app there is no box: the device is always trusted', async () => {
    const api = mockApi({
      userLogin: needsCode,
      validateCode: codeAccepted({ TrustedDeviceToken: TRUSTED_TOKEN }),
    });
    const view = renderLogin({ context: { device: { mobileApp: true, compact: true, production: false } } });
    await signIn(view);
    const step = await findStep('securityCode');
    expect(within(step).queryByRole('checkbox', { name: 'Trust this device' })).not.toBeInTheDocument();
    await enterCode(view, '654321');
    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(api.bodies('validateCode')).toEqual([
      { UserId: 'demo.borrower', Code: '654321', CreateTrustedDevice: true },
    ]);
    expect(storedValues()).toEqual([{ [CUSTOMER_ID]: TRUSTED_TOKEN }]);
  });
});

describe('cancelling the security code step', () => {
  it('returns to the login form saying the user cancelled; there is no session to log out yet', async () => {
    const api = mockApi({ userLogin: needsCode });
    const view = renderLogin();
    await signIn(view);
    await findStep('securityCode');
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));

    await findLoginForm();
    expect(view.deps.abandon).toHaveBeenCalledExactlyOnceWith('userCancelled');
    expect(view.deps.completeSignIn).not.toHaveBeenCalled();
    expect(screen.getByText('You cancelled signing in.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { name: 'Enter your security code' })).not.toBeInTheDocument();
    expect(api.requests('logout')).toEqual([]);
  });
});
