import { canBeFalse, canBeTrue } from '../logic-facts.ts';
import { fill, type Finding, type Rule } from '../types.ts';
import { fieldsOf, isRecord } from '../walk.ts';

const messages = {
  visibleWhen:
    'Required field "{name}" is never visible: its visibleWhen can never be true, so the value it requires is never collected',
  hiddenWhen:
    'Required field "{name}" is never visible: its hiddenWhen is always true, so the value it requires is never collected',
};

export const formNeverVisible: Rule = {
  id: 'form/never-visible',
  description:
    'A required field whose visibleWhen can never be true (constant false, or a contradiction) or whose hiddenWhen is always true.',
  severity: 'error',
  kinds: ['screen'],
  messages,
  check(file) {
    const findings: Finding[] = [];
    for (const { form, name, field, path } of fieldsOf(file.value)) {
      const required =
        form.required.includes(name) || (isRecord(field.constraints) && field.constraints.required === true);
      if (!required) continue;
      if ('visibleWhen' in field && !canBeTrue(field.visibleWhen))
        findings.push({ message: fill(messages.visibleWhen, { name }), path: [...path, 'visibleWhen'] });
      if ('hiddenWhen' in field && !canBeFalse(field.hiddenWhen))
        findings.push({ message: fill(messages.hiddenWhen, { name }), path: [...path, 'hiddenWhen'] });
    }
    return findings;
  },
};
