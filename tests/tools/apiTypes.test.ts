// @vitest-environment node
/**
 * The generator of the API's types (tools/generate/apiTypes.ts): one module per
 * schemas/api file with a type for every $defs entry, $refs resolved by $id among the
 * project's schemas, and the index that maps each schema's ref to its type.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_SCHEMAS_DIR, schemaFiles } from '../../schemas/ajv.ts';
import { apiTypeModules, apiTypesIndex, mapName } from '../../tools/generate/apiTypes.ts';

/** The properties of an area's map interface, e.g. LoginSchemas. */
function mapped(code: string, area: string): string[] {
  const body = new RegExp(`export interface ${mapName(area)} \\{([^}]*)\\}`).exec(code)?.[1] ?? '';
  return [...body.matchAll(/^\s*(\w+):/gm)].map((match) => match[1]!);
}

/** One area schema with these $defs, and the shared one its refs may point at. */
function fixture($defs: Record<string, unknown>): unknown[] {
  return [
    { $id: 'api/shared.json', $defs: { Name: { type: 'string', maxLength: 5 } } },
    { $id: 'api/thing.json', $defs },
  ];
}

async function thingModule($defs: Record<string, unknown>): Promise<string> {
  const modules = await apiTypeModules(fixture($defs));
  return modules.find((module) => module.area === 'thing')!.code;
}

describe('the types of the project schemas', () => {
  const files = schemaFiles().filter((file) => file.startsWith(API_SCHEMAS_DIR));
  const modules = apiTypeModules();

  it.each(files.map((file) => [file.slice(API_SCHEMAS_DIR.length + 1)]))(
    'types every $defs entry of schemas/api/%s',
    async (name) => {
      const schema = JSON.parse(readFileSync(join(API_SCHEMAS_DIR, name), 'utf8')) as {
        $defs: Record<string, unknown>;
      };
      const area = name.replace(/\.json$/, '');
      const module = (await modules).find((entry) => entry.area === area);
      expect(module).toBeDefined();
      expect(mapped(module!.code, area)).toEqual(Object.keys(schema.$defs));
    },
  );
});

describe('a schema becomes a type', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    [
      'a ref to another file, by $id',
      {
        ThingRequest: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: { name: { $ref: 'shared.json#/$defs/Name' } },
        },
      },
      ['export interface ThingRequest {\n  name: string;\n}'],
    ],
    [
      'a ref within the file, by name',
      {
        Part: { type: 'object', properties: { id: { type: 'integer' } } },
        Whole: { type: 'object', properties: { parts: { type: 'array', items: { $ref: '#/$defs/Part' } } } },
      },
      ['parts?: Part[];', 'export interface Part {\n  id?: number;\n}'],
    ],
    [
      'an open object: its named properties only, no index signature',
      { Answer: { type: 'object', required: ['Ok'], properties: { Ok: { type: 'boolean' } } } },
      ['export interface Answer {\n  Ok: boolean;\n}'],
    ],
    [
      'an object that names no properties: a map',
      { Layer: { type: 'object' } },
      ['export interface Layer {\n  [k: string]: unknown;\n}'],
    ],
    [
      'const, enum, a nullable type and anyOf',
      {
        Choice: {
          type: 'object',
          required: ['channel', 'kind'],
          properties: {
            channel: { const: 'Web' },
            kind: { enum: ['Deposit', 'Loan'] },
            due: { type: ['string', 'null'] },
            hours: { anyOf: [{ type: 'integer' }, { type: 'string' }, { type: 'null' }] },
          },
        },
      },
      [
        'channel: "Web";',
        'kind: "Deposit" | "Loan";',
        'due?: string | null;',
        'hours?: number | string | null;',
      ],
    ],
    [
      'an array with a length range: an array, not tuples',
      { Ids: { type: 'array', minItems: 1, maxItems: 5, items: { type: 'integer' } } },
      ['export type Ids = number[];'],
    ],
  ])('%s', async (_case, $defs, expected) => {
    const code = await thingModule($defs);
    for (const text of expected) expect(code).toContain(text);
  });

  it('refuses a ref to an $id no project schema has', async () => {
    await expect(
      apiTypeModules([{ $id: 'api/thing.json', $defs: { Thing: { $ref: 'missing.json#/$defs/Nothing' } } }]),
    ).rejects.toThrow(/api\/missing\.json/);
  });
});

describe('the index', () => {
  it('maps each schema ref to its type, area by area', () => {
    const index = apiTypesIndex(['login', 'signInSetup']);
    expect(index).toContain("import type { LoginSchemas } from './login';");
    expect(index).toContain(
      "Refs<'api/login.json', LoginSchemas> &\n  Refs<'api/signInSetup.json', SignInSetupSchemas>;",
    );
    expect(index).toContain('export type ApiSchemaRef = keyof ApiSchemas;');
  });
});
