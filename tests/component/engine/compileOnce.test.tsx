/**
 * A screen definition is compiled once per definition and settings version, not on every
 * mount (issue 20): leaving a screen and coming back, or two screens showing the same
 * definition, reuse its compiled forms. New settings (another language, another file)
 * compile it again, and a remount still starts with empty entries.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  createOptions,
  createRuleBook,
  EngineProvider,
  FormModel,
  ScreenRenderer,
} from '../../../src/engine';
import { optionSpecs } from '../../../src/generated/options';
import { rulesFiles } from '../../../src/generated/rules';
import { formScreen, loadScreen } from '../../support/definitions';
import { testContext, testRegistry, testSettings } from '../../support/engine';

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
