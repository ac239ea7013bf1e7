/**
 * The forms bench A types into, each compiled (and timed) and ready to mount: our engine,
 * plain rjsf with if/then conditionals, and rjsf's own floor (the same 200 fields without
 * any condition, controlled like ours). Import only after installDom().
 */
import Form from '@rjsf/core';
import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import validator, { customizeValidator } from '@rjsf/validator-ajv8';
import { useState, type ReactElement } from 'react';
import {
  compileScreen,
  createOptions,
  createRuleBook,
  EngineProvider,
  ScreenRenderer,
  type KnownNames,
  type LoadedScreen,
  type LogicEnv,
} from '../../src/engine';
import { optionSpecs } from '../../src/generated/options';
import { rulesFiles } from '../../src/generated/rules';
import { testContext, testRegistry, testSettings } from '../support/engine';
import { FORM_ID } from './formFixture';
import { median } from './report';

export interface Subject {
  name: string;
  /** rjsf's id prefix: field f<i> is the element #<prefix>_f<i>. */
  prefix: string;
  /** Whether typing "hide" into f0 hides fields (false for the floor, which has no conditions). */
  conditional: boolean;
  compileCold: number;
  compileWarm: number;
  element: ReactElement;
}

export const timed = (work: () => unknown) => {
  const start = performance.now();
  work();
  return performance.now() - start;
};

/** The first call, then the median of 5 more (each on fresh instances). */
function compileTimes(
  cold: () => unknown,
  warm: () => unknown,
): Pick<Subject, 'compileCold' | 'compileWarm'> {
  return { compileCold: timed(cold), compileWarm: median(Array.from({ length: 5 }, () => timed(warm))) };
}

export function engineSubject(loaded: LoadedScreen): Subject {
  const settings = testSettings();
  const options = createOptions({}, optionSpecs);
  const rules = createRuleBook(rulesFiles);
  const registry = testRegistry({ submit: async () => ({ ok: true }) });
  const context = testContext({ route: { path: 'home/bench', params: {} } });
  const names: KnownNames = {
    widgets: new Set(Object.keys(registry.widgets)),
    blocks: new Set(Object.keys(registry.blocks)),
    actions: new Set(Object.keys(registry.actions)),
    checks: new Set(Object.keys(registry.checks)),
  };
  const env: LogicEnv = { settings, options, rules, context: { ...context, options, form: {}, data: {} } };
  const compile = () => {
    const model = compileScreen(loaded, names, settings).forms.get(FORM_ID)!;
    return model.uiSchema(model.states(env));
  };
  const element = (
    <EngineProvider settings={settings} options={options} rules={rules} registry={registry}>
      <ScreenRenderer screen={loaded} context={context} />
    </EngineProvider>
  );
  return { name: 'ours', prefix: FORM_ID, conditional: true, ...compileTimes(compile, compile), element };
}

export function baselineSubject(schema: RJSFSchema): Subject {
  const times = compileTimes(
    () => createSchemaUtils(validator, schema).retrieveSchema(schema, {}),
    () => createSchemaUtils(customizeValidator<Record<string, unknown>>(), schema).retrieveSchema(schema, {}),
  );
  return {
    name: 'rjsf',
    prefix: 'root',
    conditional: true,
    ...times,
    element: <Form schema={schema} validator={validator} />,
  };
}

function ControlledForm({ schema }: { schema: RJSFSchema }) {
  const [formData, setFormData] = useState<Record<string, unknown>>({});
  return (
    <Form
      schema={schema}
      validator={validator}
      idPrefix="floor"
      formData={formData}
      onChange={(event) => setFormData(event.formData ?? {})}
    />
  );
}

/** Plain rjsf on our engine's static schema, its formData held by the parent as FormBlock does. */
export function floorSubject(schema: RJSFSchema): Subject {
  const times = compileTimes(
    () => createSchemaUtils(validator, schema).retrieveSchema(schema, {}),
    () => createSchemaUtils(customizeValidator<Record<string, unknown>>(), schema).retrieveSchema(schema, {}),
  );
  return {
    name: 'rjsf floor',
    prefix: 'floor',
    conditional: false,
    ...times,
    element: <ControlledForm schema={schema} />,
  };
}
