// @vitest-environment jsdom
/**
 * The app's side of signing in (src/app/signInFlow.ts, publicDeps.ts) keeps the agreement
 * records the flow hands it with the session: the password, single sign-on and biometric
 * sign-ins all end in completeSignIn with the login answer's records; a link's session
 * (enterWithToken) has no login answer, so none.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgreementRecord } from '../../../src/domain/agreements';
import { setNavigator } from '../../../src/app/navigation';
import { publicDeps } from '../../../src/app/publicDeps';
import { clearSession, getSession } from '../../../src/app/session/store';
import { postLoginFlow } from '../../../src/app/signInFlow';
import { server } from '../../support/msw';

const USER = {
  UserName: 'demo.borrower',
  PersonalName: 'Alex Morgan',
  ServicingBranch: '0001',
  CompanyNumber: 0,
  EmailAddress: 'alex@example.com',
};
const RECORD: AgreementRecord = {
  Name: 'ACH Terms',
  DateOfTerms: '2026-06-30',
  DateOfAgreement: '2026-07-01T10:00:00.000Z',
  AgreementType: 11338,
};

const navigate = vi.fn();
beforeEach(() => setNavigator(navigate));
afterEach(() => {
  clearSession();
  navigate.mockReset();
});

describe('the session kept at sign-in', () => {
  it.each<[string, readonly AgreementRecord[]]>([
    ['with the records the flow hands on', [RECORD]],
    ['with none', []],
  ])('completeSignIn keeps the session %s and opens the dashboard', (_case, records) => {
    postLoginFlow.deps.completeSignIn('session-token', USER, records);
    expect(getSession()).toMatchObject({ userToken: 'session-token', agreementLogs: records });
    expect(navigate).toHaveBeenCalledWith('/myaccount/dashboard', { replace: true });
  });

  it("a link's session (enterWithToken) has no records", async () => {
    server.use(http.get('/api/Login/UserSession', () => HttpResponse.json(USER)));
    await publicDeps.enterWithToken('link-token');
    expect(getSession()).toMatchObject({ userToken: 'link-token', agreementLogs: [] });
  });
});
