import { didYouMean } from '../suggest.ts';
import { fill, type Rule } from '../types.ts';
import { blocksOf } from '../walk.ts';

const messages = { unknown: 'Unknown action "{name}"{suggestion}; registered actions: {known}' };

/** Where blocks name an action: forms on submit, buttons on click, wizards before a step change. */
const ACTION_KEYS: Readonly<Record<string, string>> = {
  form: 'action',
  button: 'action',
  wizard: 'beforeStep',
};

export const definitionUnknownAction: Rule = {
  id: 'definition/unknown-action',
  description: "A form or button whose action is not in the app's action registry.",
  severity: 'error',
  kinds: ['screen'],
  messages,
  check(file, context) {
    const known = [...context.actions];
    return [...blocksOf(file.value)]
      .map(({ block, path }) => ({ key: ACTION_KEYS[String(block.type)], block, path }))
      .filter(({ key, block }) => key !== undefined && typeof block[key] === 'string')
      .filter(({ key, block }) => !context.actions.has(String(block[key!])))
      .map(({ key, block, path }) => ({
        message: fill(messages.unknown, {
          name: String(block[key!]),
          suggestion: didYouMean(String(block[key!]), known),
          known: known.join(', '),
        }),
        path: [...path, key!],
      }));
  },
};
