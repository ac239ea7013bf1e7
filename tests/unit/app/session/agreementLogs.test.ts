// @vitest-environment jsdom
/**
 * The session store keeps the signed-in user's agreement records (the login answer's
 * WebAgreementLogs) and extends them with those accepted in the session (addAgreementLogs);
 * the session context screens get (context.session.agreementLogs) shows them read-only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AgreementRecord } from '../../../../src/domain/agreements';
import {
  addAgreementLogs,
  clearSession,
  getSession,
  sessionContext,
  setSession,
  type UserSession,
} from '../../../../src/app/session/store';
import { SESSION } from '../../../support/session';

const LOGIN: AgreementRecord = {
  Name: 'Online Banking Agreement',
  DateOfTerms: '2026-01-01',
  DateOfAgreement: '2026-01-05T09:30:00.000Z',
  AgreementType: 11337,
};
const ACH: AgreementRecord = {
  Name: 'ACH Authorization',
  DateOfTerms: '2026-06-30',
  DateOfAgreement: '2026-11-22',
  AgreementType: 11338,
};

afterEach(() => clearSession());

describe('the agreement records of the session', () => {
  it.each<[string, () => void, readonly AgreementRecord[] | undefined]>([
    ['signed out: none', () => undefined, undefined],
    ['kept with the session', () => setSession({ ...SESSION, agreementLogs: [LOGIN] }), [LOGIN]],
    ['a session kept without them has none', () => setSession(SESSION), []],
    [
      'extended by the agreements accepted in the session',
      () => {
        setSession({ ...SESSION, agreementLogs: [LOGIN] });
        addAgreementLogs([ACH]);
      },
      [LOGIN, ACH],
    ],
    [
      'extended from none',
      () => {
        setSession(SESSION);
        addAgreementLogs([ACH]);
      },
      [ACH],
    ],
    [
      'nothing accepted: unchanged',
      () => {
        setSession({ ...SESSION, agreementLogs: [LOGIN] });
        addAgreementLogs([]);
      },
      [LOGIN],
    ],
    ['signed out: accepting keeps no session', () => addAgreementLogs([ACH]), undefined],
  ])('%s', (_case, change, expected) => {
    change();
    const session = getSession();
    expect(session === null ? undefined : sessionContext(session).agreementLogs).toEqual(expected);
    expect(sessionContext(session).loggedIn).toBe(expected !== undefined);
  });

  it('survives a reload (sessionStorage) with the records accepted since', () => {
    setSession({ ...SESSION, agreementLogs: [LOGIN] });
    addAgreementLogs([ACH]);
    const stored = JSON.parse(sessionStorage.getItem('portal.session') ?? 'null') as UserSession;
    expect(stored.agreementLogs).toEqual([LOGIN, ACH]);
    expect(stored.userToken).toBe('session-token');
  });

  it('signed out, the context has no records', () => {
    expect(sessionContext(null).agreementLogs ?? []).toEqual([]);
  });
});
