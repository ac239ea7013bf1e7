/**
 * The action and block-widget names definitions may use. The app's registry is typed
 * against these lists, so the two cannot drift; the lint tool reads them without React.
 */
export const ACTION_NAMES = ['signIn'] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

export const BLOCK_WIDGET_NAMES = [] as const;
export type BlockWidgetName = (typeof BLOCK_WIDGET_NAMES)[number];
