import type { SettingsRule } from '../types.ts';

/** Reported by the parser itself (see runner.ts); declared here so it is listed and configurable. */
export const jsonInvalid: SettingsRule = {
  id: 'json/invalid',
  description: 'The file is not valid JSON; the position is where the parser stopped.',
  severity: 'error',
  kinds: ['screen', 'rules', 'navigation', 'schema', 'settings', 'translation'],
  messages: { invalid: 'Invalid JSON: {problem}' },
  check: () => [],
};
