/**
 * The catalogue's search, pure: the rows matching the admin's words (every word must occur
 * in the key, the default, the value in effect or the description, in any case), the
 * screen, the kind and the scope (every key, the keys with findings, the keys the file sets).
 * The studio renders a page of the result at a time, so a search over 1,526 keys stays instant.
 */
import type { SettingKind } from '../../engine';
import type { CatalogueRow } from '../../engine/settings/catalogueRow';

export type Scope = 'all' | 'findings' | 'file';

export interface CatalogueQuery {
  text: string;
  /** A screen id, or '' for every screen. */
  screen: string;
  /** A kind, or '' for every kind. */
  kind: SettingKind | '';
  scope: Scope;
}

export const EMPTY_QUERY: CatalogueQuery = { text: '', screen: '', kind: '', scope: 'all' };

/** What the studio knows of a key beyond its row: its value in effect, the file's keys and findings. */
export interface RowFacts {
  /** The value in effect (the file's, else the running institution's), as text; undefined: the default. */
  current(key: string): string | undefined;
  inFile(key: string): boolean;
  hasFindings(key: string): boolean;
}

/** The words of a search: split on white space, lower-cased. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

function matchesWords(row: CatalogueRow, words: readonly string[], current: string | undefined): boolean {
  if (!words.length) return true;
  const haystack = `${row.key}\n${row.default}\n${current ?? ''}\n${row.description}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function searchCatalogue(
  rows: readonly CatalogueRow[],
  query: CatalogueQuery,
  facts: RowFacts,
): CatalogueRow[] {
  const words = searchWords(query.text);
  return rows.filter(
    (row) =>
      (!query.screen || row.screens.includes(query.screen)) &&
      (!query.kind || row.kind === query.kind) &&
      (query.scope !== 'file' || facts.inFile(row.key)) &&
      (query.scope !== 'findings' || facts.hasFindings(row.key)) &&
      matchesWords(row, words, facts.current(row.key)),
  );
}

/** The screen ids any row is used on, sorted: the screen filter's choices. */
export function catalogueScreens(rows: readonly CatalogueRow[]): string[] {
  return [...new Set(rows.flatMap((row) => row.screens))].sort();
}

/** The kinds present, in the catalogue's own order of kinds. */
export function catalogueKinds(rows: readonly CatalogueRow[], order: readonly SettingKind[]): SettingKind[] {
  const present = new Set(rows.map((row) => row.kind));
  return order.filter((kind) => present.has(kind));
}
