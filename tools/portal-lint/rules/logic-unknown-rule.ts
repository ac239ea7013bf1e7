import { navigationItemsOf } from '../navigation.ts';
import { didYouMean } from '../suggest.ts';
import { fill, type JsonPath, type LintFile, type Rule } from '../types.ts';
import { conditionsOf, logicNodes } from '../walk.ts';

const messages = { unknown: 'No rules file defines the rule "{name}"{suggestion}' };

/** Every rule a file names: a {"rule": "name"} in its conditions, or a navigation item's "rule". */
function* namedRules(file: LintFile): Generator<{ name: unknown; path: JsonPath }> {
  if (file.kind === 'navigation') {
    for (const { item, path } of navigationItemsOf(file.value))
      yield { name: item.rule, path: [...path, 'rule'] };
    return;
  }
  for (const { logic, path } of conditionsOf(file.value)) {
    for (const node of logicNodes(logic, path)) {
      if (node.operator !== 'rule') continue;
      const at = [...node.path, 'rule'];
      yield { name: node.args[0], path: Array.isArray(node.value) ? [...at, 0] : at };
    }
  }
}

export const logicUnknownRule: Rule = {
  id: 'logic/unknown-rule',
  description: 'A {"rule": "name"}, or a navigation item\'s rule, whose name no file in rules/ defines.',
  severity: 'error',
  kinds: ['screen', 'rules', 'navigation'],
  messages,
  check(file, context) {
    return [...namedRules(file)]
      .filter((at): at is { name: string; path: JsonPath } => typeof at.name === 'string')
      .filter(({ name }) => !context.ruleNames.has(name))
      .map(({ name, path }) => ({
        message: fill(messages.unknown, { name, suggestion: didYouMean(name, context.ruleNames.keys()) }),
        path,
      }));
  },
};
