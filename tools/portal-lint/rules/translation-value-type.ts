import { fill, type Finding, type Rule } from '../types.ts';
import { isRecord } from '../walk.ts';
import { expectedFor, shown } from './settings-file-value-type.ts';
import { translationGroups, translationValues } from './translation-entries.ts';

const messages = {
  file: 'A translation must be an object of settings groups, not {actual}',
  group: 'Settings group "{group}" must be an object of texts, not {actual}',
  type: 'Settings key "{key}" must be {expected}, not {actual}',
};

export const translationValueType: Rule = {
  id: 'translation/value-type',
  description:
    'A translation (locales/*.json) that is not groups of texts: a value that is no string (or, for the locale, no BCP 47 tag), a group that is no object.',
  severity: 'error',
  kinds: ['translation'],
  messages,
  check(file, context) {
    if (!isRecord(file.value))
      return [{ message: fill(messages.file, { actual: shown(file.value) }), path: [] }];
    const findings: Finding[] = [];
    for (const { group, keys, path } of translationGroups(file))
      if (!keys)
        findings.push({ message: fill(messages.group, { group, actual: shown(file.value[group]) }), path });
    for (const { key, value, path } of translationValues(file)) {
      const entry = context.catalogue.get(key);
      const expected = expectedFor(entry?.kind === 'locale' ? 'locale' : 'text', value);
      if (expected !== undefined)
        findings.push({ message: fill(messages.type, { key, expected, actual: shown(value) }), path });
    }
    return findings;
  },
};
