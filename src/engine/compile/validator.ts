/**
 * The validator of one form: the precompiled (eval-free) schema validator, plus the
 * runtime constraints, with every message replaced by the field's settings text (never
 * ajv's English: a failure the field names no message for shows the generic settings text).
 * Errors of hidden or disabled fields are dropped; a field shows one message at a time,
 * and errors come in display order so that the first one is focused.
 */
import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import type { LogicEnv } from '../logic';
import { withFormValues, type FormModel } from './form';
import { messageFor, namesMessage, reportGenericMessage } from './messages';

type Values = Record<string, unknown>;

/** The top-level field an rjsf error belongs to ('.username', 'username' or '.address.city'). */
export function fieldOfError(error: RJSFValidationError): string | undefined {
  const [name] = (error.property ?? '').replace(/^\./, '').split('.');
  return name || undefined;
}

type Precompiled = ValidatorType<Values>;

/**
 * The precompiled validator of each form schema, made once: rjsf's hashes the whole schema when
 * it is made, which a screen mounted again need not repeat. It keeps nothing of a form's values.
 */
const precompiled = new WeakMap<object, WeakMap<RJSFSchema, Precompiled>>();

function precompiledFor(validateFns: Readonly<Record<string, unknown>>, schema: RJSFSchema): Precompiled {
  let bySchema = precompiled.get(validateFns);
  if (!bySchema) precompiled.set(validateFns, (bySchema = new WeakMap()));
  let found = bySchema.get(schema);
  if (!found)
    bySchema.set(
      schema,
      (found = createPrecompiledValidator<Values>(validateFns as ValidatorFunctions, schema)),
    );
  return found;
}

export function createFormValidator(
  validateFns: Readonly<Record<string, unknown>>,
  schema: RJSFSchema,
  model: FormModel,
  env: LogicEnv,
): ValidatorType<Values> {
  const inner = precompiledFor(validateFns, schema);

  function transform(values: Values, errors: RJSFValidationError[]): RJSFValidationError[] {
    const states = model.states(withFormValues(env, values));
    const result: RJSFValidationError[] = [];
    const seen = new Set<string>();
    for (const error of errors) {
      const name = fieldOfError(error);
      if (name === undefined || !model.isChecked(name, states) || seen.has(name)) continue;
      seen.add(name);
      const keyword = error.name ?? '';
      if (!namesMessage(model.field(name), keyword)) reportGenericMessage(model.block.id, name, keyword);
      const message = messageFor(model.settings, model.field(name), keyword, error.params?.limit);
      result.push({ ...error, property: `.${name}`, message, stack: message });
    }
    for (const [name, failure] of model.constraintFailures(values, states)) {
      if (seen.has(name)) continue;
      const field = model.field(name);
      const { keyword, limit, message: fallback, params } = failure;
      if (!namesMessage(field, keyword, fallback)) reportGenericMessage(model.block.id, name, keyword);
      const message = messageFor(model.settings, field, keyword, limit, fallback, params);
      result.push({ name: failure.keyword, property: `.${name}`, message, stack: message, params: failure });
    }
    const order = (error: RJSFValidationError) => model.names.indexOf(fieldOfError(error) ?? '');
    return result.sort((a, b) => order(a) - order(b));
  }

  return {
    validateFormData(formData, rootSchema, _customValidate, _transformErrors, uiSchema) {
      // Checked as submitted: trimmed, so that a value of spaces is missing.
      const values = model.normalized(formData ?? {});
      return inner.validateFormData(
        values,
        rootSchema,
        undefined,
        (errors) => transform(values, errors),
        uiSchema,
      );
    },
    isValid: (subSchema, formData, rootSchema) => inner.isValid(subSchema, formData, rootSchema),
    rawValidation: (rootSchema, formData) => inner.rawValidation(rootSchema, formData),
  };
}

/** Focuses the control of an error's field: the input itself, or the first radio of a group. */
export function focusField(formId: string, error: RJSFValidationError, root: ParentNode = document) {
  const name = fieldOfError(error);
  if (!name) return;
  const id = `${formId}_${name}`;
  const control =
    root.querySelector<HTMLElement>(`[id="${id}"]`) ?? root.querySelector<HTMLElement>(`[id^="${id}-"]`);
  control?.focus();
}
