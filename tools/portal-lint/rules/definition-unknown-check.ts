import { didYouMean } from '../suggest.ts';
import { fill, type Finding, type Rule } from '../types.ts';
import { fieldsOf, isRecord } from '../walk.ts';

const messages = { unknown: 'Unknown field check "{name}"{suggestion}; registered checks: {known}' };

export const definitionUnknownCheck: Rule = {
  id: 'definition/unknown-check',
  description: "A field's constraints.check that names no check of the app's registry.",
  severity: 'error',
  kinds: ['screen'],
  messages,
  check(file, context) {
    const findings: Finding[] = [];
    const known = [...context.checks];
    for (const { field, path } of fieldsOf(file.value)) {
      const check = isRecord(field.constraints) ? field.constraints.check : undefined;
      if (typeof check !== 'string' || context.checks.has(check)) continue;
      findings.push({
        message: fill(messages.unknown, {
          name: check,
          suggestion: didYouMean(check, known),
          known: known.join(', '),
        }),
        path: [...path, 'constraints', 'check'],
      });
    }
    return findings;
  },
};
