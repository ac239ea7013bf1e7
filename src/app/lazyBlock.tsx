/**
 * A block widget whose code loads on first use: the signed-in screens' widgets (and the
 * account validators and SWR hooks they bring) stay out of the sign-in bundle. A screen's
 * route loader preloads the lazy blocks its definition names (preloadBlocks), so the
 * navigation's loading animation covers the wait and the page renders whole: a block that
 * suspended on its first render would show nothing, and React reveals a suspended part
 * only after a pause of its own (300 ms), which left the dashboard looking finished and
 * empty before its lists and spinners appeared. An eager block (its manifest says so) loads
 * with the sign-in screen instead, whose loader preloads only those (preloadEagerBlocks).
 */
import { useState, type ComponentType } from 'react';
import { childBlocks, type Block, type BlockWidgetProps, type Registry } from '../engine';
import { lazyComponent } from '../widgets';

type BlockComponent = ComponentType<BlockWidgetProps>;

const preloaders = new WeakMap<BlockComponent, () => Promise<unknown>>();
const eagerBlocks = new WeakSet<BlockComponent>();
const idleBlocks = new WeakSet<BlockComponent>();

export function lazyBlock(
  load: () => Promise<BlockComponent>,
  { eager = false, idle = false } = {},
): BlockComponent {
  let loaded: BlockComponent | undefined;
  let loading: Promise<BlockComponent> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazyComponent(preload, () => null);
  function LazyBlock(props: BlockWidgetProps) {
    // Chosen once per mount: turning the suspending stand-in into the loaded block later would remount it.
    const [Shown] = useState(() => loaded ?? Suspending);
    return <Shown {...props} />;
  }
  preloaders.set(LazyBlock, preload);
  if (eager) eagerBlocks.add(LazyBlock);
  if (idle) idleBlocks.add(LazyBlock);
  return LazyBlock;
}

/** The names of the block widgets a list of blocks uses, in the blocks they hold too (sections, steps, cases). */
function widgetNames(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block) =>
    block.type === 'widget' ? [block.name] : widgetNames(childBlocks(block)),
  );
}

/** Loads the code of the lazy block widgets these blocks name (blocks of other kinds need nothing). */
export async function preloadBlocks(blocks: readonly Block[], registered: Registry['blocks']): Promise<void> {
  await Promise.all(
    widgetNames(blocks).map((name) => {
      const component = Object.hasOwn(registered, name) ? registered[name] : undefined;
      return component && preloaders.get(component)?.();
    }),
  );
}

/** Loads the code of the eager block widgets among these (the sign-in screen's). */
export async function preloadEagerBlocks(registered: Registry['blocks']): Promise<void> {
  await Promise.all(
    Object.values(registered).map((component) => eagerBlocks.has(component) && preloaders.get(component)?.()),
  );
}

/** Loads the code of the idle block widgets among these (the sign-in's later steps). */
export async function preloadIdleBlocks(registered: Registry['blocks']): Promise<void> {
  await Promise.all(
    Object.values(registered).map((component) => idleBlocks.has(component) && preloaders.get(component)?.()),
  );
}
