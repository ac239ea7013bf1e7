/**
 * The e-mail opt-out (spec 01 §4 'Opt-out', §8 'Opt-out'): the token of the link (query
 * parameter token) goes to OptOut; success sets data.optedOut, which the definition turns
 * into the success message; any failure is the one error message, with the button kept
 * for another try. Loading is the form's own busy state (the spinner in the button).
 */
import { optOut } from '../../api/optOut';
import type { Action } from '../../engine';

export function createOptOutActions() {
  return {
    optOut: async (_values, { env }) => {
      const token = env.context.query.token ?? '';
      if (!token) return { ok: false, message: 'optOut.error' };
      try {
        await optOut(token);
      } catch {
        return { ok: false, message: 'optOut.error' };
      }
      return { ok: true, data: { optedOut: true } };
    },
  } satisfies Record<string, Action>;
}
