import { constantOutcome } from '../logic-facts.ts';
import { fill, type Rule } from '../types.ts';
import { conditionsOf } from '../walk.ts';

const messages = {
  constant: 'Condition is always {outcome}: it reads no context, setting, option, rule or date',
};

export const logicConstantCondition: Rule = {
  id: 'logic/constant-condition',
  description:
    'A condition (visibleWhen, hiddenWhen, enabledWhen, disabledWhen or a rule) whose outcome cannot change because it reads nothing that varies.',
  severity: 'warning',
  kinds: ['screen', 'rules'],
  messages,
  check(file) {
    return [...conditionsOf(file.value)]
      .filter(({ role }) => role === 'condition')
      .flatMap(({ logic, path }) => {
        const outcome = constantOutcome(logic);
        return outcome === undefined
          ? []
          : [{ message: fill(messages.constant, { outcome: String(outcome) }), path }];
      });
  },
};
