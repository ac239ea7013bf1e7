/**
 * A new password with its rule checklist (spec 01 §5 'Password rule checklist'): the
 * password input with its reveal button and, when the rule list is on and the rule set is
 * loaded, each rule with whether the password meets it. All rules show unmet until a
 * password is typed; 'not used before' is always listed. The server's checks join in
 * after a pause. The checklist is described to screen readers with the input.
 */
import type { WidgetProps } from '@rjsf/utils';
import { checklist, type ChecklistItem, type RuleKey } from '../../domain/passwords';
import { useSettings } from '../../engine';
import { PasswordWidget } from '../inputs/PasswordWidget';
import { factsOf, ruleSetOf, serverCheckOf } from './options';
import { useServerFindings } from './useServerFindings';

const ITEM_TEXT: Readonly<Record<RuleKey, string>> = {
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
  passwordReused: 'passwords.rulePasswordReused',
};

function RuleItem({ item }: { item: ChecklistItem }) {
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

export function PasswordRulesWidget(props: WidgetProps) {
  const settings = useSettings();
  const { id, options, value } = props;
  const rules = ruleSetOf(options);
  const password = typeof value === 'string' ? value : '';
  const findings = useServerFindings(
    rules,
    password,
    serverCheckOf(options),
    props.disabled || props.readonly,
  );
  const listId = `${id}__rules`;
  return (
    <div className="password-rules-field">
      <PasswordWidget {...props} options={rules ? { ...options, describedBy: listId } : options} />
      {rules && (
        <div className="password-rules" id={listId}>
          <p className="password-rules__heading">{settings.text('passwords.checklistHeading')}</p>
          <ul>
            {checklist(rules, password, factsOf(options), findings).map((item) => (
              <RuleItem key={item.key} item={item} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
