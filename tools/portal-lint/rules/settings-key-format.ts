import { isSettingsKey } from '../../../src/engine/settings/key.ts';
import { navigationKeysOf } from '../navigation.ts';
import { fill, type Rule } from '../types.ts';
import { keysOf } from '../walk.ts';

const messages = { format: 'Settings key {key} is not of the form group.key' };

export const settingsKeyFormat: Rule = {
  id: 'settings/key-format',
  description: 'A text, label, message or flag that is not a settings key of the form group.key.',
  severity: 'error',
  kinds: ['screen', 'rules', 'navigation'],
  messages,
  check(file) {
    const places = file.kind === 'navigation' ? navigationKeysOf(file.value) : keysOf(file.value);
    return [...places]
      .filter(({ key }) => typeof key !== 'string' || !isSettingsKey(key))
      .map(({ key, path }) => ({ message: fill(messages.format, { key: JSON.stringify(key) }), path }));
  },
};
