/**
 * The password checks that reveal a secret (spec 01 §7 ValidatePasswordForLoggedInUser and
 * ValidatePasswordForResetPassword): whether a candidate is the owner's SSN, or their current
 * password. They exist for the rule checklist a person sees while typing a new password, so
 * they answer only for a candidate that could be a password under the institution's rules
 * (any other would be refused whatever the answer), and only SECRET_CHECK_LIMIT times per
 * user and per session or link within the window; beyond it they answer 429, and the first
 * refusal of a run is recorded as a security event. The e-mail check reveals nothing the
 * caller cannot see and is not counted.
 */
import type { KeyObject } from 'node:crypto';
import type { ValidatePasswordForLoggedInUserRequest } from '../../src/generated/api-types/passwords.ts';
import type { Deps } from '../http/env.ts';
import { tooManyRequests } from '../http/errors.ts';
import {
  isCurrentPassword,
  matchesEmail,
  matchesSsn,
  publicRuleProblem,
  type PasswordOwner,
} from './passwordRules.ts';
import { takeOrRefuse, type Actor, type WindowLimit } from './windowLimits.ts';

/** 10 checks in 10 minutes: a person typing a new password sends one per pause, and fewer. */
export const SECRET_CHECK_LIMIT: WindowLimit = { perUser: 10, perHolder: 10, windowMinutes: 10 };

/** The checks asked for (the reset-token request adds only its token). */
export type PasswordQuestion = ValidatePasswordForLoggedInUserRequest;

export interface PasswordAnswer {
  PasswordMatchesSSN: boolean;
  PasswordMatchesEmail: boolean;
  PasswordExists: boolean;
}

/** Counts one secret check of the actor, or refuses it (429) past the cap. */
function takeSecretCheck(deps: Deps, actor: Actor & { ip: string }) {
  const { perUser, windowMinutes } = SECRET_CHECK_LIMIT;
  takeOrRefuse(deps, 'secretCheck', actor, SECRET_CHECK_LIMIT, {
    event: {
      kind: 'secretCheckLimit',
      detail: `More than ${perUser} password checks against the SSN or the current password within ${windowMinutes} minutes: further checks are refused for now.`,
    },
    error: (retryAfter) =>
      tooManyRequests(
        `Too many password checks: try again in ${retryAfter} seconds. The password is still checked in full when it is saved.`,
        retryAfter,
      ),
  });
}

/** The server-side checks of a candidate password, each false unless asked for and allowed. */
export async function passwordCheck(
  deps: Deps,
  owner: PasswordOwner & { id: number },
  request: PasswordQuestion,
  caller: { holder: string; ip: string; kind: 'password' | 'activation' },
  ssnKey: KeyObject = deps.ssnKey,
): Promise<PasswordAnswer> {
  const password = request.PasswordToValidate;
  const answer = {
    PasswordMatchesSSN: false,
    PasswordMatchesEmail: request.InvalidWhenMatchEmail === true && matchesEmail(owner, password),
    PasswordExists: false,
  };
  const asksSecret = request.InvalidWhenMatchesSSN === true || request.InvalidWhenPasswordExists === true;
  if (!asksSecret || publicRuleProblem(owner, password, deps, caller.kind) !== undefined) return answer;
  takeSecretCheck(deps, { userId: owner.id, holder: caller.holder, ip: caller.ip });
  return {
    ...answer,
    PasswordMatchesSSN: request.InvalidWhenMatchesSSN === true && matchesSsn(owner, password, ssnKey),
    PasswordExists: request.InvalidWhenPasswordExists === true && (await isCurrentPassword(owner, password)),
  };
}
