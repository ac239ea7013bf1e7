/**
 * The block table as its readers see it: the row of each type with the conditions every
 * block has, and the blocks a block holds, through lists, steps and cases.
 */
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, blockView, childBlocks, type Block } from '../../../src/engine';

const text = (key: string): Block => ({ type: 'text', text: key });

describe('blockView', () => {
  it('gives every block visibleWhen and hiddenWhen, before the conditions of its own row', () => {
    expect(blockView('heading')?.conditions).toEqual(['visibleWhen', 'hiddenWhen']);
    expect(blockView('form')?.conditions).toEqual([
      'visibleWhen',
      'hiddenWhen',
      'enabledWhen',
      'disabledWhen',
    ]);
  });

  it.each<[type: unknown]>([['carousel'], [undefined], [42], ['toString']])('knows no row for %j', (type) => {
    expect(blockView(type)).toBeUndefined();
  });

  it('knows a row for every block type', () => {
    for (const type of BLOCK_TYPES) expect(blockView(type), type).toBeDefined();
  });
});

describe('childBlocks', () => {
  it.each<[name: string, block: Block, expected: Block[]]>([
    ['a text holds none', text('a.a'), []],
    [
      'a section holds its list',
      { type: 'section', blocks: [text('a.a'), text('a.b')] },
      [text('a.a'), text('a.b')],
    ],
    [
      'a wizard holds every step’s blocks, in order',
      {
        type: 'wizard',
        id: 'w',
        label: 'a.l',
        steps: [
          { id: 'one', title: 'a.t', blocks: [text('a.a')] },
          { id: 'two', title: 'a.t', blocks: [text('a.b'), text('a.c')] },
        ],
      },
      [text('a.a'), text('a.b'), text('a.c')],
    ],
    [
      'a switch holds every case’s blocks, shown or not',
      { type: 'switch', on: { var: 'data.step' }, cases: { one: [text('a.a')], two: [text('a.b')] } },
      [text('a.a'), text('a.b')],
    ],
  ])('%s', (_name, block, expected) => {
    expect(childBlocks(block)).toEqual(expected);
  });
});
