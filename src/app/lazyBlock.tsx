/**
 * A block widget whose code loads on first use: the signed-in screens' widgets (and the
 * account validators and SWR hooks they bring) stay out of the sign-in bundle. Nothing
 * shows while it loads; the navigation's loading bar covers the wait.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import type { BlockWidgetProps } from '../engine';

export function lazyBlock(
  load: () => Promise<ComponentType<BlockWidgetProps>>,
): ComponentType<BlockWidgetProps> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyBlock(props: BlockWidgetProps) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyBlock;
}
