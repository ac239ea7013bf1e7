/** The new mark after a document list refresh (spec 03 §4 Document list), as a table. */
import { describe, expect, it } from 'vitest';
import { markNewDocuments } from '../../../../src/domain/documents';

const docs = (...ids: string[]) => ids.map((FileId) => ({ FileId, DisplayName: `Name ${FileId}` }));

describe('markNewDocuments', () => {
  it.each([
    ['the first load marks nothing', undefined, ['a', 'b'], []],
    ['an unchanged list marks nothing', ['a', 'b'], ['a', 'b'], []],
    ['a document added by an upload is new', ['a'], ['c', 'a'], ['c']],
    ['every document of a list that was empty is new', [], ['a', 'b'], ['a', 'b']],
    ['a removed document leaves no mark', ['a', 'b'], ['b'], []],
    ['an empty refresh marks nothing', ['a'], [], []],
    ['several new among old ones, in list order', ['b'], ['d', 'b', 'c'], ['d', 'c']],
  ] as const)('%s', (_, previous, next, expected) => {
    const marked = markNewDocuments(previous && docs(...previous), docs(...next));
    expect(marked.filter((document) => document.isNew).map((document) => document.FileId)).toEqual(expected);
  });

  it('keeps every field of the document', () => {
    expect(markNewDocuments([], docs('a'))).toEqual([{ FileId: 'a', DisplayName: 'Name a', isNew: true }]);
  });

  it('does not carry an earlier mark past the next refresh', () => {
    const first = markNewDocuments(docs('a'), docs('b', 'a'));
    expect(markNewDocuments(first, docs('b', 'a')).some((document) => document.isNew)).toBe(false);
  });
});
