/**
 * The settings catalogue: the search box and filters, the number of matching keys (a live
 * region), and a page of matching rows at a time with Show more, so typing stays instant.
 * A jump from a finding scrolls to its key's row and puts focus on it.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { useSettings } from '../../engine';
import type { CatalogueRow } from '../../engine/settings/catalogueRow';
import { CatalogueFilters } from './CatalogueFilters';
import { CatalogueRowView } from './CatalogueRowView';
import { searchCatalogue, type CatalogueQuery, type RowFacts } from './catalogueSearch';
import type { SettingsFinding } from './fileLint';
import { fileKeys, type InstitutionFile } from './institutionFile';
import { valueInEffect } from './keyValues';
import type { StudioFile } from './useStudioFile';

export const PAGE_SIZE = 50;

interface CatalogueViewProps {
  rows: readonly CatalogueRow[];
  query: CatalogueQuery;
  onQuery: (query: CatalogueQuery) => void;
  running: InstitutionFile | undefined;
  file: StudioFile | undefined;
  findings: ReadonlyMap<string, readonly SettingsFinding[]>;
  onEdit: (key: string) => void;
  /** A key to scroll to and focus once its row shows. */
  jumpTo?: string;
  onJumped: () => void;
}

export const rowId = (key: string) => `studio-key-${key.replace('.', '-')}`;

export function CatalogueView(props: CatalogueViewProps) {
  const { rows, query, onQuery, running, file, findings, onEdit, jumpTo, onJumped } = props;
  const settings = useSettings();
  const id = useId();
  // The page count belongs to one query: a new search starts again from the first page.
  const [paging, setPaging] = useState({ query, shown: PAGE_SIZE });
  const shown = paging.query === query ? paging.shown : PAGE_SIZE;
  const inFile = useMemo(() => fileKeys(file?.file), [file]);
  const current = useMemo(() => {
    const values = new Map<string, ReturnType<typeof valueInEffect>>();
    for (const row of rows)
      values.set(row.key, valueInEffect(row.key, row.default, 'en', running, file?.file));
    return values;
  }, [rows, running, file]);
  const facts = useMemo<RowFacts>(
    () => ({
      current: (key) => (current.get(key)?.source === 'default' ? undefined : current.get(key)?.text),
      inFile: (key) => inFile.has(key),
      hasFindings: (key) => findings.has(key),
    }),
    [current, inFile, findings],
  );
  const matches = useMemo(() => searchCatalogue(rows, query, facts), [rows, query, facts]);

  useEffect(() => {
    if (!jumpTo) return;
    const row = document.getElementById(rowId(jumpTo));
    if (!row) return;
    row.scrollIntoView?.({ block: 'nearest' });
    row.focus();
    onJumped();
  }, [jumpTo, matches, onJumped]);

  return (
    <section className="studio__panel studio-catalogue" aria-labelledby={`${id}-heading`}>
      <h2 className="heading heading--2" id={`${id}-heading`}>
        {settings.text('studio.catalogueHeading')}
      </h2>
      <CatalogueFilters rows={rows} query={query} onQuery={onQuery} />
      <p role="status" className="studio-catalogue__count">
        {settings.text('studio.resultCount', { count: matches.length, total: rows.length })}
      </p>
      {matches.length === 0 && <p className="text">{settings.text('studio.noResults')}</p>}
      <ul className="studio-catalogue__rows">
        {matches.slice(0, shown).map((row) => (
          <CatalogueRowView
            key={row.key}
            id={rowId(row.key)}
            row={row}
            value={current.get(row.key)!}
            inFile={inFile.has(row.key)}
            findings={findings.get(row.key) ?? []}
            onEdit={onEdit}
          />
        ))}
      </ul>
      {matches.length > shown && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setPaging({ query, shown: shown + PAGE_SIZE })}
        >
          {settings.text('studio.showMore', { count: Math.min(PAGE_SIZE, matches.length - shown) })}
        </button>
      )}
    </section>
  );
}
