/**
 * The action, block-widget and field-check names definitions may use, read from the
 * features' manifests (features.ts). The registry is built from the same manifests, so the
 * two cannot drift; the lint tool reads these lists without React.
 */
import { FEATURES, type Feature } from './features';

type NamesOf<Part> = Part extends { names: readonly (infer Name)[] } ? Name : never;

export type ActionName = NamesOf<Feature['actions']>;
export type BlockWidgetName = Feature extends infer F
  ? F extends { blocks: infer B }
    ? keyof B & string
    : never
  : never;
export type CheckName = NamesOf<Feature['checks']>;

export const ACTION_NAMES: readonly ActionName[] = FEATURES.flatMap((feature) => feature.actions.names);
export const BLOCK_WIDGET_NAMES = FEATURES.flatMap((feature) =>
  Object.keys(feature.blocks),
) as BlockWidgetName[];
export const CHECK_NAMES: readonly CheckName[] = FEATURES.flatMap((feature) => feature.checks.names);
