import { suggest } from '../suggest.ts';
import { fill, type Finding, type SettingsRule } from '../types.ts';
import { TRANSLATED_KINDS, translationGroups } from './translation-entries.ts';

const messages = {
  group: 'Settings group "{group}" is not declared in schemas/settings.schema.json{suggestion}',
  key: 'Settings key "{key}" is not declared in schemas/settings.schema.json{suggestion}',
  kind: 'Settings key "{key}" is a {kind}, the same in every language: only texts and the locale are translated',
};

function nearest(group: string, name: string, declared: readonly string[]): string | undefined {
  const match = suggest(name, declared);
  return match === undefined ? undefined : `${group}.${match}`;
}

const didYouMean = (match: string | undefined) => (match === undefined ? '' : `; did you mean "${match}"?`);

export const translationUnknownKey: SettingsRule = {
  id: 'translation/unknown-key',
  description:
    "A group or key of a translation (locales/*.json, or a settings file's spanish layer) that the catalogue does not declare, or that is not a text: flags, theme values and agreements are never translated.",
  severity: 'error',
  kinds: ['translation', 'settings'],
  messages,
  check(file, context) {
    const names = new Map<string, string[]>();
    for (const key of context.catalogue.keys()) {
      const [group, name] = key.split('.') as [string, string];
      names.set(group, [...(names.get(group) ?? []), name]);
    }
    const findings: Finding[] = [];
    for (const { group, keys, path } of translationGroups(file)) {
      const declared = names.get(group);
      // In a settings file, settings/unknown-entry reports what is not declared.
      if (!declared) {
        if (file.kind === 'translation') {
          const suggestion = didYouMean(suggest(group, names.keys()));
          findings.push({ message: fill(messages.group, { group, suggestion }), path, on: 'key' });
        }
        continue;
      }
      for (const name of Object.keys(keys ?? {})) {
        const key = `${group}.${name}`;
        const entry = context.catalogue.get(key);
        if (!entry && file.kind === 'settings') continue;
        if (entry && TRANSLATED_KINDS.has(entry.kind)) continue;
        const message = entry
          ? fill(messages.kind, { key, kind: entry.kind })
          : fill(messages.key, { key, suggestion: didYouMean(nearest(group, name, declared)) });
        findings.push({ message, path: [...path, name], on: 'key' });
      }
    }
    return findings;
  },
};
