/** The registration wizard's action names (the app registers them before their code loads). */
export const REGISTER_ACTIONS = [
  'registerPersonal',
  'verifyRegistrationCode',
  'resendRegistrationCode',
  'registerSecurity',
  'createAccount',
  'registrationBack',
  'registrationSection',
] as const;

export type RegisterActionName = (typeof REGISTER_ACTIONS)[number];
