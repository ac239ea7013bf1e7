/**
 * The post-login queue (spec 01 §4), one table for the portal and the server: the steps in
 * their order, each included while its named rule of rules/post-login.json holds for the
 * sign-in's facts. The portal moves through it like a wizard (src/screens/postLogin/steps.ts);
 * the server limits a session to the calls of the steps it still owes
 * (server/services/pendingSteps.ts).
 */
export const POST_LOGIN_STEPS = [
  { id: 'securityCode', includedWhen: { rule: 'needsSecurityCode' } },
  { id: 'ssnValidation', includedWhen: { rule: 'needsSsnValidation' } },
  { id: 'passwordChange', includedWhen: { rule: 'needsPasswordChange' } },
  { id: 'secretQuestion', includedWhen: { rule: 'needsSecretQuestion' } },
  { id: 'agreements', includedWhen: { rule: 'needsAgreements' } },
] as const;

export type PostLoginStep = (typeof POST_LOGIN_STEPS)[number]['id'];

export const EVERY_POST_LOGIN_STEP: readonly PostLoginStep[] = POST_LOGIN_STEPS.map((step) => step.id);

/** The tokens of a login answer, which the rules never see. */
type LoginTokens = 'UserToken' | 'ChangePasswordToken' | 'TrustedDeviceToken' | 'BiometricsToken';

/** The login answer as conditions see it (data.login): without its tokens. */
export function publicLogin<Login extends object>(login: Login): Omit<Login, LoginTokens> {
  const {
    UserToken: _token,
    ChangePasswordToken: _change,
    TrustedDeviceToken: _trusted,
    BiometricsToken: _device,
    ...visible
  } = login as Login & Partial<Record<LoginTokens, unknown>>;
  return visible;
}
