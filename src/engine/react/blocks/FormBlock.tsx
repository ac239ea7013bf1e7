/**
 * A form block: rjsf renders the static schema with the uiSchema the form model derives
 * from the current values; the named action receives the valid values of the visible
 * fields. rjsf keeps the values (an uncontrolled form: feeding them back would make it
 * derive its state twice per keystroke); this block mirrors them for the conditions.
 * The form is disabled while its action runs, and a failure the action reports is
 * announced above the form with the user's entries kept.
 */
import Form, { type IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { useCallback, useMemo, useState } from 'react';
import { localDateOf } from '../../../domain/dates';
import { createFormValidator, focusField, withFormValues, type FormModel } from '../../compile';
import type { FormBlock as FormDefinition } from '../../definition';
import { isEnabled, type LogicEnv } from '../../logic';
import { useEngine } from '../EngineContext';
import { fields } from './StableObjectField';
import type { FormContext, FormValues } from '../registry';

/** A const (an agreement's `const: true`) is a condition to meet, not a value to fill in. */
const DEFAULTS = { constAsDefaults: 'never' } as const;

interface FormBlockProps {
  block: FormDefinition;
  model: FormModel;
  screenId: string;
  validateFns: Readonly<Record<string, unknown>>;
  env: LogicEnv;
  setData: (data: Record<string, unknown>) => void;
}

export function FormBlock({ block, model, screenId, validateFns, env, setData }: FormBlockProps) {
  const { settings, registry } = useEngine();
  const [values, setValues] = useState<FormValues>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [attempted, setAttempted] = useState(false);

  const formEnv = useMemo(() => withFormValues(env, values), [env, values]);
  const states = useMemo(() => model.states(formEnv), [model, formEnv]);
  const uiSchema = useMemo(() => model.uiSchema(states), [model, states]);
  const schema = block.schema as RJSFSchema;
  const validator = useMemo(
    () => createFormValidator(validateFns, schema, model, env),
    [validateFns, schema, model, env],
  );
  const today = localDateOf(env.context.now) ?? env.context.now.slice(0, 10);
  const formContext = useMemo<FormContext>(() => ({ busy, today }), [busy, today]);

  const onChange = useCallback((event: IChangeEvent<FormValues>) => setValues(event.formData ?? {}), []);
  const onError = useCallback(() => setAttempted(true), []);
  // rjsf's own focusing mistakes a <select> (it has a length) for a radio list.
  const focusFirstError = useCallback(
    (error: RJSFValidationError) => focusField(block.id, error),
    [block.id],
  );

  const onSubmit = useCallback(
    async (event: IChangeEvent<FormValues>) => {
      const action = registry.actions[block.action]!;
      const submitted = event.formData ?? {};
      const submitEnv = withFormValues(env, submitted);
      setAttempted(true);
      setBusy(true);
      setFailure(undefined);
      try {
        const result = await action(model.submitted(submitted, model.states(submitEnv)), {
          env: submitEnv,
          screenId,
          formId: block.id,
        });
        if (result.data) setData(result.data);
        if (!result.ok) setFailure(settings.text(result.message, result.params));
      } catch (error) {
        console.error(`Action "${block.action}" failed`, error);
        setFailure(settings.text('errors.server'));
      } finally {
        setBusy(false);
      }
    },
    [registry, block, model, env, screenId, settings, setData],
  );

  // rjsf reports a change after committing it; mirroring the values here renders this block
  // again. Unless a condition changed the uiSchema (or another input), the same element is
  // returned and React skips the form entirely.
  const disabled = busy || !isEnabled(block, formEnv);
  const liveValidate = attempted ? 'onChange' : undefined;
  const form = useMemo(
    () => (
      <Form<FormValues, RJSFSchema, FormContext>
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        fields={fields}
        widgets={registry.widgets}
        templates={registry.templates}
        formContext={formContext}
        idPrefix={block.id}
        disabled={disabled}
        liveValidate={liveValidate}
        showErrorList={false}
        noHtml5Validate
        focusOnFirstError={focusFirstError}
        experimental_defaultFormStateBehavior={DEFAULTS}
        onChange={onChange}
        onError={onError}
        onSubmit={onSubmit}
      />
    ),
    [
      schema,
      uiSchema,
      validator,
      registry,
      formContext,
      block.id,
      disabled,
      liveValidate,
      focusFirstError,
      onChange,
      onError,
      onSubmit,
    ],
  );

  return (
    <div className="form-block">
      {failure && (
        <div className="banner banner--error" role="alert">
          {failure}
        </div>
      )}
      {form}
    </div>
  );
}
