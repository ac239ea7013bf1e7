/**
 * The screen schema's contract for a section that opens and closes: `collapsed` is a
 * condition, and a collapsible section needs the heading that is its button.
 */
import { describe, expect, it } from 'vitest';
import { createProjectAjv, describeErrors, schemaValidator } from '../../../tools/project.ts';

const validate = schemaValidator(createProjectAjv(), 'screen.schema.json');

const screenWith = (section: Record<string, unknown>) => ({
  id: 'fixture',
  route: 'home/fixture',
  title: 'login.title',
  blocks: [{ type: 'section', blocks: [{ type: 'text', text: 'login.faq' }], ...section }],
});

describe('screen.schema.json: a collapsible section', () => {
  it.each<[string, Record<string, unknown>]>([
    ['closed on phones', { heading: 'login.faq', collapsed: { var: 'device.compact' } }],
    ['always open at first', { heading: 'login.faq', collapsed: false }],
    ['not collapsible', { heading: 'login.faq' }],
  ])('accepts one %s', (_name, section) => {
    expect(validate(screenWith(section)), describeErrors(validate)).toBe(true);
  });

  it('refuses one without a heading to open it by', () => {
    expect(validate(screenWith({ collapsed: true }))).toBe(false);
    expect(describeErrors(validate)).toMatch(/heading/);
  });
});
