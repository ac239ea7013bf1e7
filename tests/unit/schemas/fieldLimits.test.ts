/**
 * Every text field of every screen definition has a maximum length (issue 12: a 5,000
 * character username reached the server), with a settings key for its message: the
 * schema's maxLength is the input's maxlength, and the longest value the server is sent.
 * Spec 01 §5 and §9 give most limits; README lists the choices where the spec is silent.
 */
import { describe, expect, it } from 'vitest';
import { childBlocks, type Block, type FormBlock, type ScreenDefinition } from '../../../src/engine';
import { jsonFiles, projectPath, readJson, SCREENS_DIR } from '../../../tools/project.ts';

function forms(blocks: readonly Block[], into: FormBlock[] = []): FormBlock[] {
  for (const block of blocks) {
    if (block.type === 'form') into.push(block);
    else forms(childBlocks(block), into);
  }
  return into;
}

interface TextField {
  place: string;
  maxLength: unknown;
  message: string | undefined;
}

/** The string properties of every form whose value is typed (an enum is a choice, not text). */
function textFields(): TextField[] {
  return jsonFiles(SCREENS_DIR).flatMap((file) =>
    forms((readJson(file) as ScreenDefinition).blocks).flatMap((form) =>
      Object.entries(form.schema.properties ?? {}).flatMap(([name, property]) => {
        const schema = property as Record<string, unknown>;
        if (schema.type !== 'string' || 'enum' in schema) return [];
        return [
          {
            place: `${projectPath(file)} ${form.id}.${name}`,
            maxLength: schema.maxLength,
            message: form.fields[name]?.messages?.maxLength,
          },
        ];
      }),
    ),
  );
}

const fields = textFields();

/** The spec's limits (§5, §9) and the ones chosen where it names none. */
const EXPECTED: Readonly<Record<string, number>> = {
  'screen-definitions/login.json credentials.username': 128,
  'screen-definitions/login.json credentials.password': 128,
  'screen-definitions/login.json securityCode.code': 8,
  'screen-definitions/login.json ssn.ssn': 9,
  'screen-definitions/register.json personal.email': 100,
  'screen-definitions/register.json personal.zip': 5,
  'screen-definitions/register.json personal.phone': 10,
  'screen-definitions/register.json personal.ssn': 9,
  'screen-definitions/register.json logon.userName': 128,
  'screen-definitions/recovery.json identity.email': 100,
  'screen-definitions/recovery.json identity.branch': 4,
  'screen-definitions/activate.json activation.password': 128,
};

describe('text fields of the screen definitions', () => {
  it('are found in every definition with a form', () => {
    expect(fields.length).toBeGreaterThan(30);
  });

  it.each(fields.map((field) => [field.place, field]))(
    '%s has a maxLength and a message key for it',
    (_place, field) => {
      expect(field.maxLength).toEqual(expect.any(Number));
      expect(field.message).toMatch(/^[a-z][A-Za-z0-9]*\.[A-Za-z0-9]+$/);
    },
  );

  it.each(Object.entries(EXPECTED))('%s takes at most %i characters', (place, limit) => {
    expect(fields.find((field) => field.place === place)?.maxLength).toBe(limit);
  });
});
