import { shownPath } from '../files.ts';
import { fill, type Rule } from '../types.ts';
import { isRecord } from '../walk.ts';

const messages = {
  duplicate: 'Rule "{name}" is already defined in {other}; the engine refuses a rule defined twice',
};

export const rulesDuplicateName: Rule = {
  id: 'rules/duplicate-name',
  description:
    'A rule name that another rules file defines too (reported in every file but the first by path).',
  severity: 'error',
  kinds: ['rules'],
  messages,
  check(file, context) {
    if (!isRecord(file.value) || !isRecord(file.value.rules)) return [];
    return Object.keys(file.value.rules).flatMap((name) => {
      const [first] = context.ruleNames.get(name) ?? [];
      if (first === undefined || first === shownPath(file.path)) return [];
      return [
        {
          message: fill(messages.duplicate, { name, other: first }),
          path: ['rules', name],
          on: 'key' as const,
        },
      ];
    });
  },
};
