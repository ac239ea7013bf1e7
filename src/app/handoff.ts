/**
 * Data one navigation hands to the next screen, which ScreenPage gives the screen as its
 * first data (the single sign-on landing hands the sign-in in progress to the login
 * screen's steps). The data stays in memory; the history entry carries only its id. So a
 * reload, or a visit of that entry after clearHandoff(), finds nothing and the screen
 * opens afresh: a step never outlives the sign-in it belongs to.
 */
import { navigateTo } from './navigation';

let current: { id: string; data: Record<string, unknown> } | undefined;

/** Opens `to` in place of this page, handing it `data`. */
export function handOff(to: string, data: Record<string, unknown>) {
  const id = crypto.randomUUID();
  current = { id, data };
  navigateTo(to, { replace: true, state: { handoff: id } });
}

/** The data handed to the history entry with this state, while it is still current. */
export function handedData(state: unknown): Record<string, unknown> | undefined {
  if (typeof state !== 'object' || state === null || !('handoff' in state)) return undefined;
  return current !== undefined && state.handoff === current.id ? current.data : undefined;
}

export function clearHandoff() {
  current = undefined;
}
