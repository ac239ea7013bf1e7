/**
 * A new password with its rule checklist (spec 01 §5 'Password rule checklist'): the
 * password input with its reveal button and, when the rule list is on and the rule set is
 * loaded, each rule with whether the password meets it (PasswordChecklist). All rules show
 * unmet until a password is typed; 'not used before' is always listed. The server's checks
 * join in after a pause. The checklist is described to screen readers with the input.
 */
import type { WidgetProps } from '@rjsf/utils';
import { PasswordWidget } from '../inputs/PasswordWidget';
import { factsOf, ruleSetOf, serverCheckOf } from './options';
import { PasswordChecklist } from './PasswordChecklist';
import { useServerFindings } from './useServerFindings';

export function PasswordRulesWidget(props: WidgetProps) {
  const { id, options, value } = props;
  const rules = ruleSetOf(options);
  const password = typeof value === 'string' ? value : '';
  const facts = factsOf(options);
  const { findings, unavailable } = useServerFindings(
    rules,
    password,
    facts,
    serverCheckOf(options),
    props.disabled || props.readonly,
  );
  const listId = `${id}__rules`;
  return (
    <div className="password-rules-field">
      <PasswordWidget {...props} options={rules ? { ...options, describedBy: listId } : options} />
      {rules && (
        <PasswordChecklist
          id={listId}
          rules={rules}
          password={password}
          facts={facts}
          findings={findings}
          unavailable={unavailable}
        />
      )}
    </div>
  );
}
