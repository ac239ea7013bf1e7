import { own } from '../../domain/own';
import type { FieldDefinition } from '../definition';
import type { Settings } from '../settings';

/** The generic catalogue message of each validation keyword, used when a field names none. */
const GENERIC: Readonly<Record<string, string>> = {
  required: 'form.required',
  minLength: 'form.minLength',
  maxLength: 'form.maxLength',
  pattern: 'form.pattern',
  format: 'form.format',
  minimum: 'form.minimum',
  exclusiveMinimum: 'form.minimum',
  maximum: 'form.maximum',
  exclusiveMaximum: 'form.maximum',
  sameAs: 'form.sameAs',
};

/** The field's message for the keyword, else the check's own default, else the generic one. */
export function messageKey(field: FieldDefinition | undefined, keyword: string, fallback?: string): string {
  return own(field?.messages, keyword) ?? fallback ?? own(GENERIC, keyword) ?? 'form.invalid';
}

/** Whether the field (or its check) names the message of a failure, rather than the generic one. */
export function namesMessage(
  field: FieldDefinition | undefined,
  keyword: string,
  fallback?: string,
): boolean {
  return own(field?.messages, keyword) !== undefined || fallback !== undefined;
}

const reported = new Set<string>();

/**
 * In development, a failure shown with the generic message is reported once in the console,
 * naming the field and the message key it lacks (portal-lint's form/field-messages reports
 * the definition before it ships; production builds stay quiet).
 */
export function reportGenericMessage(form: string, name: string, keyword: string): void {
  if (import.meta.env?.DEV !== true) return;
  const id = `${form}/${name}/${keyword}`;
  if (reported.has(id)) return;
  reported.add(id);
  console.warn(
    `Field "${name}" of form "${form}" has no message for "${keyword}": the generic "${messageKey(undefined, keyword)}" shows (add messages.${keyword} to the definition)`,
  );
}

export function messageFor(
  settings: Settings,
  field: FieldDefinition | undefined,
  keyword: string,
  limit?: number | string,
  fallback?: string,
  params?: Readonly<Record<string, string | number>>,
): string {
  const values = limit === undefined ? params : { ...params, limit };
  return settings.text(messageKey(field, keyword, fallback), values);
}
