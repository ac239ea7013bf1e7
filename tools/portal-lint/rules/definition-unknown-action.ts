import { didYouMean } from '../suggest.ts';
import { fill, type Rule } from '../types.ts';
import { formsOf } from '../walk.ts';

const messages = { unknown: 'Unknown action "{name}"{suggestion}; registered actions: {known}' };

export const definitionUnknownAction: Rule = {
  id: 'definition/unknown-action',
  description: "A form whose action is not in the app's action registry.",
  severity: 'error',
  kinds: ['screen'],
  messages,
  check(file, context) {
    const known = [...context.actions];
    return [...formsOf(file.value)]
      .filter(({ form }) => typeof form.action === 'string' && !context.actions.has(form.action))
      .map(({ form, path }) => ({
        message: fill(messages.unknown, {
          name: String(form.action),
          suggestion: didYouMean(String(form.action), known),
          known: known.join(', '),
        }),
        path: [...path, 'action'],
      }));
  },
};
