/**
 * The server's view of a password (matches the SSN, looks like the e-mail, used before),
 * asked 500 ms after the last keystroke; an older answer never replaces a newer one.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  createLatestCheck,
  needsServerCheck,
  serverCheckFlags,
  serverFindings,
  type RuleSet,
  type ServerFindings,
} from '../../domain/passwords';
import { validatePasswordForLoggedInUser, validatePasswordForResetPassword } from '../../api/passwords';
import type { ServerCheckKind } from './options';

interface Answer {
  password: string;
  findings: ServerFindings;
}

export function useServerFindings(
  rules: RuleSet | undefined,
  password: string,
  check: { kind: ServerCheckKind; token?: string } | undefined,
  /** The form is busy or the field disabled: nothing is asked (a submitted reset token may be used up). */
  paused = false,
): ServerFindings | undefined {
  const [answer, setAnswer] = useState<Answer>();
  const answered = answer?.password;
  const kind = check?.kind;
  const token = check?.token;
  const latest = useMemo(() => {
    if (!rules || !kind) return undefined;
    return createLatestCheck({
      run: async (input, signal) => {
        const body = { PasswordToValidate: input, ...serverCheckFlags(rules, input, { checkReused: true }) };
        const result =
          kind === 'reset'
            ? await validatePasswordForResetPassword({ ...body, ResetToken: token ?? '' }, signal)
            : await validatePasswordForLoggedInUser(body, signal);
        return serverFindings(result);
      },
      onResult: (input, findings) => setAnswer({ password: input, findings }),
      // A failed check leaves the rule to the server's answer on submit.
      onError: () => undefined,
    });
  }, [rules, kind, token]);

  useEffect(() => {
    if (!latest || !rules) return;
    const ask =
      !paused &&
      password !== '' &&
      password !== answered &&
      needsServerCheck(serverCheckFlags(rules, password, { checkReused: true }));
    if (ask) latest.schedule(password);
    else latest.cancel();
  }, [latest, rules, password, paused, answered]);
  useEffect(() => () => latest?.cancel(), [latest]);

  return answer && answer.password === password ? answer.findings : undefined;
}
