import { didYouMean } from '../suggest.ts';
import { fill, type Rule } from '../types.ts';
import { blocksOf } from '../walk.ts';

const messages = { unknown: 'Unknown action "{name}"{suggestion}; registered actions: {known}' };

/** Blocks that run an action: forms on submit, buttons on click. */
const RUNS_ACTIONS = new Set(['form', 'button']);

export const definitionUnknownAction: Rule = {
  id: 'definition/unknown-action',
  description: "A form or button whose action is not in the app's action registry.",
  severity: 'error',
  kinds: ['screen'],
  messages,
  check(file, context) {
    const known = [...context.actions];
    return [...blocksOf(file.value)]
      .filter(({ block }) => RUNS_ACTIONS.has(String(block.type)) && typeof block.action === 'string')
      .filter(({ block }) => !context.actions.has(String(block.action)))
      .map(({ block, path }) => ({
        message: fill(messages.unknown, {
          name: String(block.action),
          suggestion: didYouMean(String(block.action), known),
          known: known.join(', '),
        }),
        path: [...path, 'action'],
      }));
  },
};
