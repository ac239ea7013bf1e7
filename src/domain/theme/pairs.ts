/**
 * Every foreground/background pair the portal's theme produces, with the WCAG 2.1 AA
 * minimum each must meet (4.5:1 for text, 3:1 for focus rings, input borders and other
 * UI parts) and the settings keys it is made of. The derived colours are made here as
 * portal.css makes them (banner tints and hover shades: BANNER_TINT, HOVER_SHADE), so the
 * ratios are those of the page.
 */
import type { Rgba } from './colour.ts';
import { BLACK, composite, contrastRatio, mix, WHITE } from './contrast.ts';

/** The theme's colours, each with its settings key. */
export const THEME_COLOUR_KEYS = {
  brand: 'theme.brandColor',
  brandText: 'theme.brandTextColor',
  accent: 'theme.accentColor',
  accentText: 'theme.accentTextColor',
  page: 'theme.pageBackground',
  surface: 'theme.surfaceColor',
  text: 'theme.textColor',
  muted: 'theme.mutedTextColor',
  border: 'theme.borderColor',
  danger: 'theme.dangerColor',
  warning: 'theme.warningColor',
  success: 'theme.successColor',
} as const;

export type ThemeColour = keyof typeof THEME_COLOUR_KEYS;
export type ThemeColours = Readonly<Record<ThemeColour, Rgba>>;

/** portal.css: a banner's background is its colour at this share over the surface. */
export const BANNER_TINT = 0.08;
/** portal.css: a filled button's hover background is its colour at this share over black. */
export const HOVER_SHADE = 0.85;

export const TEXT_MINIMUM = 4.5;
export const UI_MINIMUM = 3;

interface PairSpec {
  name: string;
  foreground: ThemeColour;
  background: ThemeColour;
  minimum: number;
  /** How the background is made of the theme's colours (default: the background colour itself). */
  made?: 'bannerTint' | 'hoverShade';
}

const text = (name: string, foreground: ThemeColour, background: ThemeColour, made?: PairSpec['made']) =>
  ({ name, foreground, background, minimum: TEXT_MINIMUM, made }) satisfies PairSpec;
const ui = (name: string, foreground: ThemeColour, background: ThemeColour) =>
  ({ name, foreground, background, minimum: UI_MINIMUM }) satisfies PairSpec;

export const THEME_PAIRS: readonly PairSpec[] = [
  text('Text on the page', 'text', 'page'),
  text('Text on cards (surface)', 'text', 'surface'),
  text('Muted text on cards (surface)', 'muted', 'surface'),
  text('Muted text on the page (footer)', 'muted', 'page'),
  text('Text on primary buttons and the menu bar', 'brandText', 'brand'),
  text('Text on primary buttons when hovered', 'brandText', 'brand', 'hoverShade'),
  text('Text on accent buttons (Make Payment)', 'accentText', 'accent'),
  text('Text on accent buttons when hovered', 'accentText', 'accent', 'hoverShade'),
  text('Links on cards (surface)', 'brand', 'surface'),
  text('Links on the page', 'brand', 'page'),
  text('Information banner text (brand) on its banner', 'brand', 'surface', 'bannerTint'),
  text('Danger text on cards (surface)', 'danger', 'surface'),
  text('Danger text on its banner', 'danger', 'surface', 'bannerTint'),
  text('Warning text on cards (surface)', 'warning', 'surface'),
  text('Warning text on its banner', 'warning', 'surface', 'bannerTint'),
  text('Success text on cards (surface)', 'success', 'surface'),
  text('Success text on its banner', 'success', 'surface', 'bannerTint'),
  ui('Focus ring (brand) on cards (surface)', 'brand', 'surface'),
  ui('Focus ring (brand) on the page', 'brand', 'page'),
  ui('Input border on cards (surface)', 'border', 'surface'),
  ui('Active menu underline (accent) on the menu bar (brand)', 'accent', 'brand'),
];

export interface PairContrast {
  name: string;
  ratio: number;
  minimum: number;
  /** The settings keys the pair is made of, foreground first. */
  keys: string[];
}

/** The theme's colours as painted: the page over white, the surface over the page, the rest over the surface. */
function painted(colours: ThemeColours): ThemeColours {
  const page = composite(colours.page, WHITE);
  const surface = composite(colours.surface, page);
  const result = { ...colours, page, surface };
  for (const name of ['brand', 'accent'] as const) result[name] = composite(colours[name], surface);
  return result;
}

function backgroundOf(pair: PairSpec, colours: ThemeColours): Rgba {
  if (pair.made === 'bannerTint') return mix(colours[pair.foreground], BANNER_TINT, colours.surface);
  if (pair.made === 'hoverShade') return mix(colours[pair.background], HOVER_SHADE, BLACK);
  return colours[pair.background];
}

/** The contrast of every pair the theme produces. */
export function themeContrasts(colours: ThemeColours): PairContrast[] {
  const shown = painted(colours);
  return THEME_PAIRS.map((pair) => ({
    name: pair.name,
    ratio: contrastRatio(shown[pair.foreground], backgroundOf(pair, shown)),
    minimum: pair.minimum,
    keys: [...new Set([pair.foreground, pair.background])].map((colour) => THEME_COLOUR_KEYS[colour]),
  }));
}
