import { accountNumberMask } from '../../../src/domain/accounts/index.ts';
import { isValidMask, MASK_PRESETS, ssnMask } from '../../../src/widgets/masked/pattern.ts';
import { fill, type Finding, type JsonPath, type Rule } from '../types.ts';
import { isRecord } from '../walk.ts';
import { isLogic, maskedFieldsOf, type MaskedFieldAt } from './mask-invalid.ts';

export interface EffectiveMask {
  mask: string;
  /** The value is stored as displayed, with the mask's literals (unmask false, and always for date). */
  displayed: boolean;
  /** Where the finding points: options.mask when the mask comes from there, else the widget. */
  path: JsonPath;
}

/** A number option as the widgets read it (see MaskedWidgets.tsx): a finite number, else the fallback. */
function numberOption(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** The widget's own mask when options.mask gives none; undefined when it depends on runtime values. */
function presetOf({ widget, options }: MaskedFieldAt): string | undefined {
  switch (widget) {
    case 'phone':
    case 'zip':
      return MASK_PRESETS[widget];
    case 'ssn':
      return isLogic(options.digits) ? undefined : ssnMask(numberOption(options.digits, 9));
    case 'accountNumber': {
      const names = ['officeLength', 'accountLength', 'checkDigitLength', 'removeCheckDigits'];
      if (names.some((name) => isLogic(options[name]))) return undefined;
      return accountNumberMask({
        office: numberOption(options.officeLength, 0),
        account: numberOption(options.accountLength, 0),
        checkDigits: numberOption(options.checkDigitLength, 0),
        removeCheckDigits: options.removeCheckDigits === true,
      });
    }
    default:
      return undefined;
  }
}

/**
 * The mask a masked field gets at runtime and how its value is stored, as MaskedWidgets.tsx
 * and DateWidget.tsx choose them; undefined when that depends on json-logic resolved at
 * runtime, or when the field has no mask (a masked widget without options.mask).
 */
export function effectiveMask(at: MaskedFieldAt): EffectiveMask | undefined {
  const { widget, options, path } = at;
  const widgetPath = [...path, 'widget'];
  // The date widget always uses its preset and stores the date as displayed.
  if (widget === 'date') return { mask: MASK_PRESETS.date, displayed: true, path: widgetPath };
  if (isLogic(options.mask) || isLogic(options.unmask)) return undefined;
  const displayed = options.unmask === false;
  if (isValidMask(options.mask)) return { mask: options.mask, displayed, path: [...path, 'options', 'mask'] };
  const preset = presetOf(at);
  return preset === undefined ? undefined : { mask: preset, displayed, path: widgetPath };
}

const SAMPLE: Readonly<Record<string, string>> = { '0': '1', a: 'a', '*': 'a' };

/** The value stored for a filled mask: digits 1, letters and any characters a, literals when displayed. */
export function storedExample({ mask, displayed }: Pick<EffectiveMask, 'mask' | 'displayed'>): string {
  return [...mask].map((char) => SAMPLE[char] ?? (displayed ? char : '')).join('');
}

const messages = {
  maxLength:
    'The mask "{mask}" of field "{name}" stores values like "{example}" ({length} characters), more than the schema\'s maxLength {limit}',
  minLength:
    'The mask "{mask}" of field "{name}" stores values like "{example}" ({length} characters), fewer than the schema\'s minLength {limit}',
  pattern:
    'The mask "{mask}" of field "{name}" stores values like "{example}", which the schema\'s pattern {pattern} rejects',
};

function compilePattern(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined; // form/schema-compile reports a broken pattern
  }
}

export const maskSchemaMismatch: Rule = {
  id: 'mask/schema-mismatch',
  description:
    'A masked field whose mask contradicts its schema: a filled-in value is longer than maxLength, shorter than minLength or refused by the pattern (digits only unless options.unmask is false; a date as displayed).',
  severity: 'error',
  kinds: ['screen'],
  messages,
  check(file) {
    const findings: Finding[] = [];
    for (const at of maskedFieldsOf(file.value)) {
      const schema = at.form.properties[at.name];
      if (!isRecord(schema)) continue;
      const effective = effectiveMask(at);
      if (!effective) continue;
      const example = storedExample(effective);
      const data = { mask: effective.mask, name: at.name, example, length: example.length };
      const { maxLength, minLength, pattern } = schema;
      if (typeof maxLength === 'number' && example.length > maxLength)
        findings.push({
          message: fill(messages.maxLength, { ...data, limit: maxLength }),
          path: effective.path,
        });
      if (typeof minLength === 'number' && example.length < minLength)
        findings.push({
          message: fill(messages.minLength, { ...data, limit: minLength }),
          path: effective.path,
        });
      const regex = typeof pattern === 'string' ? compilePattern(pattern) : undefined;
      if (regex && !regex.test(example))
        findings.push({
          message: fill(messages.pattern, { ...data, pattern: JSON.stringify(pattern) }),
          path: effective.path,
        });
    }
    return findings;
  },
};
