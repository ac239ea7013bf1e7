/**
 * The FAQ's sections and items (spec 03 §2.11): General first, then Security, Account, Rates
 * and Holidays; each section and each item is a set of settings keys (faq.<section>Title,
 * faq.hide<Section>; faq.<section><n>Question, faq.<section><n>Answer, faq.hide<Section><n>).
 * An institution hides a section or an item with its flag, or empties an item's question;
 * a section left with no item is left out.
 */

/** The sections in the order they show, with how many items the catalogue declares for each. */
export const FAQ_SECTIONS = [
  { id: 'general', items: 4 },
  { id: 'security', items: 4 },
  { id: 'account', items: 4 },
  { id: 'rates', items: 3 },
  { id: 'holidays', items: 3 },
] as const;

export type FaqSectionId = (typeof FAQ_SECTIONS)[number]['id'];

export interface FaqItem {
  /** Unique on the page, such as general2. */
  id: string;
  /** Settings key of the question (text). */
  question: string;
  /** Settings key of the answer (rich text). */
  answer: string;
}

export interface FaqSection {
  id: FaqSectionId;
  /** Settings key of the section's title. */
  title: string;
  items: FaqItem[];
}

/** What the FAQ reads of the settings: a text and a flag by key. */
export interface FaqSettings {
  text(key: string): string;
  flag(key: string): boolean;
}

const capitalised = (id: string) => `${id[0]!.toUpperCase()}${id.slice(1)}`;

/** Every section's settings keys, hidden ones included (the catalogue declares each). */
export function faqKeys(): { section: FaqSection; hide: string; itemHides: string[] }[] {
  return FAQ_SECTIONS.map(({ id, items }) => {
    const numbers = Array.from({ length: items }, (_, index) => index + 1);
    return {
      section: {
        id,
        title: `faq.${id}Title`,
        items: numbers.map((n) => ({
          id: `${id}${n}`,
          question: `faq.${id}${n}Question`,
          answer: `faq.${id}${n}Answer`,
        })),
      },
      hide: `faq.hide${capitalised(id)}`,
      itemHides: numbers.map((n) => `faq.hide${capitalised(id)}${n}`),
    };
  });
}

/** The sections to show, in order, each with the items to show; hidden and empty ones left out. */
export function faqSections(settings: FaqSettings): FaqSection[] {
  return faqKeys().flatMap(({ section, hide, itemHides }) => {
    if (settings.flag(hide)) return [];
    const items = section.items.filter(
      (item, index) => !settings.flag(itemHides[index]!) && settings.text(item.question).trim() !== '',
    );
    return items.length > 0 ? [{ ...section, items }] : [];
  });
}
