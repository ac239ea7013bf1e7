import { didYouMean } from '../suggest.ts';
import { fill, type Finding, type Rule } from '../types.ts';
import { conditionsOf, logicNodes } from '../walk.ts';

const messages = { unknown: 'No rules file defines the rule "{name}"{suggestion}' };

export const logicUnknownRule: Rule = {
  id: 'logic/unknown-rule',
  description: 'A {"rule": "name"} whose name no file in rules/ defines.',
  severity: 'error',
  kinds: ['screen', 'rules'],
  messages,
  check(file, context) {
    const findings: Finding[] = [];
    for (const { logic, path } of conditionsOf(file.value)) {
      for (const node of logicNodes(logic, path)) {
        const [name] = node.args;
        if (node.operator !== 'rule' || typeof name !== 'string' || context.ruleNames.has(name)) continue;
        const at = [...node.path, 'rule'];
        findings.push({
          message: fill(messages.unknown, { name, suggestion: didYouMean(name, context.ruleNames.keys()) }),
          path: Array.isArray(node.value) ? [...at, 0] : at,
        });
      }
    }
    return findings;
  },
};
