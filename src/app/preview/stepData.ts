/**
 * The first data of a screen opened at a step (studio:navigate with `step`): `{ step }` and
 * what that step shows beside it, as the steps before it would have left it. A login step
 * after the password also needs the sign-in in progress, which the post-login actions read.
 */
import { agreementsNeeded } from '../../domain/agreements';
import { publicLogin } from '../../domain/signIn';
import type { Settings } from '../../engine';
import { startPending } from '../../screens/postLogin/pending';
import { today } from './demo/clock';
import { LOGIN } from './demo/signInData';
import { PROFILE } from './demo/profileData';

const AGREEMENT_KEYS = [1, 2, 3, 4, 5].map((index) => `agreements.agreement${index}`);

function loginStep(settings: Settings): Record<string, unknown> {
  startPending({ username: LOGIN.UserName, login: LOGIN });
  // As for a user who has accepted none yet, so that the agreements step has its agreements.
  const { needed } = agreementsNeeded(
    AGREEMENT_KEYS.map((key) => settings.text(key)),
    [],
    today(),
    'login',
  );
  return { login: publicLogin(LOGIN), passwordSupplied: true, neededAgreements: needed };
}

const BY_ROUTE: Readonly<Record<string, (settings: Settings) => Record<string, unknown>>> = {
  'home/login': loginStep,
  'home/register': () => ({
    personal: { email: PROFILE.UserInfo.EmailAddress, firstName: 'Alex', lastName: 'Morgan' },
  }),
  'home/recovery': () => ({
    logonName: PROFILE.UserInfo.LogonName,
    secretQuestion: PROFILE.UserInfo.SecretQuestion,
  }),
};

export function stepData(route: string, step: string, settings: Settings): Record<string, unknown> {
  const path = route.replace(/^\//, '').split('?')[0] ?? '';
  return { ...(BY_ROUTE[path]?.(settings) ?? {}), step };
}
