/**
 * Actions whose code loads on first use (the public self-service flows stay out of the
 * sign-in bundle): each named action loads the module, then runs its real action.
 */
import type { Action } from '../engine';

export function lazyActions<Name extends string>(
  load: () => Promise<Record<Name, Action>>,
  names: readonly Name[],
): Record<Name, Action> {
  let loaded: Promise<Record<Name, Action>> | undefined;
  const actions = () => (loaded ??= load());
  return Object.fromEntries(
    names.map((name) => [
      name,
      (async (values, context) => (await actions())[name](values, context)) as Action,
    ]),
  ) as Record<Name, Action>;
}
