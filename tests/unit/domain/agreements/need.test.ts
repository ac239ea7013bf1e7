import { describe, expect, it } from 'vitest';
import { agreementsNeeded, type AgreementRecord } from '../../../../src/domain/agreements';

const TERMS = '/terms.html|1/1/2026|Online Banking Agreement|login';
const ESIGN = '/esign.html|3/1/2026|E-Sign Consent|login, estatements';
const LATER = '/later.html|12/1/2026|Future Terms|login';
const REGISTRATION = '/reg.html|1/1/2026|Registration Terms|registration';

const record = (name: string, agreed: string, type?: number): AgreementRecord => ({
  Name: name,
  DateOfAgreement: agreed,
  AgreementType: type,
});

describe('agreementsNeeded', () => {
  it.each<[string, string[], AgreementRecord[], string[]]>([
    ['none configured', ['', ''], [], []],
    ['a login agreement never accepted', [TERMS], [], ['Online Banking Agreement']],
    ['accepted after its date', [TERMS], [record('Online Banking Agreement', '2026-02-01T10:00:00Z')], []],
    ['accepted on its date', [TERMS], [record('Online Banking Agreement', '2026-01-01T08:00:00Z')], []],
    [
      'accepted before new terms',
      [TERMS],
      [record('Online Banking Agreement', '2025-12-31T23:00:00Z')],
      ['Online Banking Agreement'],
    ],
    ['matched by its id even when renamed', [TERMS], [record('Old name', '2026-05-01T00:00:00Z', 11337)], []],
    ['terms dated in the future', [LATER], [], []],
    ['another moment only', [REGISTRATION], [], []],
    ['several, in order', [TERMS, REGISTRATION, ESIGN], [], ['Online Banking Agreement', 'E-Sign Consent']],
  ])('%s', (_case, settings, records, names) => {
    const { needed, invalid } = agreementsNeeded(settings, records, '2026-11-22', 'login');
    expect(needed.map((agreement) => agreement.name)).toEqual(names);
    expect(invalid).toEqual([]);
  });

  const ACH = '/ach.html|11/22/2026|ACH Terms|ach';
  it.each<[string, string[], AgreementRecord[], string, string[]]>([
    ['spec 02 §4 ACH: dated today is needed', [ACH], [], 'ach', ['ACH Terms']],
    [
      'spec 02 §4 ACH: dated tomorrow is not needed yet',
      ['/ach.html|11/23/2026|ACH Terms|ach'],
      [],
      'ach',
      [],
    ],
    ['spec 02 §4 ACH: a record on the date', [ACH], [record('ACH Terms', '2026-11-22T09:00:00Z')], 'ach', []],
    [
      'spec 02 §4 ACH: a record the day before',
      [ACH],
      [record('ACH Terms', '2026-11-21T23:59:59Z')],
      'ach',
      ['ACH Terms'],
    ],
    ['spec 02 §4 ACH: not asked at login', [ACH], [], 'login', []],
    [
      'spec 02 §4 ACH: matched by id 11337 + index',
      ['', '', ACH],
      [record('Renamed', '2026-11-22T00:00:00Z', 11339)],
      'ach',
      [],
    ],
  ])('%s', (_case, settings, records, when, names) => {
    const { needed } = agreementsNeeded(settings, records, '2026-11-22', when as 'ach' | 'login');
    expect(needed.map((agreement) => agreement.name)).toEqual(names);
  });

  it('forces up to 5 agreements (spec 02 §9): a sixth is reported and ignored', () => {
    const six = [TERMS, '', '', '', '', '/sixth.html|1/1/2026|Sixth|login'];
    const { needed, invalid } = agreementsNeeded(six, [], '2026-11-22', 'login');
    expect(needed.map((agreement) => agreement.name)).toEqual(['Online Banking Agreement']);
    expect(invalid).toEqual([{ index: 5, detail: expect.stringContaining('only 5 agreements') as unknown }]);
  });

  it('gives each agreement its id from its place in the list', () => {
    const { needed } = agreementsNeeded(['', TERMS], [], '2026-11-22', 'login');
    expect(needed[0]!.hostNum).toBe(11338);
  });

  it('reports settings that are not agreements, and still finds the others', () => {
    const { needed, invalid } = agreementsNeeded(['broken|text', TERMS], [], '2026-11-22', 'login');
    expect(needed.map((agreement) => agreement.name)).toEqual(['Online Banking Agreement']);
    expect(invalid).toHaveLength(1);
    expect(invalid[0]!.index).toBe(0);
  });
});
