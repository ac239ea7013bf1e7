import { didYouMean } from '../suggest.ts';
import { fill, type Finding, type Rule } from '../types.ts';
import { formsOf } from '../walk.ts';

const messages = {
  notInSchema: 'Field "{name}" is not a property of the form\'s schema{suggestion}',
  noField: 'Required property "{name}" has no entry in fields, so it can never be filled in',
};

export const formFields: Rule = {
  id: 'form/fields',
  description: "A field that is not in the form's schema, or a required schema property with no field.",
  severity: 'error',
  kinds: ['screen'],
  messages,
  check(file) {
    const findings: Finding[] = [];
    for (const { path, properties, required, fields } of formsOf(file.value)) {
      for (const name of Object.keys(fields)) {
        if (!Object.hasOwn(properties, name)) {
          findings.push({
            message: fill(messages.notInSchema, {
              name,
              suggestion: didYouMean(name, Object.keys(properties)),
            }),
            path: [...path, 'fields', name],
            on: 'key',
          });
        }
      }
      required.forEach((name, index) => {
        if (!Object.hasOwn(fields, name))
          findings.push({
            message: fill(messages.noField, { name }),
            path: [...path, 'schema', 'required', index],
          });
      });
    }
    return findings;
  },
};
