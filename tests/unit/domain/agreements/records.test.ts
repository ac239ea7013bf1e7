/** acceptedRecords: the records a user gains by accepting agreements, dated the day of acceptance. */
import { describe, expect, it } from 'vitest';
import {
  acceptedRecords,
  agreementsNeeded,
  parseAgreement,
  type Agreement,
} from '../../../../src/domain/agreements';

function agreement(text: string, index: number): Agreement {
  const parsed = parseAgreement(text, index);
  if (!parsed.ok || !parsed.agreement) throw new Error(`not an agreement: ${text}`);
  return parsed.agreement;
}

const ACH = '/ach.html|6/30/2026|ACH Authorization|ach';
const BOTH = '/terms.html|2026-01-01|Online Banking Agreement|login, ach';

describe('acceptedRecords', () => {
  it.each<[string, Agreement[], string, object[]]>([
    ['none accepted', [], '2026-11-22', []],
    [
      'one per agreement, dated the given day, typed by HostNum',
      [agreement(ACH, 1), agreement(BOTH, 0)],
      '2026-11-22',
      [
        {
          Name: 'ACH Authorization',
          DateOfTerms: '2026-06-30',
          DateOfAgreement: '2026-11-22',
          AgreementType: 11338,
        },
        {
          Name: 'Online Banking Agreement',
          DateOfTerms: '2026-01-01',
          DateOfAgreement: '2026-11-22',
          AgreementType: 11337,
        },
      ],
    ],
  ])('%s', (_case, agreements, date, expected) => {
    expect(acceptedRecords(agreements, date)).toEqual(expected);
  });

  it('spares the agreements accepted: agreementsNeeded no longer lists them', () => {
    const settings = [BOTH, ACH];
    const before = agreementsNeeded(settings, [], '2026-11-22', 'ach').needed;
    expect(before.map((item) => item.hostNum)).toEqual([11337, 11338]);
    const records = acceptedRecords(before, '2026-11-22');
    expect(agreementsNeeded(settings, records, '2026-11-22', 'ach').needed).toEqual([]);
  });
});
