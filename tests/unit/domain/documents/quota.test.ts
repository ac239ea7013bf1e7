/** How much one place (an account, an application, the profile) may hold of uploads, as a table. */
import { describe, expect, it } from 'vitest';
import { quotaRefusal, type StoredUploads } from '../../../../src/domain/documents';

const QUOTA = { maxFiles: 3, maxBytes: 1000 };

describe('quotaRefusal', () => {
  it.each<[string, StoredUploads, number, ReturnType<typeof quotaRefusal>]>([
    ['an empty place takes a file', { files: 0, bytes: 0 }, 400, undefined],
    ['the last file that fits by count', { files: 2, bytes: 0 }, 1, undefined],
    ['one file more than the count', { files: 3, bytes: 0 }, 1, 'placeFull'],
    ['a file that fills the space exactly', { files: 1, bytes: 600 }, 400, undefined],
    ['a file one byte over the space', { files: 1, bytes: 600 }, 401, 'placeSpaceFull'],
    ['a full count is said before a full space', { files: 3, bytes: 1000 }, 1, 'placeFull'],
  ])('%s', (_case, stored, bytes, refusal) => {
    expect(quotaRefusal(stored, bytes, QUOTA)).toBe(refusal);
  });
});
