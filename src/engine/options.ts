/**
 * Institution options after defaults. Declared options (institution-options.schema.json)
 * are type-checked at boot, so a malformed value stops with an error naming it; options
 * the portal does not declare pass through untouched.
 */
import { SettingsError } from './errors';

export interface OptionSpec {
  type: 'integer' | 'number' | 'boolean' | 'string';
  default: string | number | boolean;
}

export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

export type Options = Readonly<Record<string, unknown>>;

function hasType(value: unknown, type: OptionSpec['type']): boolean {
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === type;
}

export function createOptions(raw: unknown, specs: OptionSpecs): Options {
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) {
    throw new SettingsError('institutionOptions', 'must be an object');
  }
  const given = (raw ?? {}) as Record<string, unknown>;
  const options: Record<string, unknown> = { ...given };
  for (const [name, spec] of Object.entries(specs)) {
    const value = given[name];
    if (value === undefined || value === null) {
      options[name] = spec.default;
    } else if (!hasType(value, spec.type)) {
      throw new SettingsError(
        `institutionOptions.${name}`,
        `should be ${spec.type === 'integer' ? 'an' : 'a'} ${spec.type} but is ${JSON.stringify(value)}`,
      );
    }
  }
  return Object.freeze(options);
}
