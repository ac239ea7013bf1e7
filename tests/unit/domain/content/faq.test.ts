/**
 * The FAQ's sections (spec 03 §2.11): General first, then Security, Account, Rates and
 * Holidays; a section or an item hidden by its flag, or an item whose question is empty, is
 * left out, and so is a section left with no item. Every key it names is in the catalogue.
 */
import { describe, expect, it } from 'vitest';
import { catalogueEntries } from '../../../../src/generated/catalogue';
import { faqKeys, faqSections, type FaqSettings } from '../../../../src/domain/content';

/** The catalogue's defaults with these values over them (flags as 'true'). */
function settings(values: Record<string, string> = {}): FaqSettings {
  const text = (key: string) => values[key] ?? catalogueEntries[key]?.[0] ?? '';
  return { text, flag: (key) => text(key) === 'true' };
}

const order = (shown: ReturnType<typeof faqSections>) => shown.map((section) => section.id);
const items = (shown: ReturnType<typeof faqSections>, id: string) =>
  shown.find((section) => section.id === id)?.items.map((item) => item.id);

describe('faqSections', () => {
  it('shows the five sections, General first, each with its items', () => {
    const shown = faqSections(settings());
    expect(order(shown)).toEqual(['general', 'security', 'account', 'rates', 'holidays']);
    expect(shown[0]).toMatchObject({ title: 'faq.generalTitle' });
    expect(shown[0]!.items[0]).toEqual({
      id: 'general1',
      question: 'faq.general1Question',
      answer: 'faq.general1Answer',
    });
    expect(shown.every((section) => section.items.length >= 3)).toBe(true);
  });

  it.each([
    ['a hidden section', { 'faq.hideSecurity': 'true' }, ['general', 'account', 'rates', 'holidays']],
    ['General hidden', { 'faq.hideGeneral': 'true' }, ['security', 'account', 'rates', 'holidays']],
    [
      'every item of a section hidden',
      { 'faq.hideRates1': 'true', 'faq.hideRates2': 'true', 'faq.hideRates3': 'true' },
      ['general', 'security', 'account', 'holidays'],
    ],
    [
      'every question of a section emptied',
      { 'faq.holidays1Question': '', 'faq.holidays2Question': ' ', 'faq.holidays3Question': '' },
      ['general', 'security', 'account', 'rates'],
    ],
    [
      'every section hidden',
      {
        'faq.hideGeneral': 'true',
        'faq.hideSecurity': 'true',
        'faq.hideAccount': 'true',
        'faq.hideRates': 'true',
        'faq.hideHolidays': 'true',
      },
      [],
    ],
  ])('leaves out %s', (_case, values, expected) => {
    expect(order(faqSections(settings(values)))).toEqual(expected);
  });

  it.each([
    ['a hidden item', { 'faq.hideAccount2': 'true' }, ['account1', 'account3', 'account4']],
    ['an emptied question', { 'faq.account4Question': '' }, ['account1', 'account2', 'account3']],
    ['nothing', { 'faq.hideAccount2': 'false' }, ['account1', 'account2', 'account3', 'account4']],
  ])('leaves out %s of a section', (_case, values, expected) => {
    expect(items(faqSections(settings(values)), 'account')).toEqual(expected);
  });
});

describe('faqKeys', () => {
  it('names only keys the catalogue declares, questions and titles as text, answers as rich text', () => {
    for (const { section, hide, itemHides } of faqKeys()) {
      expect(catalogueEntries[section.title]?.[1], section.title).toBe('text');
      expect(catalogueEntries[hide]?.[1], hide).toBe('flag');
      for (const key of itemHides) expect(catalogueEntries[key]?.[1], key).toBe('flag');
      for (const item of section.items) {
        expect(catalogueEntries[item.question]?.[1], item.question).toBe('text');
        expect(catalogueEntries[item.answer]?.[1], item.answer).toBe('richText');
      }
    }
  });

  it('leaves no FAQ item of the catalogue out', () => {
    const named = new Set(
      faqKeys().flatMap(({ section }) => section.items.flatMap((item) => [item.question, item.answer])),
    );
    const declared = Object.keys(catalogueEntries).filter((key) =>
      /^faq\.[a-z]+\d+(Question|Answer)$/.test(key),
    );
    expect(declared.filter((key) => !named.has(key))).toEqual([]);
  });
});
