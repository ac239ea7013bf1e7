import { BLOCK_TYPES } from '../../../src/engine/blockTypes.ts';
import { didYouMean } from '../suggest.ts';
import { fill, type Rule } from '../types.ts';
import { blocksOf } from '../walk.ts';

const messages = { unknown: 'Unknown block type {type}{suggestion}; the renderer knows {known}' };

export const definitionUnknownBlockType: Rule = {
  id: 'definition/unknown-block-type',
  description: 'A block whose type the renderer does not know.',
  severity: 'error',
  kinds: ['screen'],
  messages,
  check(file) {
    const known = [...BLOCK_TYPES];
    return [...blocksOf(file.value)]
      .filter(({ block }) => typeof block.type !== 'string' || !BLOCK_TYPES.has(block.type))
      .map(({ block, path }) => ({
        message: fill(messages.unknown, {
          type: JSON.stringify(block.type),
          suggestion: typeof block.type === 'string' ? didYouMean(block.type, known) : '',
          known: known.join(', '),
        }),
        path: [...path, 'type'],
      }));
  },
};
