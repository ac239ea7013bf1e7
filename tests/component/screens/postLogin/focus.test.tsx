/**
 * Focus on the login screen's step changes (issue 12): after Sign In, after each step and
 * after a refusal, focus is on the new step's heading or on the error banner, never lost to
 * the page. (Cancel navigates to a new login screen: the shell focuses the main content.)
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, refused } from './api';
import {
  completeStep,
  findLoginForm,
  findStep,
  HEADINGS,
  renderLogin,
  scenario,
  signIn,
  usePostLoginHarness,
  type StepName,
} from './harness';

usePostLoginHarness();

const stepHeading = (step: StepName) => screen.getByRole('heading', { name: HEADINGS[step], level: 2 });

describe('focus after signing in', () => {
  it.each<StepName>(['securityCode', 'ssnValidation', 'passwordChange', 'secretQuestion', 'agreements'])(
    'Sign In leading to the %s step focuses its heading',
    async (step) => {
      const setup = scenario(step);
      mockApi(setup.resolvers);
      const view = renderLogin({ options: setup.options, layers: setup.layers });
      await signIn(view);
      await findStep(step);
      await waitFor(() => expect(stepHeading(step)).toHaveFocus());
    },
  );

  it('each later step of the queue focuses its own heading', async () => {
    const setup = scenario('securityCode', 'passwordChange', 'secretQuestion');
    mockApi(setup.resolvers);
    const view = renderLogin({ options: setup.options, layers: setup.layers });
    await signIn(view);
    await completeStep(view, 'securityCode');
    await findStep('passwordChange');
    await waitFor(() => expect(stepHeading('passwordChange')).toHaveFocus());
    await completeStep(view, 'passwordChange');
    await findStep('secretQuestion');
    await waitFor(() => expect(stepHeading('secretQuestion')).toHaveFocus());
  });

  it('a refused sign-in focuses the error banner (the form keeps the entries)', async () => {
    mockApi({ userLogin: () => refused(403, 'Invalid') });
    const view = renderLogin();
    await signIn(view, 'demo.borrower', 'wrong-password1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Username or password is invalid');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('Username')).toHaveValue('demo.borrower');
  });

  it('a second refusal focuses the banner again', async () => {
    mockApi({ userLogin: () => refused(403, 'Invalid') });
    const view = renderLogin();
    await signIn(view, 'demo.borrower', 'wrong-password1');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    await view.user.click(screen.getByLabelText('Password'));
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  });

  it('a refused security code focuses its error banner, in the step', async () => {
    const setup = scenario('securityCode');
    mockApi({ ...setup.resolvers, validateCode: () => refused(403, 'Invalid') });
    const view = renderLogin();
    await signIn(view);
    const step = within(await findStep('securityCode'));
    await view.user.type(step.getByLabelText('Security Code'), '123456');
    await view.user.click(step.getByRole('button', { name: 'Verify' }));
    const alert = await step.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('opening the login screen moves no focus', async () => {
    mockApi({});
    renderLogin();
    await findLoginForm();
    expect(document.body).toHaveFocus();
  });
});
