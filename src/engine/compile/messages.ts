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
