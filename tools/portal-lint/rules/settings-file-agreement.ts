import { AGREEMENT_TYPES, parseAgreement } from '../../../src/domain/agreements/index.ts';
import { didYouMean } from '../suggest.ts';
import { fill, type SettingsRule } from '../types.ts';
import { settingsOf } from './settings-file-unknown-entry.ts';

const messages = {
  parts: 'Agreement "{key}": {detail}',
  type: '{detail} in agreement "{key}"; the types are {types}{suggestion}',
  date: 'Agreement "{key}": {detail}',
};

export const settingsFileAgreement: SettingsRule = {
  id: 'settings/agreement',
  description:
    'An agreement setting that is not url|date|name|types: the wrong number of parts, an unknown type name or an unreadable date.',
  severity: 'error',
  kinds: ['settings'],
  messages,
  check(file, context) {
    const agreementKeys = [...context.catalogue]
      .filter(([, entry]) => entry.kind === 'agreement')
      .map(([key]) => key);
    const types = Object.keys(AGREEMENT_TYPES);
    return [...settingsOf(file.value)].flatMap(({ key, value, path }) => {
      const index = agreementKeys.indexOf(key);
      if (index < 0 || typeof value !== 'string') return [];
      const result = parseAgreement(value, index);
      if (result.ok) return [];
      const suggestion = result.problem === 'type' && result.text ? didYouMean(result.text, types) : '';
      const message = fill(messages[result.problem], {
        key,
        // The type message starts with its detail: 'Invalid agreement type "x"' (spec 01 §5).
        detail:
          result.problem === 'type'
            ? result.detail.charAt(0).toUpperCase() + result.detail.slice(1)
            : result.detail,
        types: types.join(', '),
        suggestion,
      });
      return [{ message, path }];
    });
  },
};
