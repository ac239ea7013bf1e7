/**
 * CSS colour values as the theme settings hold them, parsed to sRGB so their contrast can be
 * measured: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba() and hsl()/hsla() in the legacy
 * (commas) and the CSS Color 4 (spaces, `/ alpha`) syntax, the named colours and
 * `transparent`. Out-of-range numbers are clamped as CSS clamps them. What this cannot read
 * (currentcolor, var(), other colour spaces) is not a theme colour: the settings reader and
 * portal-lint refuse it, so the portal and the lint always agree on the colour shown.
 */
import { NAMED_COLOURS } from './colourNames.ts';

/** Red, green and blue 0–255 (not rounded), alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;

function fromHex(digits: string): Rgba {
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const byte = (at: number) => parseInt(full.slice(at, at + 2), 16);
  return { r: byte(0), g: byte(2), b: byte(4), a: full.length === 8 ? byte(6) / 255 : 1 };
}

/** A number or a percentage of `hundredPercent`; undefined when it is neither. */
function amount(text: string, hundredPercent: number): number | undefined {
  const percent = text.endsWith('%');
  const number = percent ? text.slice(0, -1) : text;
  if (!NUMBER.test(number)) return undefined;
  return percent ? (Number(number) / 100) * hundredPercent : Number(number);
}

const HUE_UNITS: Readonly<Record<string, number>> = { deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 };

function hue(text: string): number | undefined {
  const [, number = '', unit = 'deg'] = /^(.*?)(deg|grad|rad|turn)?$/i.exec(text) ?? [];
  if (!NUMBER.test(number)) return undefined;
  return (((Number(number) * HUE_UNITS[unit.toLowerCase()]!) % 360) + 360) % 360;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** The arguments of rgb()/hsl(): three components and an optional alpha, commas or spaces. */
function argumentsOf(inner: string): [string[], string | undefined] | undefined {
  if (inner.includes(',')) {
    const parts = inner.split(',').map((part) => part.trim());
    return parts.length === 3 || parts.length === 4 ? [parts.slice(0, 3), parts[3]] : undefined;
  }
  const [main = '', alpha, ...rest] = inner.split('/').map((part) => part.trim());
  const parts = main.split(/\s+/).filter(Boolean);
  return parts.length === 3 && rest.length === 0 && alpha !== '' ? [parts, alpha] : undefined;
}

function functional(name: string, inner: string): Rgba | undefined {
  const args = argumentsOf(inner);
  if (!args) return undefined;
  const [[first = '', second = '', third = ''], alphaText] = args;
  const alpha = alphaText === undefined ? 1 : amount(alphaText, 1);
  if (alpha === undefined) return undefined;
  let rgb: (number | undefined)[];
  if (name.startsWith('rgb')) rgb = [first, second, third].map((part) => amount(part, 255));
  else {
    const [h, s, l] = [hue(first), amount(second, 100), amount(third, 100)];
    if (h === undefined || s === undefined || l === undefined) return undefined;
    rgb = hslToRgb(h, clamp(s, 0, 100) / 100, clamp(l, 0, 100) / 100);
  }
  if (rgb.some((channel) => channel === undefined)) return undefined;
  const [r, g, b] = (rgb as number[]).map((channel) => clamp(channel, 0, 255)) as [number, number, number];
  return { r, g, b, a: clamp(alpha, 0, 1) };
}

/** The colour a CSS colour value names, or undefined when it is not one this module reads. */
export function parseColour(value: string): Rgba | undefined {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text);
  if (hex) return fromHex(hex[1]!);
  if (text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const named = NAMED_COLOURS.get(text);
  if (named) return fromHex(named);
  const call = /^(rgba?|hsla?)\(([^()]*)\)$/.exec(text);
  return call ? functional(call[1]!, call[2]!.trim()) : undefined;
}

/** Whether the value is a CSS colour the theme can use (see parseColour). */
export function isCssColour(value: string): boolean {
  return parseColour(value) !== undefined;
}
