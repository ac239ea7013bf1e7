/**
 * The demo institution's configuration as the server sends it: every settings key with
 * its catalogue default and every institution option with its schema default. The
 * server reads schemas/ directly; it shares nothing else with the portal.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS } from './paths.ts';

type Json = Record<string, unknown>;

function readSchema(name: string): Json {
  return JSON.parse(readFileSync(join(SCHEMAS, name), 'utf8')) as Json;
}

interface SettingsSchema {
  $defs: { groups: { properties: Record<string, { properties: Record<string, { default: string }> }> } };
}

interface OptionsSchema {
  properties: Record<string, { default: unknown }>;
}

export function catalogueSettings(): Record<string, Record<string, string>> {
  const schema = readSchema('settings.schema.json') as unknown as SettingsSchema;
  const groups: Record<string, Record<string, string>> = {};
  for (const [group, { properties }] of Object.entries(schema.$defs.groups.properties)) {
    groups[group] = Object.fromEntries(
      Object.entries(properties).map(([key, entry]) => [key, entry.default]),
    );
  }
  return groups;
}

export function optionDefaults(): Record<string, unknown> {
  const schema = readSchema('institution-options.schema.json') as unknown as OptionsSchema;
  return Object.fromEntries(Object.entries(schema.properties).map(([name, spec]) => [name, spec.default]));
}
