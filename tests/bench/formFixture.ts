/**
 * The generated form of bench A, once as a screen definition for our engine and once
 * as plain JSON Schema if/then conditionals for rjsf, with the same fields, labels and
 * visibility: field i > 0 is shown unless the field it watches holds "hide", and the check of
 * which fields show. For node and the browser alike; ./formScreen.ts precompiles the validator.
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { FieldDefinition, ScreenDefinition } from '../../src/engine';

export const FIELD_COUNT = 200;
export const FORM_ID = 'bench';
export const LABEL_KEY = 'login.usernameLabel';
/** The text of LABEL_KEY in the catalogue, used as the baseline's titles. */
export const LABEL_TEXT = 'Username';
export const HIDE = 'hide';

/** The field field i watches: f1..f9 watch f0, f10..f199 watch f(i % 10), so typing "hide" into f0 hides 28 fields. */
export function watched(index: number): number {
  return index < 10 ? 0 : index % 10;
}

/** Fields that the value "hide" in f0 hides. */
export function hiddenByFirst(): string[] {
  const names: string[] = [];
  for (let index = 1; index < FIELD_COUNT; index++) if (watched(index) === 0) names.push(`f${index}`);
  return names;
}

export function conditionCount(): number {
  return FIELD_COUNT - 1;
}

export function engineDefinition(): ScreenDefinition {
  const properties: Record<string, Record<string, unknown>> = {};
  const fields: Record<string, FieldDefinition> = {};
  for (let index = 0; index < FIELD_COUNT; index++) {
    const name = `f${index}`;
    properties[name] = { type: 'string' };
    fields[name] = { label: LABEL_KEY };
    if (index > 0) fields[name].visibleWhen = { '!=': [{ var: `form.f${watched(index)}` }, HIDE] };
  }
  return {
    id: 'bench',
    route: 'home/bench',
    title: 'login.title',
    blocks: [
      {
        type: 'form',
        id: FORM_ID,
        action: 'submit',
        schema: { type: 'object', properties },
        fields,
        submit: 'login.submit',
      },
    ],
  };
}

/** The same form for plain rjsf: f0 always present, every other field added by an if/then of allOf. */
export function baselineSchema(): RJSFSchema {
  const allOf: RJSFSchema[] = [];
  for (let index = 1; index < FIELD_COUNT; index++) {
    allOf.push({
      if: { properties: { [`f${watched(index)}`]: { not: { const: HIDE } } } },
      then: { properties: { [`f${index}`]: { type: 'string', title: LABEL_TEXT } } },
    });
  }
  return { type: 'object', properties: { f0: { type: 'string', title: LABEL_TEXT } }, allOf };
}

/** Whether a field is rendered as a visible control (rjsf drops it; our engine hides it). */
function isShown(container: ParentNode, id: string): boolean {
  const element = container.querySelector(`#${id}`);
  return (
    element !== null && element.getAttribute('type') !== 'hidden' && element.closest('[hidden]') === null
  );
}

/** A mounted form of the bench: its name, rjsf's id prefix, whether typing "hide" hides fields. */
export interface ShownForm {
  name: string;
  prefix: string;
  conditional: boolean;
}

/** Throws unless exactly the fields watching f0 are hidden (when `hidden`) and all others shown. */
export function expectVisibility(
  container: ParentNode,
  form: ShownForm,
  hidden: boolean,
  when: string,
): void {
  const watchers = new Set(hiddenByFirst());
  for (let index = 0; index < FIELD_COUNT; index++) {
    const expected = !(hidden && form.conditional && watchers.has(`f${index}`));
    if (isShown(container, `${form.prefix}_f${index}`) !== expected) {
      throw new Error(`${form.name}: after ${when}, f${index} should be ${expected ? 'shown' : 'hidden'}`);
    }
  }
}
