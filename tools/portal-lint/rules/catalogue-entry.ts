import { parseAgreement } from '../../../src/domain/agreements/index.ts';
import { SETTING_KINDS, type SettingKind } from '../../../src/engine/settings/catalogue.ts';
import { fill, type Finding, type Rule } from '../types.ts';
import { isRecord } from '../walk.ts';
import { expectedFor, shown } from './settings-file-value-type.ts';

/** Each part of a group.key settings key (see src/engine/settings/key.ts). */
const NAME = /^[A-Za-z][A-Za-z0-9]*$/;

const messages = {
  groupName: 'Settings group name "{group}" must be a letter followed by letters and digits (group.key)',
  keyName:
    'Settings key name "{name}" of group "{group}" must be a letter followed by letters and digits (group.key)',
  noDefault: 'Catalogue entry "{key}" has no default; every key needs a string default',
  defaultType: 'The default of catalogue entry "{key}" must be a string, not {actual}',
  defaultValue: 'The default of catalogue entry "{key}" ({kind}) must be {expected}, not {actual}',
  noDescription: 'Catalogue entry "{key}" has no description; say where the text appears',
  description: 'The description of catalogue entry "{key}" must be a non-empty string',
  noKind: 'Catalogue entry "{key}" has no x-kind; one of {kinds}',
  kind: 'The x-kind of catalogue entry "{key}" must be one of {kinds}, not {actual}',
};

/** What is wrong with a string default of this kind, beyond its type (an agreement must parse). */
function expectedDefault(kind: SettingKind, value: string): string | undefined {
  if (kind === 'agreement' && !parseAgreement(value, 0).ok)
    return 'empty or an agreement of the form url|date|name|types';
  return expectedFor(kind, value);
}

export const catalogueEntry: Rule = {
  id: 'catalogue/entry',
  description:
    'An entry of the settings catalogue (schemas/settings.schema.json) without a string default, a description or a known x-kind, with a default its kind refuses, or with a group or key name that is not a group.key part.',
  severity: 'error',
  kinds: ['schema'],
  messages,
  check(file) {
    const schema = file.value;
    if (!isRecord(schema) || schema.$id !== 'settings.schema.json') return [];
    const defs = isRecord(schema.$defs) ? schema.$defs : {};
    const groups = isRecord(defs.groups) && isRecord(defs.groups.properties) ? defs.groups.properties : {};
    const base = ['$defs', 'groups', 'properties'];
    const kinds = [...SETTING_KINDS].join(', ');
    const findings: Finding[] = [];
    for (const [group, groupSchema] of Object.entries(groups)) {
      const groupPath = [...base, group];
      if (!NAME.test(group))
        findings.push({ message: fill(messages.groupName, { group }), path: groupPath, on: 'key' });
      const entries = isRecord(groupSchema) && isRecord(groupSchema.properties) ? groupSchema.properties : {};
      for (const [name, entry] of Object.entries(entries)) {
        const key = `${group}.${name}`;
        const path = [...groupPath, 'properties', name];
        if (!NAME.test(name)) {
          findings.push({ message: fill(messages.keyName, { name, group }), path, on: 'key' });
        }
        if (!isRecord(entry)) continue; // not a schema object: schema/compile reports it

        const kind = entry['x-kind'];
        const known = typeof kind === 'string' && SETTING_KINDS.has(kind as SettingKind);
        if (!('x-kind' in entry))
          findings.push({ message: fill(messages.noKind, { key, kinds }), path, on: 'key' });
        else if (!known)
          findings.push({
            message: fill(messages.kind, { key, kinds, actual: shown(kind) }),
            path: [...path, 'x-kind'],
          });

        if (!('default' in entry)) {
          findings.push({ message: fill(messages.noDefault, { key }), path, on: 'key' });
        } else if (typeof entry.default !== 'string') {
          findings.push({
            message: fill(messages.defaultType, { key, actual: shown(entry.default) }),
            path: [...path, 'default'],
          });
        } else if (known) {
          const expected = expectedDefault(kind as SettingKind, entry.default);
          if (expected !== undefined)
            findings.push({
              message: fill(messages.defaultValue, {
                key,
                kind: kind as string,
                expected,
                actual: shown(entry.default),
              }),
              path: [...path, 'default'],
            });
        }

        if (!('description' in entry)) {
          findings.push({ message: fill(messages.noDescription, { key }), path, on: 'key' });
        } else if (typeof entry.description !== 'string' || entry.description.trim() === '') {
          findings.push({ message: fill(messages.description, { key }), path: [...path, 'description'] });
        }
      }
    }
    return findings;
  },
};
