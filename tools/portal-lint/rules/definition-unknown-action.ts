import { didYouMean } from '../suggest.ts';
import { fill, type Rule } from '../types.ts';
import { partsOf } from '../walk.ts';

const messages = { unknown: 'Unknown action "{name}"{suggestion}; registered actions: {known}' };

export const definitionUnknownAction: Rule = {
  id: 'definition/unknown-action',
  description: "A form or button whose action is not in the app's action registry.",
  severity: 'error',
  kinds: ['screen'],
  messages,
  check(file, context) {
    const known = [...context.actions];
    // The block table says where blocks name an action (a form's submit, a button, a wizard's beforeStep).
    return [...partsOf(file.value)]
      .flatMap(({ part, view, path }) =>
        view.actions.map((key) => ({ name: part[key], path: [...path, key] })),
      )
      .filter(({ name }) => typeof name === 'string' && !context.actions.has(name))
      .map(({ name, path }) => ({
        message: fill(messages.unknown, {
          name: String(name),
          suggestion: didYouMean(String(name), known),
          known: known.join(', '),
        }),
        path,
      }));
  },
};
