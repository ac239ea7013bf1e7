/**
 * The WCAG 2.1 contrast maths (relative luminance, contrast ratio) and the two ways the
 * portal's CSS makes one colour of two: painting a translucent colour over another, and
 * `color-mix(in srgb, …)` (banner tints, hover shades), computed as the browser computes them.
 */
import type { Rgba } from './colour.ts';

export const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
export const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.1 relative luminance of an opaque colour (alpha is ignored: composite first). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** `top` painted over `bottom` (source-over): the opaque top colour mixed in at its own alpha. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  return mix({ ...top, a: 1 }, top.a, bottom);
}

/** `color-mix(in srgb, first share, second)`, share 0–1 (premultiplied alpha, as CSS Color 5 says). */
export function mix(first: Rgba, share: number, second: Rgba): Rgba {
  const a = first.a * share + second.a * (1 - share);
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const channel = (x: number, y: number) => (x * first.a * share + y * second.a * (1 - share)) / a;
  return { r: channel(first.r, second.r), g: channel(first.g, second.g), b: channel(first.b, second.b), a };
}

/**
 * The contrast ratio (1–21) of a foreground on a background as the eye sees them: the
 * background over white (the canvas), the foreground over that.
 */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const under = composite(background, WHITE);
  const over = composite(foreground, under);
  const [light, dark] = [relativeLuminance(over), relativeLuminance(under)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * A ratio with two decimals for a message. Rounded, except that a ratio below the minimum
 * never shows as the minimum (4.497 is "4.49", not "4.50", when 4.5 is needed).
 */
export function formatRatio(ratio: number, minimum: number): string {
  const rounded = ratio.toFixed(2);
  return ratio < minimum && Number(rounded) >= minimum ? (Math.floor(ratio * 100) / 100).toFixed(2) : rounded;
}
