/**
 * English words that have no place on a Spanish screen: every word of the catalogue's English
 * defaults (schemas/settings.schema.json) that no Spanish text of the product's translation
 * (locales/es.json) uses too ("Total", "General" or "Error" are Spanish as well). Placeholders
 * ({name}) are not words. A word on a Spanish screen that is among them is English left over:
 * a text without its translation, or a value from the host shown as sent.
 */
import schema from '../../../schemas/settings.schema.json';
import spanish from '../../../locales/es.json';

type Entry = { default?: unknown; 'x-kind'?: string; properties?: Record<string, Entry> };

/** The words of a text: letters of any script, three or more (placeholders dropped). */
export function wordsOf(text: string): string[] {
  return text.replace(/\{\w+\}/g, ' ').match(/\p{L}{3,}/gu) ?? [];
}

function englishTexts(): string[] {
  const groups = (schema as unknown as { $defs: { groups: Entry } }).$defs.groups.properties ?? {};
  return Object.values(groups).flatMap((group) =>
    Object.values(group.properties ?? {})
      .filter((entry) => entry['x-kind'] === 'text' && typeof entry.default === 'string')
      .map((entry) => entry.default as string),
  );
}

function spanishTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(spanishTexts);
  return [];
}

const lower = (words: string[]) => new Set(words.map((word) => word.toLowerCase()));

/** The English-only words, lower case. */
export function englishOnlyWords(): Set<string> {
  const spanishWords = lower(spanishTexts(spanish).flatMap(wordsOf));
  return new Set([...lower(englishTexts().flatMap(wordsOf))].filter((word) => !spanishWords.has(word)));
}

/**
 * The English words of a Spanish screen's text, after taking out the names it may show as
 * the host gave them (products, documents, branches, people, the institution).
 */
export function englishLeft(text: string, names: readonly string[], english: ReadonlySet<string>): string[] {
  const allowed = lower(names.flatMap(wordsOf));
  return [...new Set(wordsOf(text))].filter((word) => {
    const key = word.toLowerCase();
    return english.has(key) && !allowed.has(key);
  });
}
