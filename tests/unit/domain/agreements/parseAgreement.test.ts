import { describe, expect, it } from 'vitest';
import {
  agreementDate,
  parseAgreement,
  type Agreement,
  type AgreementProblem,
} from '../../../../src/domain/agreements/parseAgreement';

describe('parseAgreement', () => {
  it.each<[string, string, number, Agreement]>([
    [
      'one type',
      'https://bank.example/terms.pdf|1/15/2025|Online Banking Agreement|login',
      0,
      {
        url: 'https://bank.example/terms.pdf',
        date: '1/15/2025',
        isoDate: '2025-01-15',
        name: 'Online Banking Agreement',
        whenToAgree: [0],
        hostNum: 11337,
      },
    ],
    [
      'every type, with spaces, in the written order',
      '/terms/esign.html|2024-02-29|E-Sign Consent|texting, estatements,ach , registration,login',
      4,
      {
        url: '/terms/esign.html',
        date: '2024-02-29',
        isoDate: '2024-02-29',
        name: 'E-Sign Consent',
        whenToAgree: [4, 3, 2, 1, 0],
        hostNum: 11341,
      },
    ],
    [
      'two-digit month and day, parts padded with spaces',
      ' https://x.example/a | 03/07/2026 | Privacy | registration ',
      1,
      {
        url: 'https://x.example/a',
        date: '03/07/2026',
        isoDate: '2026-03-07',
        name: 'Privacy',
        whenToAgree: [1],
        hostNum: 11338,
      },
    ],
    [
      'type names in any case, repeats once',
      'u|12/31/1999|N|Login,LOGIN,eStatements',
      2,
      { url: 'u', date: '12/31/1999', isoDate: '1999-12-31', name: 'N', whenToAgree: [0, 3], hostNum: 11339 },
    ],
  ])('reads %s', (_case, text, index, agreement) => {
    expect(parseAgreement(text, index)).toEqual({ ok: true, agreement });
  });

  it.each(['', '   '])('reads %j as no agreement', (text) => {
    expect(parseAgreement(text, 0)).toEqual({ ok: true, agreement: undefined });
  });

  it.each<[string, string, AgreementProblem, string, string]>([
    [
      'three parts',
      'https://x.example/a|1/1/2025|Privacy',
      'parts',
      'expected 4 parts separated by "|" (url|date|name|types), found 3',
      'https://x.example/a|1/1/2025|Privacy',
    ],
    [
      'one part',
      'Privacy',
      'parts',
      'expected 4 parts separated by "|" (url|date|name|types), found 1',
      'Privacy',
    ],
    [
      'five parts',
      'u|1/1/2025|N|login|extra',
      'parts',
      'expected 4 parts separated by "|" (url|date|name|types), found 5',
      'u|1/1/2025|N|login|extra',
    ],
    ['an empty url', ' |1/1/2025|N|login', 'parts', 'the url part is empty', ' |1/1/2025|N|login'],
    ['an empty name', 'u|1/1/2025||login', 'parts', 'the name part is empty', 'u|1/1/2025||login'],
    [
      'an unknown type',
      'u|1/1/2025|N|login, mortgage',
      'type',
      'Invalid agreement type "mortgage"',
      'mortgage',
    ],
    ['a near miss', 'u|1/1/2025|N|estatement', 'type', 'Invalid agreement type "estatement"', 'estatement'],
    ['an empty type between commas', 'u|1/1/2025|N|login,,ach', 'type', 'Invalid agreement type ""', ''],
    ['no type', 'u|1/1/2025|N| ', 'type', 'no agreement type given', ''],
    [
      'a date that does not exist',
      'u|2/30/2025|N|login',
      'date',
      'unreadable date "2/30/2025" (write M/D/YYYY or YYYY-MM-DD)',
      '2/30/2025',
    ],
    [
      'a two-digit year',
      'u|1/15/25|N|login',
      'date',
      'unreadable date "1/15/25" (write M/D/YYYY or YYYY-MM-DD)',
      '1/15/25',
    ],
    ['no date', 'u||N|login', 'date', 'unreadable date "" (write M/D/YYYY or YYYY-MM-DD)', ''],
    [
      'words',
      'u|January 15, 2025|N|login',
      'date',
      'unreadable date "January 15, 2025" (write M/D/YYYY or YYYY-MM-DD)',
      'January 15, 2025',
    ],
  ])('rejects %s', (_case, text, problem, detail, part) => {
    expect(parseAgreement(text, 0)).toEqual({ ok: false, problem, detail, text: part });
  });

  it('does not take inherited names for types', () => {
    expect(parseAgreement('u|1/1/2025|N|constructor', 0)).toMatchObject({ ok: false, problem: 'type' });
  });
});

describe('agreementDate', () => {
  it.each<[string, string | undefined]>([
    ['1/5/2025', '2025-01-05'],
    ['01/05/2025', '2025-01-05'],
    ['2025-01-05', '2025-01-05'],
    ['2/29/2024', '2024-02-29'],
    ['2/29/2025', undefined],
    ['13/1/2025', undefined],
    ['2025-1-5', undefined],
    ['1-5-2025', undefined],
    ['', undefined],
  ])('%j is %j', (text, iso) => {
    expect(agreementDate(text)).toBe(iso);
  });
});
