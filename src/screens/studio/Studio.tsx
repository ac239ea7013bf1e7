/**
 * The admin studio (#/studio, issue 19): the institution file, the settings catalogue, the
 * preview of every screen with its key editor, and the theme panel. This component holds
 * what they share (the running institution, the file, the preview's language and the key
 * being edited); each panel is its own component. Focus goes to the page's heading on entry.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSettings } from '../../engine';
import { studioCatalogue } from '../../generated/studioCatalogue';
import { CatalogueView } from './CatalogueView';
import { EMPTY_QUERY, type CatalogueQuery } from './catalogueSearch';
import { FilePanel } from './FilePanel';
import { findingsByKey, type SettingsFinding } from './fileLint';
import type { InstitutionFile } from './institutionFile';
import { PreviewPane } from './PreviewPane';
import type { PreviewLanguage } from './previewProtocol';
import { ThemePanel } from './ThemePanel';
import { useRunningInstitution } from './useRunningInstitution';
import { useStudioFile } from './useStudioFile';
import './studio.css';

const NO_FINDINGS: readonly SettingsFinding[] = [];

export function Studio() {
  const settings = useSettings();
  const heading = useRef<HTMLHeadingElement>(null);
  const running = useRunningInstitution();
  const studioFile = useStudioFile();
  const [query, setQuery] = useState<CatalogueQuery>(EMPTY_QUERY);
  const [language, setLanguage] = useState<PreviewLanguage>('en');
  const [selected, setSelected] = useState<{ key: string; others: string[] } | undefined>();
  const [jumpTo, setJumpTo] = useState<string | undefined>();

  useEffect(() => heading.current?.focus(), []);

  const rows = studioCatalogue.rows;
  const rowOf = useMemo(() => new Map(rows.map((row) => [row.key, row])), [rows]);
  const runningFile = (running.status === 'ready' ? running.answer : undefined) as
    InstitutionFile | undefined;
  const file = studioFile.current?.file;
  const findings = studioFile.current?.findings ?? NO_FINDINGS;
  const byKey = useMemo(() => findingsByKey(findings), [findings]);

  const select = useCallback((key: string, others: string[] = []) => setSelected({ key, others }), []);
  const showKey = useCallback((key: string) => {
    setQuery({ ...EMPTY_QUERY, text: key });
    setJumpTo(key);
  }, []);

  return (
    <div className="studio">
      <h1 className="heading heading--1 studio__heading" ref={heading} tabIndex={-1}>
        {settings.text('studio.heading')}
      </h1>
      <p className="text">{settings.text('studio.intro')}</p>
      {running.status === 'failed' && (
        <p className="banner banner--warning">{settings.text('studio.runningError')}</p>
      )}
      <FilePanel state={studioFile} onShowKey={showKey} knows={(key) => rowOf.has(key)} />
      <div className="studio__panes">
        <CatalogueView
          rows={rows}
          query={query}
          onQuery={setQuery}
          running={runningFile}
          file={studioFile.current}
          findings={byKey}
          onEdit={select}
          jumpTo={jumpTo}
          onJumped={() => setJumpTo(undefined)}
        />
        <PreviewPane
          running={running}
          runningFile={runningFile}
          file={file}
          rowOf={rowOf}
          findings={byKey}
          language={language}
          onLanguage={setLanguage}
          selected={selected}
          onSelect={select}
          onEdit={studioFile.edit}
        />
      </div>
      <ThemePanel rowOf={rowOf} runningFile={runningFile} file={file} onEdit={studioFile.edit} />
    </div>
  );
}
