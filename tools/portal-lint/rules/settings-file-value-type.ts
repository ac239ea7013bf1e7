import { parseFlag } from '../../../src/engine/settings/flag.ts';
import { THEME_VALUE_CHECKS } from '../../../src/domain/theme/index.ts';
import type { SettingKind } from '../../../src/engine/settings/catalogue.ts';
import { fill, type SettingsRule } from '../types.ts';
import { isRecord } from '../walk.ts';
import { settingsOf } from './settings-file-unknown-entry.ts';

/** Whether Intl accepts the tag as a BCP 47 language tag. */
export function isLocaleTag(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

const EXPECTED = {
  string: 'a string',
  flag: 'true or false (or yes/no, on/off, 1/0, empty)',
  color: 'a CSS colour (#rgb, #rrggbb, rgb(), hsl() or a colour name)',
  radius: 'a length from 0 to 32px such as "8px"',
  fontStack: 'a CSS font-family list such as "Georgia, serif" (no ; { } or url()',
  locale: 'a BCP 47 language tag such as "en-US"',
};

/** The kinds whose strings must also have a form, with the check of that form (shared with the portal's settings reader). */
const FORMS: Partial<Record<SettingKind, (value: string) => boolean>> = {
  ...THEME_VALUE_CHECKS,
  locale: isLocaleTag,
};

/** What a value of this kind should have been, or undefined when it is fine. */
export function expectedFor(kind: SettingKind, value: unknown): string | undefined {
  if (kind === 'flag') return parseFlag(value) === undefined ? EXPECTED.flag : undefined;
  const form = FORMS[kind];
  const expected = form ? EXPECTED[kind as keyof typeof EXPECTED] : EXPECTED.string;
  if (typeof value !== 'string') return expected;
  return form && !form(value) ? expected : undefined;
}

/** A value as a message shows it. */
export function shown(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (isRecord(value)) return 'an object';
  return JSON.stringify(value);
}

const messages = { type: 'Settings key "{key}" ({kind}) must be {expected}, not {actual}' };

export const settingsFileValueType: SettingsRule = {
  id: 'settings/value-type',
  description:
    "A settings value of the wrong type for its key's kind: texts are strings, flags boolean-ish, colours CSS colours, radii lengths from 0 to 32px, font stacks font-family lists, locales BCP 47 tags.",
  severity: 'error',
  kinds: ['settings'],
  messages,
  check(file, context) {
    return [...settingsOf(file.value)].flatMap(({ key, value, path }) => {
      const entry = context.catalogue.get(key);
      const expected = entry && expectedFor(entry.kind, value);
      return expected === undefined
        ? []
        : [
            {
              message: fill(messages.type, { key, kind: entry!.kind, expected, actual: shown(value) }),
              path,
            },
          ];
    });
  },
};
