/**
 * The password rule checklist (spec 01 §5 'Password rule checklist'): each rule of the server's
 * rule set with whether the password meets it, all unmet until a password is typed, 'not used
 * before' always listed, the two login-name rules one line when both are listed. Shown under
 * the registration's, activation's and forced change's password (PasswordRulesWidget) and the
 * profile's new password; its id describes the input. When the server could not check the
 * password now (too many checks, no connection), a note says so.
 */
import {
  checklistLines,
  type ChecklistLine,
  type ChecklistLineKey,
  type PasswordFacts,
  type RuleSet,
} from '../../domain/passwords';
import type { ServerFindings } from '../../domain/passwords';
import { useSettings } from '../../engine';

const ITEM_TEXT: Readonly<Record<ChecklistLineKey, string>> = {
  doesNotMeetMinimumLength: 'passwords.ruleMinimumLength',
  missingCapitalLetter: 'passwords.ruleCapital',
  missingLowercaseLetter: 'passwords.ruleLowercase',
  missingLetter: 'passwords.ruleLetter',
  missingNumber: 'passwords.ruleNumber',
  missingSpecialCharacter: 'passwords.ruleSpecial',
  matchesSSN: 'passwords.ruleNotSsn',
  matchesEmail: 'passwords.ruleNotEmail',
  containsThreeOrMoreConsecutiveIdenticalCharacters: 'passwords.ruleNoRepeats',
  equalsPortionOfLogon: 'passwords.rulePartOfLogon',
  containsLogon: 'passwords.ruleContainsLogon',
  notLogon: 'passwords.ruleNotLogon',
  passwordReused: 'passwords.rulePasswordReused',
};

function RuleItem({ item }: { item: ChecklistLine }) {
  const settings = useSettings();
  return (
    <li className={`password-rules__item password-rules__item--${item.met ? 'met' : 'unmet'}`}>
      <span aria-hidden="true" className="password-rules__mark">
        {item.met ? '✓' : '•'}
      </span>
      {settings.text(ITEM_TEXT[item.key], item.limit === undefined ? undefined : { limit: item.limit })}
      <span className="visually-hidden">
        {settings.text(item.met ? 'passwords.ruleMet' : 'passwords.ruleNotMet')}
      </span>
    </li>
  );
}

export interface PasswordChecklistProps {
  id: string;
  rules: RuleSet;
  password: string;
  facts: PasswordFacts;
  findings: ServerFindings | undefined;
  /** The server could not check this password now. */
  unavailable?: boolean;
}

export function PasswordChecklist({
  id,
  rules,
  password,
  facts,
  findings,
  unavailable,
}: PasswordChecklistProps) {
  const settings = useSettings();
  return (
    <div className="password-rules" id={id}>
      <p className="password-rules__heading">{settings.text('passwords.checklistHeading')}</p>
      <ul>
        {checklistLines(rules, password, facts, findings).map((item) => (
          <RuleItem key={item.key} item={item} />
        ))}
      </ul>
      <p className="password-rules__note" role="status">
        {unavailable ? settings.text('passwords.cannotCheckNow') : null}
      </p>
    </div>
  );
}
