/**
 * `portal-lint catalogue`: the settings catalogue for institution admins. Every key of
 * schemas/settings.schema.json with its default text, kind and description (read as the
 * lint rules read them, through the lint context), and where it is used (uses.ts): the
 * screens and places in their definitions, navigation entries, named rules and source
 * files. The generator writes the same rows for the studio (src/generated/studioCatalogue.ts).
 */
import { join } from 'node:path';
import { catalogueFromSchema, type SettingsSchema } from '../../src/engine/settings/catalogue.ts';
import type { CatalogueRow } from '../../src/engine/settings/catalogueRow.ts';
import { readJson, SCHEMAS_DIR } from '../project.ts';
import { keyUses } from './uses.ts';

export type { CatalogueRow } from '../../src/engine/settings/catalogueRow.ts';

export const CATALOGUE_FORMATS = ['markdown', 'json'] as const;
export type CatalogueFormat = (typeof CATALOGUE_FORMATS)[number];

export interface SettingsCatalogue {
  /** Sorted by key. */
  rows: CatalogueRow[];
  /** What each group is for, from the schema. */
  groups: ReadonlyMap<string, string>;
  /** Definitions, navigation and rules files that are not valid JSON, whose keys could not be read. */
  unreadable: string[];
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The description of each catalogue key. */
export function settingsDescriptions(schema: SettingsSchema): Map<string, string> {
  const descriptions = new Map<string, string>();
  for (const [group, { properties = {} }] of Object.entries(schema?.$defs?.groups?.properties ?? {})) {
    for (const [key, entry] of Object.entries(properties)) {
      descriptions.set(`${group}.${key}`, String((entry as { description?: unknown }).description ?? ''));
    }
  }
  return descriptions;
}

/**
 * Read from the schema with the engine's own parser, as the lint context reads it; not
 * through that context, whose registries import the portal's screens (and their CSS),
 * which the generator, run while Vite loads its config, cannot load.
 */
export function readCatalogue(): SettingsCatalogue {
  const schema = readJson(join(SCHEMAS_DIR, 'settings.schema.json')) as SettingsSchema;
  const catalogue = catalogueFromSchema(schema, () => {});
  const descriptions = settingsDescriptions(schema);
  const groups = new Map(
    Object.entries(schema.$defs.groups.properties).map(([name, group]) => [
      name,
      String((group as { description?: unknown }).description ?? ''),
    ]),
  );
  const uses = keyUses(new Set(catalogue.keys()));
  const rows = [...catalogue]
    .map(([key, entry]): CatalogueRow => ({
      key,
      default: entry.default,
      kind: entry.kind,
      description: descriptions.get(key) ?? '',
      screens: [...(uses.screens.get(key) ?? [])].sort(byCodeUnit),
      blocks: uses.blocks.get(key) ?? [],
      navigation: uses.navigation.get(key) ?? [],
      rules: uses.rules.get(key) ?? [],
      code: [...(uses.code.get(key) ?? [])].sort(byCodeUnit),
    }))
    .sort((a, b) => byCodeUnit(a.key, b.key));
  return { rows, groups, unreadable: uses.unreadable };
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

export const COLUMNS = [
  'Key',
  'Default',
  'Kind',
  'Description',
  'Screens',
  'Blocks',
  'Navigation',
  'Rules',
  'Code',
] as const;

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
    lines.push(`| ${COLUMNS.join(' | ')} |`, `|${' --- |'.repeat(COLUMNS.length)}`);
    for (const row of members) {
      const cells = [
        codeCell(row.key),
        codeCell(row.default),
        cell(row.kind),
        cell(row.description),
        cell(row.screens.join(', ')),
        cell(
          row.blocks.map((use) => (use.property ? `${use.place} (${use.property})` : use.place)).join('\n'),
        ),
        cell(row.navigation.map((use) => `${use.file} › ${use.list} ${use.entry}`).join('\n')),
        cell(row.rules.map((use) => `${use.file} › ${use.rule}`).join('\n')),
        cell(row.code.join('\n')),
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
