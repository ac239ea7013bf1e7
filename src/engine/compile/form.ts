/**
 * A form block compiled for rendering: the static schema goes to rjsf untouched (its
 * validator is precompiled), while labels, visibility, enablement, widget options and
 * runtime constraints are derived here from settings, options and the context. The
 * uiSchema of a field keeps its identity while its state is unchanged, so a keystroke
 * re-renders only the fields it affects.
 */
import { own } from '../../domain/own';
import type { FormBlock, FieldDefinition } from '../definition';
import {
  evaluate,
  formReads,
  isEnabled,
  isVisible,
  mergeReads,
  type FormReads,
  type LogicEnv,
} from '../logic';
import { sameEntries, type Same } from '../sameEntries';
import type { Settings } from '../settings';
import {
  checkConstraints,
  type ConstraintFailure,
  type FieldChecks,
  type ResolvedConstraints,
} from './constraints';

export interface FieldState {
  visible: boolean;
  enabled: boolean;
  options: Readonly<Record<string, unknown>>;
  constraints: ResolvedConstraints;
}

export type FormStates = ReadonlyMap<string, FieldState>;

type Ui = Record<string, unknown>;

function isExpression(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

type Resolver = (env: LogicEnv) => Readonly<Record<string, unknown>>;

/**
 * Resolves a map of literals and json-logic expressions. Without expressions the result
 * never changes, so the same object is returned every time (and compares equal by identity).
 */
function resolver(values: Record<string, unknown> | undefined): Resolver {
  const entries = Object.entries(values ?? {});
  if (!entries.some(([, value]) => isExpression(value))) {
    const fixed = Object.freeze(Object.fromEntries(entries));
    return () => fixed;
  }
  return (env) => {
    const resolved: Record<string, unknown> = {};
    for (const [name, value] of entries) resolved[name] = isExpression(value) ? evaluate(value, env) : value;
    return resolved;
  };
}

function sameUi(a: FieldState, b: FieldState): boolean {
  if (a === b) return true;
  return (
    a.visible === b.visible &&
    a.enabled === b.enabled &&
    a.constraints.required === b.constraints.required &&
    a.constraints.maxLength === b.constraints.maxLength &&
    sameEntries(a.options, b.options)
  );
}

/** Passwords are sent as typed: a space may be part of one. */
const UNTRIMMED_WIDGETS: ReadonlySet<string> = new Set(['password', 'passwordRules']);

function schemaMaxLength(block: FormBlock, name: string): number | undefined {
  const property = own(block.schema.properties ?? {}, name);
  const limit = typeof property === 'object' && property !== null ? own(property, 'maxLength') : undefined;
  return typeof limit === 'number' ? limit : undefined;
}

function isTrimmed(block: FormBlock, name: string): boolean {
  const widget = block.fields[name]?.widget;
  return widget === undefined || !UNTRIMMED_WIDGETS.has(widget);
}

function staticTexts(field: FieldDefinition, settings: Settings): Ui {
  const ui: Ui = { 'ui:title': settings.text(field.label) };
  if (field.placeholder) ui['ui:placeholder'] = settings.text(field.placeholder);
  if (field.help) ui['ui:help'] = settings.text(field.help);
  if (field.autocomplete) ui['ui:autocomplete'] = field.autocomplete;
  if (field.choices) {
    ui['ui:enumNames'] = Object.fromEntries(
      Object.entries(field.choices).map(([value, key]) => [value, settings.text(key)]),
    );
  }
  return ui;
}

interface FieldPlan {
  name: string;
  field: FieldDefinition;
  options: Resolver;
  constraints: Resolver;
  /** The form values its state depends on. */
  reads: FormReads;
}

type Values = Readonly<Record<string, unknown>>;

/** The environment with the form's values in its context (read as form.* by conditions). */
export function withFormValues(env: LogicEnv, values: Values): LogicEnv {
  return { ...env, context: { ...env.context, form: values } };
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** The same value, or objects (records, lists) of the same values. */
const sameOrSameEntries: Same = (a, b) =>
  Object.is(a, b) || (isObject(a) && isObject(b) && sameEntries(a, b));

/**
 * Whether every condition reads the same in both environments: the same object, or the same
 * settings, options and rules with a context whose entries are the same, or are records or
 * lists of the same entries. A screen mounted again makes its context and data anew; their
 * contents, which are replaced rather than changed, decide.
 */
export function sameEnv(a: LogicEnv, b: LogicEnv): boolean {
  return (
    a === b ||
    (a.settings === b.settings &&
      a.options === b.options &&
      a.rules === b.rules &&
      sameEntries(a.context, b.context, sameOrSameEntries))
  );
}

function changedFields(before: Values, after: Values): Set<string> {
  const changed = new Set<string>();
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!Object.is(before[name], after[name])) changed.add(name);
  }
  return changed;
}

function readsAny(reads: FormReads, changed: ReadonlySet<string>): boolean {
  return reads === 'all' || [...changed].some((name) => reads.has(name));
}

function planOf(name: string, field: FieldDefinition): FieldPlan {
  const { sameAs, ...constraints } = field.constraints ?? {};
  const expressions = [
    field.visibleWhen,
    field.hiddenWhen,
    field.enabledWhen,
    field.disabledWhen,
    ...Object.values(field.options ?? {}),
    ...Object.values(constraints),
  ];
  return {
    name,
    field,
    options: resolver(field.options),
    constraints: resolver(sameAs === undefined ? constraints : { ...constraints, sameAs }),
    reads: mergeReads(expressions.map(formReads)),
  };
}

export class FormModel {
  readonly names: readonly string[];
  private readonly order: readonly string[];
  private readonly plans: readonly FieldPlan[];
  private readonly texts: ReadonlyMap<string, Ui>;
  private readonly cache = new Map<string, { state: FieldState; ui: Ui }>();
  /** The uiSchema's form-wide entries (order, submit button), without any field's. */
  readonly formUi: Ui;
  private lastRoot: Ui | undefined;
  /** The states lastRoot was made for: the same states give the same uiSchema without a look at each field. */
  private lastRootStates: FormStates | undefined;
  private last: { env: LogicEnv; values: Values; states: FormStates } | undefined;

  constructor(
    readonly block: FormBlock,
    readonly settings: Settings,
    private readonly checks: FieldChecks = {},
  ) {
    this.names = Object.keys(block.fields);
    this.order = [...this.names, '*'];
    this.plans = this.names.map((name) => planOf(name, block.fields[name]!));
    this.texts = new Map(this.names.map((name) => [name, staticTexts(block.fields[name]!, settings)]));
    this.formUi = {
      'ui:order': this.order,
      'ui:submitButtonOptions': { submitText: settings.text(block.submit) },
    };
  }

  field(name: string): FieldDefinition | undefined {
    return own(this.block.fields, name);
  }

  /** Every field's state in an environment whose context holds the form values. */
  states(env: LogicEnv): FormStates {
    return new Map(this.plans.map((plan) => [plan.name, this.stateOf(plan, env)]));
  }

  /**
   * The states for these values on this screen, re-evaluating only the fields whose
   * conditions, options or constraints read a value that changed since the last call
   * (a keystroke in one field re-evaluates what depends on it, not all conditions). A screen
   * mounted again in an equal environment (sameEnv) re-evaluates none.
   */
  statesFor(env: LogicEnv, values: Values): FormStates {
    const formEnv = withFormValues(env, values);
    const last = this.last;
    let states: FormStates;
    if (!last || !sameEnv(last.env, env)) {
      states = this.states(formEnv);
    } else {
      const changed = changedFields(last.values, values);
      if (changed.size === 0) {
        this.last = { ...last, env };
        return last.states;
      }
      states = new Map(
        this.plans.map((plan) => [
          plan.name,
          readsAny(plan.reads, changed) ? this.stateOf(plan, formEnv) : last.states.get(plan.name)!,
        ]),
      );
    }
    this.last = { env, values, states };
    return states;
  }

  private stateOf(plan: FieldPlan, env: LogicEnv): FieldState {
    return {
      visible: isVisible(plan.field, env),
      enabled: isEnabled(plan.field, env),
      options: plan.options(env),
      constraints: plan.constraints(env) as ResolvedConstraints,
    };
  }

  uiSchema(states: FormStates): Ui {
    if (states === this.lastRootStates && this.lastRoot) return this.lastRoot;
    this.lastRootStates = states;
    let changed = this.lastRoot === undefined;
    const fields: Ui = {};
    for (const name of this.names) {
      const state = states.get(name)!;
      let entry = this.cache.get(name);
      if (!entry || !sameUi(entry.state, state)) {
        entry = { state, ui: this.fieldUi(name, state) };
        this.cache.set(name, entry);
        changed = true;
      }
      fields[name] = entry.ui;
    }
    if (changed || !this.lastRoot) {
      this.lastRoot = { ...this.formUi, ...fields };
    }
    return this.lastRoot;
  }

  private fieldUi(name: string, state: FieldState): Ui {
    const field = this.block.fields[name]!;
    const ui: Ui = { ...this.texts.get(name) };
    if (!state.visible) ui['ui:widget'] = 'hidden';
    else if (field.widget) ui['ui:widget'] = field.widget;
    if (!state.enabled) ui['ui:disabled'] = true;
    const maxLength = this.maxLength(name, state);
    ui['ui:options'] = {
      ...state.options,
      requiredNow: state.constraints.required === true,
      ...(maxLength === undefined ? {} : { maxLength }),
    };
    return ui;
  }

  /** The longest value the field takes now (schema and runtime limits): the input's maxlength. */
  maxLength(name: string, state: FieldState): number | undefined {
    const limits = [schemaMaxLength(this.block, name), state.constraints.maxLength].filter(
      (limit): limit is number => typeof limit === 'number' && Number.isFinite(limit),
    );
    return limits.length ? Math.min(...limits) : undefined;
  }

  /**
   * The values as checked and submitted: text trimmed (passwords excepted), and a text of
   * spaces only left out, so that it counts as not filled in for `required`.
   */
  normalized(values: Values): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(values)) {
      if (typeof value !== 'string' || !own(this.block.fields, name) || !isTrimmed(this.block, name)) {
        result[name] = value;
        continue;
      }
      const trimmed = value.trim();
      if (trimmed !== '') result[name] = trimmed;
    }
    return result;
  }

  /** Fields whose errors count: hidden and disabled fields are not validated. */
  isChecked(name: string, states: FormStates): boolean {
    const state = states.get(name);
    return state !== undefined && state.visible && state.enabled;
  }

  constraintFailures(
    values: Readonly<Record<string, unknown>>,
    states: FormStates,
  ): Map<string, ConstraintFailure> {
    const failures = new Map<string, ConstraintFailure>();
    for (const name of this.names) {
      if (!this.isChecked(name, states)) continue;
      const state = states.get(name)!;
      const failure = checkConstraints(values[name], state.constraints, values, {
        checks: this.checks,
        options: state.options,
      });
      if (failure) failures.set(name, failure);
    }
    return failures;
  }

  /** The values to submit: those of visible fields only. */
  submitted(values: Readonly<Record<string, unknown>>, states: FormStates): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(values).filter(([name]) => !own(this.block.fields, name) || states.get(name)?.visible),
    );
  }
}
