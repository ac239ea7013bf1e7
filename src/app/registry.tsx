/**
 * Everything definitions may name: widgets, templates, and the block widgets, actions and
 * field checks of the features' manifests (features.ts), each loading its code on first
 * use or, when its manifest says eager, with the sign-in screen. The app hands the
 * features what they need of it (FeatureDeps) here.
 */
import type { ComponentType } from 'react';
import type { Action, BlockWidgetProps, FieldCheck, Registry } from '../engine';
import type { BlockComponent, BlockEntry, FeatureDeps } from '../screens/shared/manifest';
import { templates, widgets } from '../widgets';
import { FIELD_CHECKS } from './deferred';
import { handOff } from './handoff';
import { whenIdleSignedOut } from './idle';
import { setUnsavedChanges } from './unsaved';
import { FEATURES } from './features';
import { lazyActions } from './lazyActions';
import { lazyBlock, preloadIdleBlocks } from './lazyBlock';
import { navigateTo } from './navigation';
import type { ActionName, BlockWidgetName, CheckName } from './names';
import { publicDeps } from './publicDeps';
import { RouteLink } from './RouteLink';
import { addAgreementLogs, useSession } from './session/store';
import { postLoginFlow } from './signInFlow';

// What the manifests mark eager loads with the app, as it did before there were manifests: every
// feature keeps that code in its eager.ts, bundled here (the sign-in screen's steps and actions).
import.meta.glob('../screens/*/eager.ts', { eager: true });

const deps: FeatureDeps = {
  flow: postLoginFlow,
  publicDeps,
  useLastLogin: useSession,
  handOff,
  setUnsaved: setUnsavedChanges,
  navigate: (to, options) => navigateTo(`/${to}`, options),
  addAgreementLogs,
};

/** The component with these props added to the engine's. */
function withProps(Component: ComponentType<BlockWidgetProps & object>, extra: object): BlockComponent {
  function Bound(props: BlockWidgetProps) {
    return <Component {...props} {...extra} />;
  }
  Bound.displayName = `Bound(${Component.displayName ?? Component.name})`;
  return Bound;
}

function blockOf({ load, props, eager, idle }: BlockEntry): BlockComponent {
  const loadBound = async () => {
    const Component = await load(deps);
    return props ? withProps(Component, props(deps)) : Component;
  };
  return lazyBlock(loadBound, { eager, idle });
}

const BLOCKS = Object.fromEntries(
  FEATURES.flatMap((feature) =>
    Object.entries<BlockEntry>(feature.blocks).map(([name, entry]) => [name, blockOf(entry)]),
  ),
) as Record<BlockWidgetName, BlockComponent>;

const ACTIONS = FEATURES.map(({ actions }) => ({
  eager: actions.eager === true,
  idle: actions.idle === true,
  ...lazyActions<string>(() => actions.load(deps), actions.names),
}));

export function createRegistry(): Registry {
  // The sign-in screen's eager actions start loading now, its idle actions and blocks once the
  // browser is idle while signed out; a call before they are there waits for them.
  for (const { eager, preload } of ACTIONS) if (eager) preload().catch(() => undefined);
  whenIdleSignedOut(() => {
    for (const { idle, preload } of ACTIONS) if (idle) preload().catch(() => undefined);
    preloadIdleBlocks(BLOCKS).catch(() => undefined);
  });
  return {
    widgets,
    templates,
    blocks: BLOCKS,
    actions: Object.assign({}, ...ACTIONS.map(({ actions }) => actions)) as Record<ActionName, Action>,
    checks: FIELD_CHECKS satisfies Record<CheckName, FieldCheck>,
    Link: RouteLink,
  };
}
