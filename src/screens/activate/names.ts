/** The activation screen's action names (the app registers them before their code loads). */
export const ACTIVATION_ACTIONS = ['activateAccount'] as const;

export type ActivationActionName = (typeof ACTIVATION_ACTIONS)[number];
