import { describe, expect, it } from 'vitest';
import type { Logic } from '../../../src/engine';
import { closedByOption } from '../../../src/app/routes';

describe('closedByOption', () => {
  it.each<[string, Logic | undefined, Record<string, unknown> | undefined, boolean]>([
    ['no condition', undefined, { Studio: false }, false],
    ['options not known', { option: ['Studio', false] }, undefined, false],
    ['the option off', { option: ['Studio', false] }, { Studio: false }, true],
    ['the option on', { option: ['Studio', false] }, { Studio: true }, false],
    ['the option missing, fallback false', { option: ['Studio', false] }, {}, true],
    ['the option missing, fallback true', { option: ['Faq', true] }, {}, false],
    ['another condition decides at render', { '!': { rule: 'usesSingleSignOn' } }, {}, false],
    ['an option among more', { and: [{ option: ['Studio', false] }, true] }, {}, false],
  ])('%s', (_, logic, options, closed) => expect(closedByOption(logic, options)).toBe(closed));
});
