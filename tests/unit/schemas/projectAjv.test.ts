// @vitest-environment node
/**
 * The project's one ajv setup (schemas/ajv.ts), which the server, the generator and
 * portal-lint share: its fixed options, what each caller may change, the project schemas
 * by $id, and the wording of errors in the server's answers.
 */
import standaloneCode from 'ajv/dist/standalone/index.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../support/tempFolder';
import { describeErrors, projectAjv, readSchema, readSchemas, schemaFiles } from '../../../schemas/ajv.ts';

const twoRequired = {
  type: 'object',
  required: ['a', 'b'],
  properties: { a: { type: 'string' }, b: { type: 'string' } },
};

describe('projectAjv', () => {
  it.each([
    ['every error by default', {}, 2],
    ['only the first with allErrors false', { allErrors: false }, 1],
  ])('collects %s', (_case, options, count) => {
    const validate = projectAjv({ ...options, schemas: [] }).compile(twoRequired);
    expect(validate({})).toBe(false);
    expect(validate.errors).toHaveLength(count);
  });

  it.each<[string, object]>([
    ["the project's annotation x-kind", { type: 'string', 'x-kind': 'settingsKey' }],
    ["the project's annotation x-operations", { type: 'object', 'x-operations': ['flag'] }],
    ['a union of types', { type: ['string', 'null'] }],
    ['a format of ajv-formats', { type: 'string', format: 'email' }],
  ])('takes %s', (_case, schema) => {
    expect(() => projectAjv({ schemas: [] }).compile(schema)).not.toThrow();
  });

  it.each<[string, object]>([
    ['an unknown keyword (strict mode)', { type: 'string', 'x-unknown': 1 }],
    ['an unknown format', { type: 'string', format: 'colour' }],
  ])('refuses %s', (_case, schema) => {
    expect(() => projectAjv({ schemas: [] }).compile(schema)).toThrow();
  });

  it.each([
    ['screen.schema.json'],
    ['institution-settings.schema.json'],
    ['api/login.json#/$defs/UserLoginRequest'],
    ['api/common.json#/$defs/Token'],
  ])('knows the project schema %s by its $id', (id) => {
    expect(projectAjv().getSchema(id)).toBeTypeOf('function');
  });

  it('loads the schemas it is given instead of those on disk', () => {
    const ajv = projectAjv({ schemas: [{ $id: 'only.json', type: 'integer' }] });
    expect(ajv.getSchema('only.json')?.(3)).toBe(true);
    expect(ajv.getSchema('screen.schema.json')).toBeUndefined();
  });

  it('leaves a broken schema out with skipBroken, and throws without', () => {
    const schemas = [
      { $id: 'broken.json', type: 'nothing' },
      { $id: 'fine.json', type: 'string' },
    ];
    expect(() => projectAjv({ schemas })).toThrow();
    expect(projectAjv({ schemas, skipBroken: true }).getSchema('fine.json')?.('x')).toBe(true);
  });

  it('writes standalone code with code.source', () => {
    const ajv = projectAjv({ allErrors: false, code: { source: true, lines: false } });
    const code = standaloneCode(ajv, { Token: 'api/common.json#/$defs/Token' });
    expect(code).toContain('exports.Token');
  });
});

describe('the project schema files', () => {
  it('are every .json file of schemas/ and schemas/api/, each read once', () => {
    const files = schemaFiles();
    expect(files.some((file) => file.endsWith('/schemas/screen.schema.json'))).toBe(true);
    expect(files.some((file) => file.endsWith('/schemas/api/login.json'))).toBe(true);
    expect(files.every((file) => file.endsWith('.json'))).toBe(true);
    expect(readSchemas()).toHaveLength(files.length);
  });

  it('name a file that is not JSON', () => {
    const file = join(tempFolder('schemas-'), 'bad.json');
    writeFileSync(file, '{ nope');
    expect(() => readSchema(file)).toThrow(/bad\.json is not valid JSON/);
  });
});

describe('describeErrors', () => {
  const objects = {
    type: 'object',
    required: ['user'],
    additionalProperties: false,
    properties: {
      user: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string' }, age: { type: 'integer' } },
      },
    },
  };

  it.each<[string, unknown, string]>([
    ['a missing property', {}, 'the request needs user'],
    ['an unknown property', { user: { name: 'a' }, extra: 1 }, 'the request has an unknown property extra'],
    ['a nested path in dots', { user: { name: 'a', age: 'old' } }, 'user.age must be integer'],
    [
      'at most three problems',
      { user: { name: 1, age: 'x' }, a: 1, b: 2 },
      'the request has an unknown property a; the request has an unknown property b; user.name must be string',
    ],
  ])('says %s', (_case, value, words) => {
    const validate = projectAjv({ schemas: [] }).compile(objects);
    expect(validate(value)).toBe(false);
    expect(describeErrors(validate.errors)).toBe(words);
  });

  it('says nothing without errors', () => {
    expect(describeErrors(null)).toBe('');
  });
});
