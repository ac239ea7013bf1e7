/**
 * One row of the settings catalogue as admins read it: a key with its default, kind and
 * description, and every place that uses it. `portal-lint catalogue` prints these rows and
 * the generator writes them to src/generated/studioCatalogue.ts for the studio, so both
 * sides share this one shape. Types only: importing it costs no bytes.
 */
import type { SettingKind } from './catalogue';

/** A use in a screen definition: the screen and a readable place inside it. */
export interface BlockUse {
  screen: string;
  /** e.g. `login › switch › case credentials › form login › field username`. */
  place: string;
  /** The property that holds the key there: `label`, `messages.required`, `visibleWhen`… */
  property: string;
}

/** A use in a navigation file (navigation/*.json): a menu entry or header link. */
export interface NavigationUse {
  /** The file's name without .json, e.g. `signed-in`. */
  file: string;
  /** The list, e.g. `menu` or `headerLinks`. */
  list: string;
  /** The entry's id, or its position when it has none. */
  entry: string;
}

/** A named rule of rules/*.json whose logic reads the key (a flag or a setting). */
export interface RuleUse {
  /** e.g. `rules/navigation.json`. */
  file: string;
  rule: string;
}

export interface CatalogueRow {
  key: string;
  default: string;
  kind: SettingKind;
  description: string;
  /** Ids of the screens whose definitions use the key, sorted. */
  screens: string[];
  /** Every use in a screen definition, in screen then document order. */
  blocks: BlockUse[];
  navigation: NavigationUse[];
  rules: RuleUse[];
  /** Files under src/ that name the key as a string literal (read by code, not by definitions), sorted. */
  code: string[];
}

/** What the studio imports: every row, sorted by key, and what each group is for. */
export interface StudioCatalogue {
  rows: CatalogueRow[];
  groups: Record<string, string>;
}
