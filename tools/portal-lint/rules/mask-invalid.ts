import { isValidMask } from '../../../src/widgets/masked/pattern.ts';
import { MASKED_WIDGETS, type WidgetName } from '../../../src/widgets/names.ts';
import { fill, type Finding, type Rule } from '../types.ts';
import { fieldsOf, isRecord, type FieldAt, type Json } from '../walk.ts';
import { shown } from './settings-file-value-type.ts';

export interface MaskedFieldAt extends FieldAt {
  widget: WidgetName;
  /** The field's options (empty when it has none). */
  options: Json;
}

/** Every field drawn by a masked widget (phone, zip, ssn, accountNumber, date, masked). */
export function* maskedFieldsOf(definition: unknown): Generator<MaskedFieldAt> {
  for (const at of fieldsOf(definition)) {
    const widget = at.field.widget;
    if (typeof widget !== 'string' || !MASKED_WIDGETS.has(widget as WidgetName)) continue;
    yield {
      ...at,
      widget: widget as WidgetName,
      options: isRecord(at.field.options) ? at.field.options : {},
    };
  }
}

/** A json-logic expression, resolved at runtime: its value is unknown to the lint. */
export function isLogic(value: unknown): boolean {
  return isRecord(value) || Array.isArray(value);
}

const messages = {
  invalid:
    'Mask {mask} of field "{name}" is not a valid mask: use 0 (a digit), a (a letter), * (any character) and the literals 1-9 ( ) . / : + # - and spaces, with at least one 0, a or *',
};

export const maskInvalid: Rule = {
  id: 'mask/invalid',
  description:
    'A masked widget whose options.mask is not a mask the widgets accept (so the widget silently falls back to its preset or to no mask).',
  severity: 'error',
  kinds: ['screen'],
  messages,
  check(file) {
    const findings: Finding[] = [];
    for (const { name, options, path } of maskedFieldsOf(file.value)) {
      if (!Object.hasOwn(options, 'mask')) continue;
      const mask = options.mask;
      if (isLogic(mask) || isValidMask(mask)) continue;
      findings.push({
        message: fill(messages.invalid, { mask: shown(mask), name }),
        path: [...path, 'options', 'mask'],
      });
    }
    return findings;
  },
};
