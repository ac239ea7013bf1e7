/**
 * A screen definition is compiled once per definition and settings version, not on every
 * mount (issue 20): leaving a screen and coming back, or two screens showing the same
 * definition, reuse its compiled forms. New settings (another language, another file)
 * compile it again, and a remount still starts with empty entries. A screen mounted again
 * with the same contents reads neither its conditions nor its fields' uiSchemas again.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { describe, expect, it, vi } from 'vitest';
import {
  createOptions,
  createRuleBook,
  EngineProvider,
  FormModel,
  ScreenRenderer,
} from '../../../src/engine';
import type { WidgetProps } from '@rjsf/utils';
import { optionSpecs } from '../../../src/generated/options';
import { rulesFiles } from '../../../src/generated/rules';
import { formScreen, loadScreen } from '../../support/definitions';
import { testContext, testRegistry, testSettings } from '../../support/engine';
import { widgets } from '../../../src/widgets';

/** The form models that rendered a form: compiling a screen makes one per form. */
const models = new Set<FormModel>();
const uiSchema = FormModel.prototype.uiSchema;
vi.spyOn(FormModel.prototype, 'uiSchema').mockImplementation(function (this: FormModel, ...args) {
  models.add(this);
  return uiSchema.apply(this, args);
});
const compiled = () => models.size;
const options = createOptions({}, optionSpecs);
const rules = createRuleBook(rulesFiles);
const registry = testRegistry({ submit: async () => ({ ok: true }) });
const context = testContext();

describe('compiling a screen', () => {
  it('compiles a definition once across remounts, and again for new settings', async () => {
    const loaded = await loadScreen(
      formScreen(
        { type: 'object', properties: { name: { type: 'string' } } },
        { name: { label: 'login.usernameLabel' } },
      ),
    );
    const english = testSettings();
    const mount = (settings = english) =>
      render(
        <EngineProvider settings={settings} options={options} rules={rules} registry={registry}>
          <ScreenRenderer screen={loaded} context={context} />
        </EngineProvider>,
      );

    for (let visit = 0; visit < 3; visit++) {
      const { unmount } = mount();
      await userEvent.type(screen.getByLabelText('Username'), `visit ${visit}`);
      expect(screen.getByLabelText('Username')).toHaveValue(`visit ${visit}`);
      act(() => unmount());
    }
    expect(compiled()).toBe(1);

    // Each visit starts with empty entries: the compiled form holds no values.
    const { unmount } = mount();
    expect(screen.getByLabelText('Username')).toHaveValue('');
    act(() => unmount());
    expect(compiled()).toBe(1);

    const reworded = testSettings({ shared: { login: { usernameLabel: 'Login name' } } });
    mount(reworded);
    expect(screen.getByLabelText('Login name')).toBeInTheDocument();
    expect(compiled()).toBe(2);
  });
});

describe('mounting a screen again', () => {
  it('evaluates no condition and reads no field uiSchema again when nothing changed', async () => {
    const loaded = await loadScreen(
      formScreen(
        { type: 'object', properties: { name: { type: 'string' }, code: { type: 'string' } } },
        {
          name: { label: 'login.usernameLabel' },
          code: { label: 'login.passwordLabel', visibleWhen: { '!!': { var: 'form.name' } } },
        },
      ),
    );
    // The widget's options are made when a field's uiSchema is read: the same object means no new reading.
    const seen: object[] = [];
    const TextWidget = widgets.text!;
    const Recording = (props: WidgetProps) => {
      seen.push(props.options);
      return <TextWidget {...props} />;
    };
    const recording = { ...registry, widgets: { ...registry.widgets, text: Recording } };
    const settings = testSettings();
    const mount = () =>
      render(
        <EngineProvider settings={settings} options={options} rules={rules} registry={recording}>
          {/* A new context object each time, with the same contents, as a route mounted again makes. */}
          <ScreenRenderer screen={loaded} context={{ ...context }} />
        </EngineProvider>,
      );
    const first = mount();
    expect(screen.getByLabelText('Username')).toHaveValue('');
    const firstOptions = seen.at(-1);
    expect(firstOptions).toBeDefined();
    act(() => first.unmount());
    const evaluate = vi.spyOn(FormModel.prototype, 'states');
    const { unmount } = mount();
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(seen.at(-1)).toBe(firstOptions);
    expect(evaluate).not.toHaveBeenCalled();
    act(() => unmount());
    evaluate.mockRestore();
  });
});
