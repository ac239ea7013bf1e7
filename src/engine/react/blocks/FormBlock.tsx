/**
 * A form block: rjsf renders the static schema with the uiSchema the form model derives
 * from the current values; the named action receives the valid values of the visible
 * fields. rjsf keeps the values (an uncontrolled form: feeding them back would make it
 * derive its state twice per keystroke); this block derives from them what the conditions
 * change, re-evaluating only the conditions that read the changed field.
 * The form is disabled while its action runs, and a failure the action reports is
 * announced above the form with the user's entries kept.
 */
import Form, { type IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { localDateOf } from '../../../domain/dates';
import { createFormValidator, focusField, withFormValues, type FormModel } from '../../compile';
import type { FormBlock as FormDefinition } from '../../definition';
import { isEnabled, type LogicEnv } from '../../logic';
import { useEngine } from '../EngineContext';
import { useAction, type ApplyResult } from '../useAction';
import { FailureBanner } from './FailureBanner';
import { FieldUis, fields, isStaticSchema } from './StableObjectField';
import type { FormContext, FormValues } from '../registry';

/** A const (an agreement's `const: true`) is a condition to meet, not a value to fill in. */
const DEFAULTS = { constAsDefaults: 'never' } as const;

interface FormBlockProps {
  block: FormDefinition;
  model: FormModel;
  screenId: string;
  validateFns: Readonly<Record<string, unknown>>;
  env: LogicEnv;
  apply: ApplyResult;
}

/** What the form shows that depends on its values. */
interface FormView {
  uiSchema: UiSchema;
  enabled: boolean;
}

function viewOf(model: FormModel, block: FormDefinition, env: LogicEnv, values: FormValues): FormView {
  return {
    uiSchema: model.uiSchema(model.statesFor(env, values)),
    enabled: isEnabled(block, withFormValues(env, values)),
  };
}

/** The same state object when nothing shown changed, so React skips the render. */
function keepIfSame(current: FormView, next: FormView): FormView {
  return current.uiSchema === next.uiSchema && current.enabled === next.enabled ? current : next;
}

const envIds = new WeakMap<LogicEnv, number>();
let lastEnvId = 0;

/** A number for each environment object, the same for the same object. */
function envId(env: LogicEnv): number {
  let id = envIds.get(env);
  if (id === undefined) envIds.set(env, (id = ++lastEnvId));
  return id;
}

export function FormBlock({ block, model, screenId, validateFns, env, apply }: FormBlockProps) {
  const { registry } = useEngine();
  const { busy, failure, run } = useAction(block.action, screenId, block.id);
  const values = useRef<FormValues>({});
  const [view, setView] = useState(() => viewOf(model, block, env, {}));
  const [attempted, setAttempted] = useState(false);

  // Screen data or context changed: conditions may read them.
  useEffect(
    () => setView((current) => keepIfSame(current, viewOf(model, block, env, values.current))),
    [model, block, env],
  );

  const { uiSchema } = view;
  const schema = block.schema as RJSFSchema;
  // A static form's fields take their uiSchemas beside rjsf (FieldUis); its Form keeps one.
  const fieldUis = isStaticSchema(schema) ? uiSchema : undefined;
  const formUi = fieldUis ? (model.formUi as UiSchema) : uiSchema;
  const validator = useMemo(
    () => createFormValidator(validateFns, schema, model, env),
    [validateFns, schema, model, env],
  );
  const today = localDateOf(env.context.now) ?? env.context.now.slice(0, 10);
  const formContext = useMemo<FormContext>(() => ({ busy, today, env: envId(env) }), [busy, today, env]);

  // rjsf reports a change after committing it. Most keystrokes change nothing else the
  // form shows; then the state stays the same object and this block does not render again.
  const onChange = useCallback(
    (event: IChangeEvent<FormValues>) => {
      values.current = event.formData ?? {};
      setView((current) => keepIfSame(current, viewOf(model, block, env, values.current)));
    },
    [model, block, env],
  );
  const onError = useCallback(() => setAttempted(true), []);
  // rjsf's own focusing mistakes a <select> (it has a length) for a radio list.
  const focusFirstError = useCallback(
    (error: RJSFValidationError) => focusField(block.id, error),
    [block.id],
  );

  const onSubmit = useCallback(
    (event: IChangeEvent<FormValues>) => {
      const submitted = model.normalized(event.formData ?? {});
      const submitEnv = withFormValues(env, submitted);
      setAttempted(true);
      void run(model.submitted(submitted, model.states(submitEnv)), submitEnv, apply);
    },
    [env, model, run, apply],
  );

  // When this block renders for another reason (busy, a failure), the same form element is
  // returned unless one of its inputs changed, and React skips the form entirely.
  const disabled = busy || !view.enabled;
  const liveValidate = attempted ? 'onChange' : undefined;
  const form = useMemo(
    () => (
      <Form<FormValues, RJSFSchema, FormContext>
        schema={schema}
        uiSchema={formUi}
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
      formUi,
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
      {failure && <FailureBanner text={failure} />}
      <FieldUis value={fieldUis}>{form}</FieldUis>
    </div>
  );
}
