/** The recovery wizard's action names (the app registers them before their code loads). */
export const RECOVERY_ACTIONS = [
  'recoverUsername',
  'answerRecoveryQuestion',
  'generateRecoveryPassword',
  'recoveryBack',
] as const;

export type RecoveryActionName = (typeof RECOVERY_ACTIONS)[number];
