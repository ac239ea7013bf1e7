/**
 * Pick mode's matching: which settings keys' texts are under a click. A key matches a level
 * (the clicked element, then each ancestor) when its current text, with its {placeholders}
 * as wildcards, its HTML tags stripped and its whitespace collapsed, equals or is contained in
 * one of that level's texts (its text, aria-label, placeholder, title, alt or label). The
 * closest level with any match wins; within it an equal text comes before a contained one, and
 * a longer text (more specific) before a shorter one.
 */

export interface KeyText {
  key: string;
  /** The key's text as the settings give it, placeholders unfilled. */
  text: string;
}

/** The texts of one element: its own text, aria-label, placeholder, title, alt, label. */
export type LevelTexts = readonly string[];

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  copy: '©',
  '#39': "'",
};

/** Tags stripped, the common entities decoded, whitespace collapsed. */
export function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|copy|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

const PLACEHOLDER = /\{[A-Za-z][A-Za-z0-9]*\}/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  key: string;
  /** The literal characters of the text, for "more specific first". */
  weight: number;
  equal: RegExp;
  within: RegExp;
}

/** A key's pattern; none for a text with fewer than two literal characters (it would match anything). */
function patternOf({ key, text }: KeyText): Pattern | undefined {
  const parts = plainText(text)
    .split(PLACEHOLDER)
    .map((part) => part.trim());
  const weight = parts.join('').length;
  if (weight < 2) return undefined;
  const body = parts.map(escape).join('.*?');
  return { key, weight, equal: new RegExp(`^${body}$`, 'i'), within: new RegExp(body, 'i') };
}

/** The keys whose texts are under the click, best first (see the module's comment). */
export function pickKeys(candidates: readonly KeyText[], levels: readonly LevelTexts[]): string[] {
  const patterns = candidates.map(patternOf).filter((pattern) => pattern !== undefined);
  for (const level of levels) {
    const texts = level.map(plainText).filter((text) => text !== '');
    const found = patterns
      .map((pattern) => ({
        pattern,
        equal: texts.some((text) => pattern.equal.test(text)),
        within: texts.some((text) => pattern.within.test(text)),
      }))
      .filter((match) => match.within)
      .sort((a, b) => Number(b.equal) - Number(a.equal) || b.pattern.weight - a.pattern.weight);
    if (found.length) return [...new Set(found.map((match) => match.pattern.key))];
  }
  return [];
}
