/** The forced password change's action names (the app registers them before their code loads). */
export const PASSWORD_CHANGE_ACTIONS = ['forcePasswordChange'] as const;

export type PasswordChangeActionName = (typeof PASSWORD_CHANGE_ACTIONS)[number];
