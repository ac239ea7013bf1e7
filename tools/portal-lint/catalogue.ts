/**
 * `portal-lint catalogue`: the settings catalogue for institution admins. Every key of
 * schemas/settings.schema.json with its default text, kind and description (read as the
 * lint rules read them, through the lint context), and the screens whose definitions
 * use it.
 */
import { basename, join } from 'node:path';
import type { SettingKind, SettingsSchema } from '../../src/engine/settings/catalogue.ts';
import { jsonFiles, projectPath, readJson, SCHEMAS_DIR, SCREENS_DIR } from '../project.ts';
import { buildContext } from './context.ts';
import { isRecord, keysOf } from './walk.ts';

export const CATALOGUE_FORMATS = ['markdown', 'json'] as const;
export type CatalogueFormat = (typeof CATALOGUE_FORMATS)[number];

export interface CatalogueRow {
  key: string;
  default: string;
  kind: SettingKind;
  description: string;
  /** Ids of the screens whose definitions use the key, sorted. */
  screens: string[];
}

export interface SettingsCatalogue {
  /** Sorted by key. */
  rows: CatalogueRow[];
  /** What each group is for, from the schema. */
  groups: ReadonlyMap<string, string>;
  /** Screen definitions that are not valid JSON, whose keys could not be read. */
  unreadable: string[];
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Screen ids by settings key, from every file of screen-definitions/. */
function screensByKey(unreadable: string[]): Map<string, Set<string>> {
  const uses = new Map<string, Set<string>>();
  for (const file of jsonFiles(SCREENS_DIR)) {
    let definition: unknown;
    try {
      definition = readJson(file);
    } catch {
      unreadable.push(projectPath(file));
      continue;
    }
    const id =
      isRecord(definition) && typeof definition.id === 'string' ? definition.id : basename(file, '.json');
    for (const { key } of keysOf(definition)) {
      if (typeof key !== 'string') continue;
      if (!uses.has(key)) uses.set(key, new Set());
      uses.get(key)!.add(id);
    }
  }
  return uses;
}

export function readCatalogue(): SettingsCatalogue {
  const { catalogue, descriptions } = buildContext([]);
  const schema = readJson(join(SCHEMAS_DIR, 'settings.schema.json')) as SettingsSchema;
  const groups = new Map(
    Object.entries(schema.$defs.groups.properties).map(([name, group]) => [
      name,
      String((group as { description?: unknown }).description ?? ''),
    ]),
  );
  const unreadable: string[] = [];
  const uses = screensByKey(unreadable);
  const rows = [...catalogue]
    .map(([key, entry]) => ({
      key,
      default: entry.default,
      kind: entry.kind,
      description: descriptions.get(key) ?? '',
      screens: [...(uses.get(key) ?? [])].sort(byCodeUnit),
    }))
    .sort((a, b) => byCodeUnit(a.key, b.key));
  return { rows, groups, unreadable };
}

/** A table cell of plain text: no pipes, line breaks or tags to break the table. */
export function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\r?\n/g, '<br>');
}

/** Text shown verbatim (a default may hold HTML or {placeholders}), as code spans, one per line. */
export function codeCell(text: string): string {
  if (text === '') return '*(empty)*';
  const spans = text.split(/\r?\n/).map((line) => {
    if (line === '') return '';
    const fence = '`'.repeat(Math.max(0, ...(line.match(/`+/g) ?? []).map((run) => run.length)) + 1);
    const pad = /^[` ]|[` ]$/.test(line) && line.trim() !== '' ? ' ' : '';
    return `${fence}${pad}${line}${pad}${fence}`;
  });
  return spans.join('<br>').replace(/\|/g, '\\|');
}

const INTRO = [
  '# Settings catalogue',
  '',
  'Every text the portal shows and every feature switch is a setting addressed as `group.key`.',
  'To reword a text or switch a feature, give its key a value in `gassySettings` of the',
  '`ApplicationOptions` answer, in the `shared` or the `english` layer: `shared` wins over',
  '`english`, and a key set in neither keeps the default below. See "Rewording a text or',
  'switching a feature" in README.md for the kinds of values and an example.',
];

export function catalogueMarkdown({ rows, groups }: Pick<SettingsCatalogue, 'rows' | 'groups'>): string {
  const lines = [...INTRO];
  const byGroup = new Map<string, CatalogueRow[]>();
  for (const row of rows) {
    const group = row.key.slice(0, row.key.indexOf('.'));
    if (!byGroup.has(group)) byGroup.set(group, []);
    byGroup.get(group)!.push(row);
  }
  for (const [group, members] of byGroup) {
    lines.push('', `## ${group}`, '');
    const about = groups.get(group);
    if (about) lines.push(cell(about), '');
    lines.push('| Key | Default | Kind | Description | Screens |', '| --- | --- | --- | --- | --- |');
    for (const row of members) {
      const cells = [
        codeCell(row.key),
        codeCell(row.default),
        cell(row.kind),
        cell(row.description),
        cell(row.screens.join(', ')),
      ];
      lines.push(`| ${cells.join(' | ')} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function catalogueJson({ rows }: Pick<SettingsCatalogue, 'rows'>): string {
  return `${JSON.stringify(rows, null, 2)}\n`;
}

export function formatCatalogue(catalogue: SettingsCatalogue, format: CatalogueFormat): string {
  return format === 'json' ? catalogueJson(catalogue) : catalogueMarkdown(catalogue);
}
