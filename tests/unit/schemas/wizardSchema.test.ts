/**
 * The screen schema's contract for wizard blocks: what a wizard and its steps must hold,
 * and what they may not.
 */
import { describe, expect, it } from 'vitest';
import { createProjectAjv, describeErrors, schemaValidator } from '../../../tools/project.ts';

const validate = schemaValidator(createProjectAjv(), 'screen.schema.json');

type Json = Record<string, unknown>;

const step = (id: string, extra: Json = {}): Json => ({
  id,
  title: 'postLogin.ssnHeading',
  blocks: [{ type: 'text', text: 'login.faq' }],
  ...extra,
});

const screenWith = (wizard: Json): Json => ({
  id: 'fixture',
  route: 'home/fixture',
  title: 'login.title',
  blocks: [
    { type: 'wizard', id: 'w', label: 'login.title', steps: [step('first'), step('second')], ...wizard },
  ],
});

/** A screen whose wizard's second step is changed: extra properties set, the named ones removed. */
function withSecondStep(extra: Json, without: string[] = []): Json {
  const second = step('second', extra);
  for (const name of without) delete second[name];
  return screenWith({ steps: [step('first'), second] });
}

describe('screen.schema.json: wizard', () => {
  it.each<[name: string, screen: Json]>([
    ['a wizard of plain steps', screenWith({})],
    [
      'a beforeStep action and conditions on the wizard',
      screenWith({ beforeStep: 'verifySsn', hiddenWhen: { var: 'data.done' } }),
    ],
    ['a step without a tab', withSecondStep({ tab: false })],
    ['a step with includedWhen', withSecondStep({ includedWhen: { '!': { var: 'data.verified' } } })],
    ['a single step', screenWith({ steps: [step('only')] })],
  ])('accepts %s', (_name, screen) => {
    expect(validate(screen), describeErrors(validate)).toBe(true);
  });

  it.each<[name: string, screen: Json, error: { instancePath: string; keyword: string; params?: Json }]>([
    [
      'a step missing title',
      withSecondStep({}, ['title']),
      { instancePath: '/blocks/0/steps/1', keyword: 'required', params: { missingProperty: 'title' } },
    ],
    [
      'a step missing id',
      withSecondStep({}, ['id']),
      { instancePath: '/blocks/0/steps/1', keyword: 'required', params: { missingProperty: 'id' } },
    ],
    [
      'a step missing blocks',
      withSecondStep({}, ['blocks']),
      { instancePath: '/blocks/0/steps/1', keyword: 'required', params: { missingProperty: 'blocks' } },
    ],
    [
      'a step id that is not camelCase',
      withSecondStep({ id: 'Second-step' }),
      { instancePath: '/blocks/0/steps/1/id', keyword: 'pattern' },
    ],
    [
      'a step title that is not a string',
      withSecondStep({ title: 42 }),
      { instancePath: '/blocks/0/steps/1/title', keyword: 'type' },
    ],
    [
      'a tab that is not a boolean',
      withSecondStep({ tab: 'no' }),
      { instancePath: '/blocks/0/steps/1/tab', keyword: 'type' },
    ],
    [
      'an unknown step property',
      withSecondStep({ visibleWhen: true }),
      { instancePath: '/blocks/0/steps/1', keyword: 'additionalProperties' },
    ],
    [
      'a wizard without steps',
      screenWith({ steps: [] }),
      { instancePath: '/blocks/0/steps', keyword: 'minItems' },
    ],
    [
      'a wizard without a label',
      screenWith({ label: undefined }),
      { instancePath: '/blocks/0', keyword: 'required', params: { missingProperty: 'label' } },
    ],
  ])('rejects %s', (_name, screen, error) => {
    expect(validate(JSON.parse(JSON.stringify(screen)))).toBe(false);
    expect(validate.errors).toContainEqual(expect.objectContaining(error));
  });
});
