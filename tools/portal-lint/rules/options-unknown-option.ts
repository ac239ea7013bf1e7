import { didYouMean } from '../suggest.ts';
import { fill, type SettingsRule } from '../types.ts';
import { isRecord } from '../walk.ts';

const messages = {
  unknown:
    'Institution option "{name}" is not declared in schemas/institution-options.schema.json{suggestion}',
};

/** The options institution-options.schema.json declares. */
export function declaredOptions(optionsSchema: Record<string, unknown>): Record<string, unknown> {
  return isRecord(optionsSchema.properties) ? optionsSchema.properties : {};
}

export const optionsUnknownOption: SettingsRule = {
  id: 'options/unknown-option',
  description:
    'An institutionOptions entry that schemas/institution-options.schema.json does not declare (with the nearest declared option).',
  severity: 'error',
  kinds: ['settings'],
  messages,
  check(file, context) {
    const options = isRecord(file.value) ? file.value.institutionOptions : undefined;
    if (!isRecord(options)) return [];
    const declared = declaredOptions(context.optionsSchema);
    return Object.keys(options)
      .filter((name) => !Object.hasOwn(declared, name))
      .map((name) => ({
        message: fill(messages.unknown, { name, suggestion: didYouMean(name, Object.keys(declared)) }),
        path: ['institutionOptions', name],
        on: 'key' as const,
      }));
  },
};
