/** The opt-out screen's action names (the app registers them before their code loads). */
export const OPT_OUT_ACTIONS = ['optOut'] as const;

export type OptOutActionName = (typeof OPT_OUT_ACTIONS)[number];
