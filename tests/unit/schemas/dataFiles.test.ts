/**
 * Every data file of the project matches its schema, and the schemas themselves compile
 * under ajv's strict mode: the contracts the lint tool and the generator rely on.
 */
import { describe, expect, it } from 'vitest';
import {
  createProjectAjv,
  describeErrors,
  jsonFiles,
  NAVIGATION_DIR,
  projectPath,
  readJson,
  RULES_DIR,
  SCREENS_DIR,
  schemaValidator,
} from '../../../tools/project.ts';

const ajv = createProjectAjv();

describe.each([
  { dir: SCREENS_DIR, schema: 'screen.schema.json' },
  { dir: RULES_DIR, schema: 'rules.schema.json' },
  { dir: NAVIGATION_DIR, schema: 'navigation.schema.json' },
])('$schema', ({ dir, schema }) => {
  const validate = schemaValidator(ajv, schema);
  const files = jsonFiles(dir);

  it('has files to check', () => expect(files.length).toBeGreaterThan(0));

  it.each(files.map((file) => [projectPath(file), file]))('%s matches', (_name, file) => {
    const valid = validate(readJson(file));
    expect(valid, describeErrors(validate)).toBe(true);
  });
});

describe('settings catalogue', () => {
  it('accepts an institution file that rewords texts and sets flags', () => {
    const validate = schemaValidator(ajv, 'settings.schema.json');
    expect(
      validate({ shared: { login: { usernameLabel: 'Member ID', hideRegister: 'true' } }, english: {} }),
    ).toBe(true);
  });

  it.each([
    ['an unknown key', { shared: { login: { usernameLable: 'x' } } }],
    ['a text that is not a string', { shared: { login: { usernameLabel: 12 } } }],
    ['a flag that is not boolean-ish', { shared: { login: { hideRegister: 'sometimes' } } }],
    ['an unknown layer', { french: {} }],
  ])('rejects %s', (_case, file) => {
    expect(schemaValidator(ajv, 'settings.schema.json')(file)).toBe(false);
  });

  it('declares a description and a default for every key', () => {
    const schema = readJson(`${process.cwd()}/schemas/settings.schema.json`) as {
      $defs: {
        groups: {
          properties: Record<
            string,
            { properties: Record<string, { default?: unknown; description?: unknown }> }
          >;
        };
      };
    };
    const missing = Object.entries(schema.$defs.groups.properties).flatMap(([group, { properties }]) =>
      Object.entries(properties)
        .filter(
          ([, entry]) =>
            typeof entry.default !== 'string' || typeof entry.description !== 'string' || !entry.description,
        )
        .map(([key]) => `${group}.${key}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('institution options', () => {
  const validate = schemaValidator(ajv, 'institution-options.schema.json');

  it('accepts the defaults and typed values', () => {
    expect(validate({ UserNameMinimumLength: 10, UseCustomerCredentials: true })).toBe(true);
  });

  it.each([
    ['a wrong type', { UserNameMinimumLength: '8' }],
    ['a value out of range', { LoanOfficeLength: -1 }],
    ['an unknown option', { UserNameMinimumLenght: 8 }],
  ])('rejects %s', (_case, options) => expect(validate(options)).toBe(false));

  it('gives every option a default of its own type', () => {
    const schema = readJson(`${process.cwd()}/schemas/institution-options.schema.json`) as {
      properties: Record<string, { default: unknown }>;
    };
    for (const [name, spec] of Object.entries(schema.properties)) {
      expect(validate({ [name]: spec.default }), name).toBe(true);
    }
  });
});
