/**
 * What the app registers with the engine: plain maps from a name used in definitions
 * to the code that implements it. The engine never imports widgets, screens, the API
 * or the router; they reach it through this registry.
 */
import type { FormContextType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import type { ComponentType, ReactNode } from 'react';
import type { FieldChecks } from '../compile/constraints';
import type { LogicEnv } from '../logic';
import type { TextParams } from '../settings';
import type { StepMove } from '../steps';

export type FormValues = Record<string, unknown>;

/**
 * What an action reports: success or a failure message (a settings key), data merged into
 * the screen's data (read by conditions as data.*), forms to reset (cleared of values
 * and errors), by form id, and in a wizard the step to move to.
 */
export type ActionResult =
  | { ok: true; data?: Record<string, unknown>; reset?: readonly string[]; step?: StepMove }
  | {
      ok: false;
      message: string;
      params?: TextParams;
      data?: Record<string, unknown>;
      reset?: readonly string[];
    };

export interface ActionContext {
  env: LogicEnv;
  screenId: string;
  formId: string;
}

/** A named action receives the valid values of a form; it reports failures as a settings key. */
export type Action = (values: FormValues, context: ActionContext) => Promise<ActionResult>;

export interface BlockWidgetProps {
  props: Readonly<Record<string, unknown>>;
  env: LogicEnv;
  /** Merges values into the screen's data (read by conditions as data.*). */
  setData: (data: Record<string, unknown>) => void;
}

export interface LinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

/** What rjsf templates and widgets can read from the form's context. */
export interface FormContext extends FormContextType {
  busy: boolean;
  /** Today as YYYY-MM-DD, from the context's now (widgets never read the clock). */
  today: string;
  /**
   * A number for the form's environment (FormBlock's envId): rjsf compares its props deeply and
   * any two functions as equal, so only a change here makes it take the validator made for a
   * new environment.
   */
  env: number;
}

export interface Registry {
  widgets: RegistryWidgetsType;
  templates: Partial<TemplatesType>;
  blocks: Readonly<Record<string, ComponentType<BlockWidgetProps>>>;
  actions: Readonly<Record<string, Action>>;
  /** Named field checks (constraints.check). */
  checks: FieldChecks;
  Link: ComponentType<LinkProps>;
}
