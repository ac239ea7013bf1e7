import { isSettingsKey } from '../../../src/engine/settings/key.ts';
import { navigationKeysOf } from '../navigation.ts';
import { didYouMean } from '../suggest.ts';
import { fill, type Rule } from '../types.ts';
import { keysOf } from '../walk.ts';

const messages = {
  unknown: 'Settings key "{key}" is not declared in schemas/settings.schema.json{suggestion}',
};

export const settingsUnknownKey: Rule = {
  id: 'settings/unknown-key',
  description:
    'A settings key a definition uses that the catalogue does not declare (with the nearest declared key).',
  severity: 'error',
  kinds: ['screen', 'rules', 'navigation'],
  messages,
  check(file, context) {
    const keys = [...context.catalogue.keys()];
    const places = file.kind === 'navigation' ? navigationKeysOf(file.value) : keysOf(file.value);
    return [...places]
      .filter(
        (at): at is { key: string; path: typeof at.path } =>
          typeof at.key === 'string' && isSettingsKey(at.key),
      )
      .filter(({ key }) => !context.catalogue.has(key))
      .map(({ key, path }) => ({
        message: fill(messages.unknown, { key, suggestion: didYouMean(key, keys) }),
        path,
      }));
  },
};
