/** The e-statements rules (src/domain/accounts/statements.ts): years, section visibility, format refusals. */
import { describe, expect, it } from 'vitest';
import {
  eStatementsSectionShown,
  formatChangeRefusal,
  opensThroughVendor,
  statementYears,
  type FormatChangeFacts,
  type SectionFacts,
} from '../../../../src/domain/accounts/statements';

describe('statementYears', () => {
  it.each([
    ['2026-11-22', [2026, 2025, 2024, 2023]],
    ['2026-01-01', [2026, 2025, 2024, 2023]],
    ['2030-12-31', [2030, 2029, 2028, 2027]],
  ])('on %s: this year and the previous 3, newest first', (today, years) => {
    expect(statementYears(today)).toEqual(years);
  });
});

describe('eStatementsSectionShown', () => {
  const open: SectionFacts = { eStatementsOn: true, hidden: false, closed: false, format: 'PaperOnly' };
  it.each<[string, Partial<SectionFacts>, boolean]>([
    ['an open loan on paper', {}, true],
    ['an open electronic loan', { format: 'ElectronicOnly' }, true],
    ['the e-statements option off', { eStatementsOn: false, format: 'ElectronicOnly' }, false],
    ['the section hidden by setting', { hidden: true }, false],
    ['a closed loan on paper', { closed: true }, false],
    ['a closed electronic loan', { closed: true, format: 'ElectronicOnly' }, true],
    ['a closed electronic loan, hidden', { closed: true, format: 'ElectronicOnly', hidden: true }, false],
  ])('%s: %s', (_name, facts, shown) => {
    expect(eStatementsSectionShown({ ...open, ...facts })).toBe(shown);
  });
});

describe('opensThroughVendor', () => {
  it.each([
    [0, false],
    [1, true],
    [3, true],
    [2, false],
  ])('provider %i: %s', (provider, vendor) => {
    expect(opensThroughVendor(provider)).toBe(vendor);
  });
});

describe('formatChangeRefusal', () => {
  const allowed: FormatChangeFacts = {
    eStatementsOn: true,
    paperAllowed: true,
    closed: false,
    hasEmail: true,
    missingAgreements: 0,
  };
  it.each<[string, Partial<FormatChangeFacts>, 'ElectronicOnly' | 'PaperOnly', string | undefined]>([
    ['electronic, everything in order', {}, 'ElectronicOnly', undefined],
    ['paper, everything in order', {}, 'PaperOnly', undefined],
    ['electronic with the option off', { eStatementsOn: false }, 'ElectronicOnly', 'EStatementsOff'],
    ['paper with the option off', { eStatementsOn: false }, 'PaperOnly', 'EStatementsOff'],
    ['paper when paper is not offered', { paperAllowed: false }, 'PaperOnly', 'PaperStatementsOff'],
    ['electronic when paper is not offered', { paperAllowed: false }, 'ElectronicOnly', undefined],
    ['electronic on a closed loan', { closed: true }, 'ElectronicOnly', 'AccountClosed'],
    ['paper on a closed loan', { closed: true }, 'PaperOnly', 'AccountClosed'],
    ['electronic without an e-mail address', { hasEmail: false }, 'ElectronicOnly', 'NoEmailAddress'],
    ['paper without an e-mail address', { hasEmail: false }, 'PaperOnly', undefined],
    [
      'electronic with an agreement missing',
      { missingAgreements: 1 },
      'ElectronicOnly',
      'EStatementAgreementRequired',
    ],
    ['paper with an agreement missing', { missingAgreements: 2 }, 'PaperOnly', undefined],
    [
      'electronic without e-mail and agreement: the e-mail first',
      { hasEmail: false, missingAgreements: 1 },
      'ElectronicOnly',
      'NoEmailAddress',
    ],
    [
      'closed and the option off: the option first',
      { closed: true, eStatementsOn: false },
      'PaperOnly',
      'EStatementsOff',
    ],
  ])('%s: %s', (_name, facts, format, refusal) => {
    expect(formatChangeRefusal({ ...allowed, ...facts }, format)).toBe(refusal);
  });
});
