/**
 * The widget names definitions may use. The registry is typed against this list, so
 * the two cannot drift; the lint tool reads it without loading React.
 */
export const WIDGET_NAMES = [
  'text',
  'password',
  'checkbox',
  'radio',
  'select',
  'textarea',
  'richText',
  'masked',
  'phone',
  'zip',
  'ssn',
  'accountNumber',
  'date',
  'passwordRules',
  'agreement',
] as const;

export type WidgetName = (typeof WIDGET_NAMES)[number];

/** Widgets driven by an input mask (imask), whose mask the lint checks against the schema. */
export const MASKED_WIDGETS: ReadonlySet<WidgetName> = new Set([
  'masked',
  'phone',
  'zip',
  'ssn',
  'accountNumber',
  'date',
]);
