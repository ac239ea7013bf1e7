/**
 * A block widget whose code loads on first use: the signed-in screens' widgets (and the
 * account validators and SWR hooks they bring) stay out of the sign-in bundle. Nothing
 * shows while it loads; the navigation's loading bar covers the wait.
 */
import type { ComponentType } from 'react';
import type { BlockWidgetProps } from '../engine';
import { lazyComponent } from '../widgets';

export function lazyBlock(
  load: () => Promise<ComponentType<BlockWidgetProps>>,
): ComponentType<BlockWidgetProps> {
  return lazyComponent(load, () => null);
}
