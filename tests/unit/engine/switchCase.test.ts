/**
 * Table-driven tests of the case a switch block shows: the one its `on` value names, only
 * when that value is a string a case is named by.
 */
import { describe, expect, it } from 'vitest';
import type { Block, Logic } from '../../../src/engine';
import { selectedCase } from '../../../src/engine/switchCase';
import { logicEnv } from './logicEnv';

const CODE: Block[] = [{ type: 'text', text: 'login.title' }];
const FORM: Block[] = [{ type: 'heading', text: 'login.title' }];
const cases = { credentials: FORM, securityCode: CODE, '1': CODE };
const STEP_OR_FORM: Logic = { or: [{ var: 'data.step' }, 'credentials'] };

describe('selectedCase', () => {
  it.each<[name: string, on: Logic, data: Record<string, unknown>, expected: string | undefined]>([
    ['the case the value names', { var: 'data.step' }, { step: 'securityCode' }, 'securityCode'],
    ['the fallback of an or while the value is missing', STEP_OR_FORM, {}, 'credentials'],
    ['the named case over the fallback', STEP_OR_FORM, { step: 'securityCode' }, 'securityCode'],
    ['a literal name', 'credentials', {}, 'credentials'],
    ['no case for a name no case has', STEP_OR_FORM, { step: 'done' }, undefined],
    ['no case for a missing value', { var: 'data.step' }, {}, undefined],
    ['no case for a number, even one a case is named by', { var: 'data.step' }, { step: 1 }, undefined],
    ['no case for an inherited name', { var: 'data.step' }, { step: 'toString' }, undefined],
  ])('gives %s', (_name, on, data, expected) => {
    const selected = selectedCase({ on, cases }, logicEnv({ context: { data } }));
    expect(selected?.name).toBe(expected);
    if (expected) expect(selected?.blocks).toBe(cases[expected as keyof typeof cases]);
  });
});
