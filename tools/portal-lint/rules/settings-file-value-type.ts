import { parseFlag } from '../../../src/engine/settings/flag.ts';
import type { SettingKind } from '../../../src/engine/settings/catalogue.ts';
import { fill, type Rule } from '../types.ts';
import { isRecord } from '../walk.ts';
import { settingsOf } from './settings-file-unknown-entry.ts';

/** CSS named colours (CSS Color 4), plus transparent and currentcolor. */
const COLOUR_NAMES = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown
  burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan
  darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid
  darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet
  deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro
  ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki
  lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow
  lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray
  lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine
  mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise
  mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab
  orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru
  pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown
  seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan
  teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen transparent currentcolor`.split(
    /\s+/,
  ),
);

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** The functional notations' shape only (numbers, units, commas, slashes), not their ranges. */
const FUNCTIONAL = /^(?:rgba?|hsla?)\(\s*[-+.\d\s,/%a-z]*\)$/i;

/**
 * Whether a value looks like a CSS colour: a hex colour (#rgb, #rgba, #rrggbb, #rrggbbaa),
 * rgb()/rgba()/hsl()/hsla() with numeric arguments, or a named colour. A shape check, not a
 * CSS parser: the browser ignores what it cannot read, and this catches the usual mistakes
 * (a missing #, a word that is no colour, a number).
 */
export function isCssColour(value: string): boolean {
  const text = value.trim();
  return HEX.test(text) || (FUNCTIONAL.test(text) && /\d/.test(text)) || COLOUR_NAMES.has(text.toLowerCase());
}

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
  locale: 'a BCP 47 language tag such as "en-US"',
};

/** What a value of this kind should have been, or undefined when it is fine. */
export function expectedFor(kind: SettingKind, value: unknown): string | undefined {
  if (kind === 'flag') return parseFlag(value) === undefined ? EXPECTED.flag : undefined;
  if (typeof value !== 'string')
    return kind === 'color' || kind === 'locale' ? EXPECTED[kind] : EXPECTED.string;
  if (kind === 'color') return isCssColour(value) ? undefined : EXPECTED.color;
  if (kind === 'locale') return isLocaleTag(value) ? undefined : EXPECTED.locale;
  return undefined;
}

/** A value as a message shows it. */
export function shown(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (isRecord(value)) return 'an object';
  return JSON.stringify(value);
}

const messages = { type: 'Settings key "{key}" ({kind}) must be {expected}, not {actual}' };

export const settingsFileValueType: Rule = {
  id: 'settings/value-type',
  description:
    "A settings value of the wrong type for its key's kind: texts are strings, flags boolean-ish, colours CSS colours, locales BCP 47 tags.",
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
