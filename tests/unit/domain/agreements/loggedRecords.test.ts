/** src/domain/agreements/records.ts loggedRecords: a login answer's logs as the session keeps them. */
import { describe, expect, it } from 'vitest';
import { loggedRecords } from '../../../../src/domain/agreements';

describe('loggedRecords', () => {
  it.each([
    ['no logs', undefined, []],
    [
      'a record with its type',
      [{ Name: 'Terms', DateOfTerms: '2026-01-01', DateOfAgreement: '2026-02-01', AgreementType: 2 }],
      [{ Name: 'Terms', DateOfTerms: '2026-01-01', DateOfAgreement: '2026-02-01', AgreementType: 2 }],
    ],
    [
      'no type: none kept, and fields beyond a record are dropped',
      [{ Name: 'Privacy', DateOfTerms: '2026-01-01', DateOfAgreement: '2026-02-01', Extra: 'x' }],
      [{ Name: 'Privacy', DateOfTerms: '2026-01-01', DateOfAgreement: '2026-02-01' }],
    ],
  ])('%s', (_name, logs, expected) => {
    expect(loggedRecords(logs)).toEqual(expected);
  });
});
