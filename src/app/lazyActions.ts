/**
 * Actions whose code loads on first use (the public self-service flows stay out of the
 * sign-in bundle): each named action loads the module, then runs its real action. preload
 * starts the load before the first call (the sign-in screen's eager actions).
 */
import type { Action } from '../engine';

export interface LazyActions<Name extends string> {
  actions: Record<Name, Action>;
  preload(): Promise<unknown>;
}

export function lazyActions<Name extends string>(
  load: () => Promise<Readonly<Record<Name, Action>>>,
  names: readonly Name[],
): LazyActions<Name> {
  let loaded: Promise<Readonly<Record<Name, Action>>> | undefined;
  const preload = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
  const actions = Object.fromEntries(
    names.map((name) => [
      name,
      (async (values, context) => (await preload())[name](values, context)) as Action,
    ]),
  ) as Record<Name, Action>;
  return { actions, preload };
}
