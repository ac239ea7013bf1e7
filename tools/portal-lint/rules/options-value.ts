import type { ErrorObject, ValidateFunction } from 'ajv';
import { fill, type Finding, type SettingsContext, type SettingsRule } from '../types.ts';
import { isRecord } from '../walk.ts';
import { declaredOptions } from './options-unknown-option.ts';
import { shown } from './settings-file-value-type.ts';

const messages = { value: 'Institution option "{name}" must be {constraint}, not {actual}' };

const TYPES: Readonly<Record<string, string>> = {
  integer: 'an integer',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/** The broken constraint in words: "an integer", "at least 1", "one of …". */
function constraintOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type': {
      const types = Array.isArray(params.type) ? params.type : String(params.type).split(',');
      return types.map((type) => TYPES[String(type)] ?? String(type)).join(' or ');
    }
    case 'minimum':
      return `at least ${String(params.limit)} (minimum)`;
    case 'maximum':
      return `at most ${String(params.limit)} (maximum)`;
    case 'exclusiveMinimum':
      return `more than ${String(params.limit)} (exclusiveMinimum)`;
    case 'exclusiveMaximum':
      return `less than ${String(params.limit)} (exclusiveMaximum)`;
    case 'enum':
      return `one of ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')} (enum)`;
    default:
      return `valid: ${(error.message ?? 'does not match').replace(/^must /, '')} (${error.keyword})`;
  }
}

/** The $id of one option's own schema: a JSON pointer into the options schema (the generator names the browser's validators so). */
export function optionSchemaId(optionsSchema: Record<string, unknown>, name: string): string {
  const id = typeof optionsSchema.$id === 'string' ? optionsSchema.$id : '';
  const pointer = name.replace(/~/g, '~0').replace(/\//g, '~1');
  return `${id}#/properties/${encodeURIComponent(pointer)}`;
}

function validatorOf(context: SettingsContext, name: string): ValidateFunction | undefined {
  return context.validator(optionSchemaId(context.optionsSchema, name));
}

export const optionsValue: SettingsRule = {
  id: 'options/value',
  description:
    'An institution option whose value its schema refuses: the wrong type, below its minimum, above its maximum or outside its enum.',
  severity: 'error',
  kinds: ['settings'],
  messages,
  check(file, context) {
    const options = isRecord(file.value) ? file.value.institutionOptions : undefined;
    if (!isRecord(options)) return [];
    const declared = declaredOptions(context.optionsSchema);
    const findings: Finding[] = [];
    for (const [name, value] of Object.entries(options)) {
      if (!Object.hasOwn(declared, name)) continue;
      const validate = validatorOf(context, name);
      if (!validate || validate(value)) continue;
      const [error] = validate.errors ?? [];
      if (!error) continue;
      findings.push({
        message: fill(messages.value, { name, constraint: constraintOf(error), actual: shown(value) }),
        path: ['institutionOptions', name],
      });
    }
    return findings;
  },
};
