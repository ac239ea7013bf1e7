/**
 * What a feature's manifest (src/screens/<feature>/index.ts) says: the names of its block
 * widgets, actions and field checks, each with a loader of its code. The app builds its
 * registry from the manifests, and portal-lint reads the names from them under Node, so a
 * manifest imports no code: only types and these helpers, which import nothing at run time.
 * The code loads on first use (a screen's route loader preloads its blocks), or, for an
 * eager entry, with the app: an eager entry loads from its feature's eager.ts, which the app
 * bundles with itself (src/app/registry.tsx), and the sign-in screen's loader has it ready.
 * An idle entry is its own chunk, loaded once the browser is first idle while nobody is signed
 * in: code the sign-in screen needs only after the user acts (its actions, the steps after a
 * sign-in), kept out of the login route's JavaScript but there when it is needed, and not
 * fetched by a signed-in page, whose own files it would slow.
 */
import type { ComponentType } from 'react';
import type { AgreementRecord } from '../../domain/agreements';
import type { Action, BlockWidgetProps, FieldCheck } from '../../engine';
import type { PublicDeps } from './publicDeps';
import type { PostLoginFlow } from './signInFlow';

/** The previous sign-in, for the dashboard's footer. */
export interface LastLogin {
  /** ISO 8601 instant of the previous sign-in, or null on a first sign-in. */
  lastLoggedIn: string | null;
  lastLoggedInIp: string | null;
}

/** What the app hands the features when it builds the registry (features do not import the app). */
export interface FeatureDeps {
  /** The one post-login flow. */
  flow: PostLoginFlow;
  /** Where the public self-service flows lead when they end. */
  publicDeps: PublicDeps;
  /** The signed-in user's previous sign-in, as a hook. */
  useLastLogin: () => LastLogin | null;
  /** Opens a route in place of this page, handing it data (the payment's confirmation). */
  handOff: (to: string, data: Record<string, unknown>) => void;
  /** Sets the page's unsaved-changes flag: while it is set, leaving the page asks first. */
  setUnsaved: (value: boolean) => void;
  /** Opens a route (no leading slash); state is the history entry's, such as { viewError: true }. */
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  /** The session gains these agreement records (agreements the user accepted in it). */
  addAgreementLogs: (records: readonly AgreementRecord[]) => void;
}

export type BlockComponent = ComponentType<BlockWidgetProps>;

/** A block widget: how its component loads, and what of FeatureDeps the app passes it as props. */
export interface BlockEntry {
  load(deps: FeatureDeps): Promise<ComponentType<BlockWidgetProps & object>>;
  /** The props the app adds to BlockWidgetProps (bound once, when the component loads). */
  props?(deps: FeatureDeps): object;
  /** Ready when the sign-in screen shows (its code in the feature's eager.ts), not loaded on first use. */
  eager?: boolean;
  /** Loaded when the browser is first idle while signed out, not on first use. */
  idle?: boolean;
}

export interface ActionsEntry<Name extends string = string> {
  names: readonly Name[];
  load(deps: FeatureDeps): Promise<Readonly<Record<Name, Action>>>;
  /** Loaded with the app (the code in the feature's eager.ts), not on the first call. */
  eager?: boolean;
  /** Loaded when the browser is first idle while signed out; a call before then waits for it. */
  idle?: boolean;
}

export interface ChecksEntry<Name extends string = string> {
  names: readonly Name[];
  load(): Promise<Readonly<Record<Name, FieldCheck>>>;
}

export interface FeatureManifest<
  Block extends string = string,
  ActionName extends string = string,
  CheckName extends string = string,
> {
  blocks: Readonly<Record<Block, BlockEntry>>;
  actions: ActionsEntry<ActionName>;
  checks: ChecksEntry<CheckName>;
}

/** A name the implementation has but the list lacks: the type of the parameter that says so. */
type Unlisted<Made, Name> = [Exclude<keyof Made, Name>] extends [never]
  ? []
  : [error: `unlisted: ${Exclude<keyof Made, Name> & string}`];

/**
 * A block widget loaded with `load`; `props` binds what it needs of the app (the flow, the
 * public flows' exits) as extra props.
 */
export function block<Extra extends object = object>(
  load: (deps: FeatureDeps) => Promise<ComponentType<BlockWidgetProps & Extra>>,
  ...[options]: BlockOptions<Extra>
): BlockEntry {
  return { load, ...options } as BlockEntry;
}

/** props is required when the component needs more than BlockWidgetProps. */
type BlockOptions<Extra> = object extends Extra
  ? [options?: { eager?: boolean; idle?: boolean }]
  : [options: { props: (deps: FeatureDeps) => Extra; eager?: boolean; idle?: boolean }];

/** Actions by name, made by `load`; the names must be exactly the keys of what it makes. */
export function actions<const Name extends string, Made extends Record<Name, Action>>(
  names: readonly Name[],
  load: (deps: FeatureDeps) => Promise<Made>,
  options: { eager?: boolean; idle?: boolean } = {},
  ..._exact: Unlisted<Made, Name>
): ActionsEntry<Name> {
  return { names, load, ...options };
}

/** Field checks by name (constraints.check), made by `load`; exactly these names. */
export function checks<const Name extends string, Made extends Record<Name, FieldCheck>>(
  names: readonly Name[],
  load: () => Promise<Made>,
  ..._exact: Unlisted<Made, Name>
): ChecksEntry<Name> {
  return { names, load };
}

/** A feature's manifest; the parts it has not are empty. */
export function feature<
  const Blocks extends Readonly<Record<string, BlockEntry>> = Record<never, BlockEntry>,
  ActionName extends string = never,
  CheckName extends string = never,
>(parts: {
  blocks?: Blocks;
  actions?: ActionsEntry<ActionName>;
  checks?: ChecksEntry<CheckName>;
}): FeatureManifest<keyof Blocks & string, ActionName, CheckName> {
  return {
    blocks: (parts.blocks ?? {}) as Readonly<Record<keyof Blocks & string, BlockEntry>>,
    actions: parts.actions ?? { names: [], load: async () => ({}) as Record<ActionName, Action> },
    checks: parts.checks ?? { names: [], load: async () => ({}) as Record<CheckName, FieldCheck> },
  };
}
