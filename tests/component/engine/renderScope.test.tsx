/**
 * What a keystroke re-renders: only the field typed into, and the fields whose condition
 * it flips. This is what keeps the engine fast on long forms (npm run bench measures the
 * time); here it is counted, so a regression fails a test rather than a figure.
 */
import Form from '@rjsf/core';
import type { FieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';
import type { ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createOptions,
  createRuleBook,
  EngineProvider,
  ScreenRenderer,
  type FormBlock,
} from '../../../src/engine';
import { optionSpecs } from '../../../src/generated/options';
import { templates } from '../../../src/widgets';
import { formScreen, loadScreen } from '../../support/definitions';
import { testContext, testRegistry, testSettings } from '../../support/engine';

const COUNT = 30;
const names = Array.from({ length: COUNT }, (_, index) => `f${index}`);

async function renderCounting() {
  const fields: FormBlock['fields'] = Object.fromEntries(
    names.map((name, index) => [
      name,
      {
        label: 'login.usernameLabel',
        ...(index >= 20 ? { hiddenWhen: { '==': [{ var: 'form.f0' }, 'hide'] } } : {}),
      },
    ]),
  );
  const loaded = await loadScreen(
    formScreen(
      { type: 'object', properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])) },
      fields,
    ),
  );
  const rendered: string[] = [];
  const contents: ReactElement[][] = [];
  const Counted = templates.FieldTemplate!;
  const Fields = templates.ObjectFieldTemplate!;
  function CountingTemplate(props: FieldTemplateProps) {
    rendered.push(props.id);
    return <Counted {...props} />;
  }
  function RecordingObjectTemplate(props: ObjectFieldTemplateProps) {
    contents.push(props.properties.map((property) => property.content));
    return <Fields {...props} />;
  }
  const registry = {
    ...testRegistry({ submit: async () => ({ ok: true }) }),
    templates: {
      ...templates,
      FieldTemplate: CountingTemplate,
      ObjectFieldTemplate: RecordingObjectTemplate,
    },
  };
  render(
    <EngineProvider
      settings={testSettings()}
      options={createOptions({}, optionSpecs)}
      rules={createRuleBook([])}
      registry={registry}
    >
      <ScreenRenderer screen={loaded} context={testContext()} />
    </EngineProvider>,
  );
  const first = () => screen.getAllByLabelText('Username')[0]!;
  return { rendered, contents, first };
}

describe('render scope of a keystroke', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands React the very same element for every field the keystroke did not touch', async () => {
    const { contents, first } = await renderCounting();
    const before = contents.at(-1)!;
    fireEvent.change(first(), { target: { value: 'a' } });
    const after = contents.at(-1)!;
    expect(after).not.toBe(before);
    expect(after[0]).not.toBe(before[0]);
    expect(after.slice(1).every((element, index) => element === before[index + 1])).toBe(true);
  });

  it('re-renders only the field typed into', async () => {
    const { rendered, first } = await renderCounting();
    rendered.length = 0;
    fireEvent.change(first(), { target: { value: 'a' } });
    expect(new Set(rendered)).toEqual(new Set(['test', 'test_f0']));
  });

  it('re-renders the fields whose condition flipped, and no others', async () => {
    const { rendered, first } = await renderCounting();
    fireEvent.change(first(), { target: { value: 'hid' } });
    rendered.length = 0;
    fireEvent.change(first(), { target: { value: 'hide' } });
    const flipped = names.slice(20).map((name) => `test_${name}`);
    expect(new Set(rendered)).toEqual(new Set(['test', 'test_f0', ...flipped]));
    expect(screen.getAllByRole('textbox', { name: 'Username' })).toHaveLength(20);
  });

  it('keeps the elements of a field a flip hides, and shows the same ones again', async () => {
    const { first } = await renderCounting();
    const control = document.getElementById('test_f25')!;
    expect(control).toBeVisible();
    fireEvent.change(first(), { target: { value: 'hide' } });
    expect(document.getElementById('test_f25')).toBe(control);
    expect(control).not.toBeVisible();
    expect(screen.getAllByRole('textbox', { name: 'Username' })).not.toContain(control);
    fireEvent.change(first(), { target: { value: 'hidex' } });
    expect(document.getElementById('test_f25')).toBe(control);
    expect(control).toBeVisible();
  });

  it("derives rjsf's form state once for a flip, as for any keystroke", async () => {
    const { first } = await renderCounting();
    const derive = vi.spyOn(Form.prototype, 'getStateFromProps');
    fireEvent.change(first(), { target: { value: 'hid' } });
    expect(derive).toHaveBeenCalledTimes(1);
    fireEvent.change(first(), { target: { value: 'hide' } });
    expect(derive).toHaveBeenCalledTimes(2);
  });
});
