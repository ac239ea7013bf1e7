import { suggest } from '../suggest.ts';
import { fill, type Finding, type JsonPath, type SettingsRule } from '../types.ts';
import { isRecord, type Json } from '../walk.ts';

/** The layers of gassySettings the portal reads (src/engine/settings/layers.ts says in what order). */
export const SETTINGS_LAYERS = ['shared', 'english', 'spanish'] as const;

export interface SettingsGroupAt {
  group: string;
  /** The group's keys; undefined when the group is not an object (schema/mismatch reports that). */
  keys: Json | undefined;
  path: JsonPath;
}

/** Every group of an institution settings file's layers. */
export function* settingsGroupsOf(file: unknown): Generator<SettingsGroupAt> {
  const settings = isRecord(file) ? file.gassySettings : undefined;
  if (!isRecord(settings)) return;
  for (const layer of SETTINGS_LAYERS) {
    const groups = settings[layer];
    if (!isRecord(groups)) continue;
    for (const [group, keys] of Object.entries(groups))
      yield { group, keys: isRecord(keys) ? keys : undefined, path: ['gassySettings', layer, group] };
  }
}

export interface SettingAt {
  /** group.key */
  key: string;
  group: string;
  name: string;
  value: unknown;
  path: JsonPath;
}

/** Every value of an institution settings file's layers, declared or not. */
export function* settingsOf(file: unknown): Generator<SettingAt> {
  for (const { group, keys, path } of settingsGroupsOf(file)) {
    for (const [name, value] of Object.entries(keys ?? {}))
      yield { key: `${group}.${name}`, group, name, value, path: [...path, name] };
  }
}

const messages = {
  group: 'Settings group "{group}" is not declared in schemas/settings.schema.json{suggestion}',
  key: 'Settings key "{key}" is not declared in schemas/settings.schema.json{suggestion}',
};

const didYouMean = (match: string | undefined) => (match === undefined ? '' : `; did you mean "${match}"?`);

export const settingsFileUnknownEntry: SettingsRule = {
  id: 'settings/unknown-entry',
  description:
    'A group or key of an institution settings file that the catalogue does not declare (with the nearest declared one).',
  severity: 'error',
  kinds: ['settings'],
  messages,
  check(file, context) {
    const keys = [...context.catalogue.keys()];
    const byGroup = new Map<string, string[]>();
    for (const key of keys) {
      const [group, name] = key.split('.') as [string, string];
      byGroup.set(group, [...(byGroup.get(group) ?? []), name]);
    }
    const findings: Finding[] = [];
    for (const { group, keys: entries, path } of settingsGroupsOf(file.value)) {
      const names = byGroup.get(group);
      if (!names) {
        const suggestion = didYouMean(suggest(group, byGroup.keys()));
        findings.push({ message: fill(messages.group, { group, suggestion }), path, on: 'key' });
        continue;
      }
      for (const name of Object.keys(entries ?? {})) {
        const key = `${group}.${name}`;
        if (context.catalogue.has(key)) continue;
        // The nearest key of the same group, else the same name in another group, else any near key.
        const sameGroup = suggest(name, names);
        const elsewhere = keys.find((other) => other.split('.')[1]!.toLowerCase() === name.toLowerCase());
        const match = sameGroup ? `${group}.${sameGroup}` : (elsewhere ?? suggest(key, keys));
        findings.push({
          message: fill(messages.key, { key, suggestion: didYouMean(match) }),
          path: [...path, name],
          on: 'key',
        });
      }
    }
    return findings;
  },
};
