/**
 * The dashboard comes sooner after the last post-login step: its code starts loading as soon
 * as the password is accepted (the flow's preloadDashboard), and after the last step the
 * session is asked for beside the maintenance check rather than after it. When the check says
 * the site is down, that session is never used (maintenanceAndCancel.test.tsx).
 */
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, maintenance, mockApi, USER_SESSION } from './api';
import { completeStep, findStep, renderLogin, scenario, signIn, usePostLoginHarness } from './harness';

usePostLoginHarness();

describe('the way to the dashboard', () => {
  it('starts loading the dashboard once the password is accepted, before any step is done', async () => {
    const setup = scenario('securityCode');
    mockApi(setup.resolvers);
    const view = renderLogin();
    expect(view.deps.preloadDashboard).not.toHaveBeenCalled();
    await signIn(view);
    await findStep('securityCode');
    expect(view.deps.preloadDashboard).toHaveBeenCalledOnce();
  });

  it('asks for the session beside the last maintenance check, not after its answer', async () => {
    const setup = scenario('securityCode');
    let sessionAsked = () => {};
    const asked = new Promise<void>((resolve) => (sessionAsked = resolve));
    const api = mockApi({
      ...setup.resolvers,
      // Answers once the session has been asked for: a flow that waited for it first would stall.
      maintenanceMode: async (request) => {
        await asked;
        return maintenance(false)(request);
      },
      userSession: () => {
        sessionAsked();
        return answer('api/login.json#/$defs/UserSessionResponse', USER_SESSION);
      },
    });
    const view = renderLogin();
    await signIn(view);
    await completeStep(view, 'securityCode');
    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledOnce());
    expect(api.requests('maintenanceMode')).toHaveLength(1);
    expect(api.requests('userSession')).toHaveLength(1);
  });

  it('asks for no session beside the check of a step that another step follows', async () => {
    const setup = scenario('securityCode', 'passwordChange');
    const api = mockApi({ ...setup.resolvers, maintenanceMode: maintenance(false) });
    const view = renderLogin();
    await signIn(view);
    await completeStep(view, 'securityCode');
    await findStep('passwordChange');
    expect(api.requests('maintenanceMode')).toHaveLength(1);
    expect(api.requests('userSession')).toEqual([]);
  });
});
