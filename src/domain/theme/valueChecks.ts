/**
 * The settings kinds whose values end up in the theme's CSS, each with the check of its form:
 * one table, read by the portal's settings reader (a value that fails keeps the default) and
 * by portal-lint's settings/value-type rule (it is reported), so the two cannot disagree.
 */
import { isCssColour } from './colour.ts';
import { isCornerRadius, isFontStack } from './cssValues.ts';

export const THEME_VALUE_CHECKS = {
  color: isCssColour,
  radius: isCornerRadius,
  fontStack: isFontStack,
} as const satisfies Readonly<Record<string, (value: string) => boolean>>;
