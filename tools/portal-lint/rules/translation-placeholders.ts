import { fill, type SettingsRule } from '../types.ts';
import { placeholdersOf, translationValues } from './translation-entries.ts';

const messages = {
  placeholders: 'Settings key "{key}" must have the placeholders of its default ({expected}), not ({actual})',
};

const listed = (names: readonly string[]) =>
  names.length ? names.map((name) => `{${name}}`).join(' ') : 'none';

export const translationPlaceholders: SettingsRule = {
  id: 'translation/placeholders',
  description:
    "A translated text whose {placeholders} differ from its default's: the portal fills only those the default has, so another would show as written and a missing one would drop a value.",
  severity: 'error',
  kinds: ['translation', 'settings'],
  messages,
  check(file, context) {
    return [...translationValues(file)].flatMap(({ key, value, path }) => {
      const entry = context.catalogue.get(key);
      if (!entry || typeof value !== 'string') return [];
      const expected = placeholdersOf(entry.default);
      const actual = placeholdersOf(value);
      if (expected.join() === actual.join()) return [];
      return [
        {
          message: fill(messages.placeholders, { key, expected: listed(expected), actual: listed(actual) }),
          path,
        },
      ];
    });
  },
};
