import { fill, type Finding, type Rule } from '../types.ts';
import { isRecord } from '../walk.ts';
import { languageOf, TRANSLATED_KINDS, translationGroups } from './translation-entries.ts';

const messages = {
  missing: 'Settings key "{key}" has no {language} text (the default says {text})',
};

/** The default as a message quotes it: short, on one line. */
function quoted(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return JSON.stringify(line.length > 60 ? `${line.slice(0, 59)}…` : line);
}

export const translationMissing: Rule = {
  id: 'translation/missing',
  description:
    "A text, rich text or the locale of the catalogue without a value in a product translation (locales/*.json); keys whose default is empty (file names, optional texts) need none. Reported at the key's group, or at the file's start when the whole group is missing.",
  severity: 'error',
  kinds: ['translation'],
  messages,
  check(file, context) {
    if (!isRecord(file.value)) return []; // translation/value-type reports the shape
    const groups = new Map([...translationGroups(file)].map((entry) => [entry.group, entry]));
    const language = languageOf(file);
    const findings: Finding[] = [];
    for (const [key, entry] of context.catalogue) {
      if (!TRANSLATED_KINDS.has(entry.kind) || entry.default === '') continue;
      const [group, name] = key.split('.') as [string, string];
      const found = groups.get(group);
      if (found && !found.keys) continue; // not an object: translation/value-type
      if (found?.keys && Object.hasOwn(found.keys, name)) continue;
      findings.push({
        message: fill(messages.missing, { key, language, text: quoted(entry.default) }),
        path: found ? found.path : [],
        on: found ? 'key' : undefined,
      });
    }
    return findings;
  },
};
