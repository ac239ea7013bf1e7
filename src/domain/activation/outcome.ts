/**
 * What an accepted activation leads to (spec 01 §4 'Activation', §8 'Activation'): the
 * user signs in with the new password under the account's login name, unless another
 * user holds that name or the account is restricted; then the screen says so.
 */

/** The fields of the ActivateAccount answer this reads (spec 01 §3 'Activation response'). */
export interface ActivationAnswer {
  LogonNameTaken: boolean;
  Restricted: boolean;
  UserName: string;
}

export type ActivationRefusal = 'logonNameTaken' | 'restricted';

export type ActivationOutcome =
  | { kind: 'signIn'; username: string }
  | { kind: 'refused'; refusal: ActivationRefusal; message: `activation.${ActivationRefusal}` };

function refused(refusal: ActivationRefusal): ActivationOutcome {
  return { kind: 'refused', refusal, message: `activation.${refusal}` };
}

/** A taken login name comes first: the account was not activated at all. */
export function activationOutcome(answer: ActivationAnswer): ActivationOutcome {
  if (answer.LogonNameTaken) return refused('logonNameTaken');
  if (answer.Restricted) return refused('restricted');
  return { kind: 'signIn', username: answer.UserName };
}
