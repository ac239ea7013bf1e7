// @vitest-environment jsdom
/**
 * The build's stand-in for rjsf's omitExtraData module (src/shims/rjsf-omit-extra-data.ts) says
 * so if anything calls it, and an engine form never makes rjsf call it, typing or submitting.
 */
import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { describe, expect, it, vi } from 'vitest';
import { createOptions, createRuleBook, EngineProvider, ScreenRenderer } from '../../../src/engine';
import { optionSpecs } from '../../../src/generated/options';
import { rulesFiles } from '../../../src/generated/rules';
import omitExtraData, {
  getFieldNames,
  getUsedFormData,
  isValueEmpty,
} from '../../../src/shims/rjsf-omit-extra-data';
import { formScreen, loadScreen } from '../../support/definitions';
import { testContext, testRegistry, testSettings } from '../../support/engine';

describe('the omitExtraData shim', () => {
  it.each([
    ['omitExtraData', omitExtraData],
    ['getUsedFormData', getUsedFormData],
    ['getFieldNames', getFieldNames],
    ['isValueEmpty', isValueEmpty],
  ])('%s throws a clear error', (_name, call) => {
    expect(() => call()).toThrow('omitExtraData is not used by portal forms');
  });

  it('is never called by an engine form, typing or submitting', async () => {
    const utils = Object.getPrototypeOf(createSchemaUtils(validator, {} as RJSFSchema)) as {
      omitExtraData: () => unknown;
    };
    const omit = vi.spyOn(utils, 'omitExtraData');
    const submit = vi.fn(async () => ({ ok: true as const }));
    const loaded = await loadScreen(
      formScreen(
        { type: 'object', properties: { name: { type: 'string' } } },
        { name: { label: 'login.usernameLabel' } },
      ),
    );
    render(
      <EngineProvider
        settings={testSettings()}
        options={createOptions({}, optionSpecs)}
        rules={createRuleBook(rulesFiles)}
        registry={testRegistry({ submit })}
      >
        <ScreenRenderer screen={loaded} context={testContext()} />
      </EngineProvider>,
    );
    await userEvent.type(screen.getByLabelText('Username'), 'someone');
    await userEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(omit).not.toHaveBeenCalled();
  });
});
