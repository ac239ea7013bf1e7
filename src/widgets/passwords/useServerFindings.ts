/**
 * The server's view of a password (matches the SSN, looks like the e-mail, used before),
 * asked 500 ms after the last keystroke, and only about a password that passes every rule the
 * portal checks itself; an older answer never replaces a newer one. A check the server could
 * not answer (too many checks: 429, or no connection) leaves the password "not checked now":
 * the checklist says so, and the server still checks it in full when it is saved.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  createLatestCheck,
  needsServerCheck,
  serverCheckFlags,
  serverFindings,
  type PasswordFacts,
  type RuleSet,
  type ServerFindings,
} from '../../domain/passwords';
import { validatePasswordForLoggedInUser, validatePasswordForResetPassword } from '../../api/passwords';
import type { ServerCheckKind } from './options';

type Answer = { password: string; findings: ServerFindings } | { password: string; unavailable: true };

export interface ServerView {
  /** The server's answers for the password shown, once it has answered. */
  findings: ServerFindings | undefined;
  /** The server could not check the password shown now. */
  unavailable: boolean;
}

export function useServerFindings(
  rules: RuleSet | undefined,
  password: string,
  facts: PasswordFacts,
  check: { kind: ServerCheckKind; token?: string } | undefined,
  /** The form is busy or the field disabled: nothing is asked (a submitted reset token may be used up). */
  paused = false,
): ServerView {
  const [answer, setAnswer] = useState<Answer>();
  const answered = answer?.password;
  const kind = check?.kind;
  const token = check?.token;
  const { logon, email, ssn } = facts;
  const options = useMemo(() => ({ checkReused: true, facts: { logon, email, ssn } }), [logon, email, ssn]);
  const latest = useMemo(() => {
    if (!rules || !kind) return undefined;
    return createLatestCheck({
      run: async (input, signal) => {
        const body = { PasswordToValidate: input, ...serverCheckFlags(rules, input, options) };
        const result =
          kind === 'reset'
            ? await validatePasswordForResetPassword({ ...body, ResetToken: token ?? '' }, signal)
            : await validatePasswordForLoggedInUser(body, signal);
        return serverFindings(result);
      },
      onResult: (input, findings) => setAnswer({ password: input, findings }),
      onError: (input) => setAnswer({ password: input, unavailable: true }),
    });
  }, [rules, kind, token, options]);

  useEffect(() => {
    if (!latest || !rules) return;
    const ask =
      !paused &&
      password !== '' &&
      password !== answered &&
      needsServerCheck(serverCheckFlags(rules, password, options));
    if (ask) latest.schedule(password);
    else latest.cancel();
  }, [latest, rules, password, paused, answered, options]);
  useEffect(() => () => latest?.cancel(), [latest]);

  const current = answer && answer.password === password ? answer : undefined;
  return {
    findings: current && 'findings' in current ? current.findings : undefined,
    unavailable: current !== undefined && 'unavailable' in current,
  };
}
