/**
 * One key of the catalogue: its name, kind, whether the file sets it, its default, its value
 * in effect and where that comes from, its description, where it is used (screen places,
 * navigation entries, rules, code), its findings beside it, and Edit.
 */
import { memo } from 'react';
import { useSettings } from '../../engine';
import type { CatalogueRow } from '../../engine/settings/catalogueRow';
import { KIND_KEYS } from './CatalogueFilters';
import type { SettingsFinding } from './fileLint';
import { FindingItem } from './FindingsList';
import type { ValueInEffect } from './keyValues';

interface CatalogueRowViewProps {
  id: string;
  row: CatalogueRow;
  value: ValueInEffect;
  inFile: boolean;
  findings: readonly SettingsFinding[];
  onEdit: (key: string) => void;
}

const SOURCE_KEYS = {
  file: 'studio.fromFile',
  institution: 'studio.fromInstitution',
  default: 'studio.fromDefault',
} as const;

function Uses({ row }: { row: CatalogueRow }) {
  const settings = useSettings();
  const groups: [string, string[]][] = [
    ['studio.useBlocks', row.blocks.map((use) => use.place)],
    ['studio.useNavigation', row.navigation.map((use) => `${use.file} › ${use.list} › ${use.entry}`)],
    ['studio.useRules', row.rules.map((use) => `${use.file} › ${use.rule}`)],
    ['studio.useCode', row.code],
  ];
  const used = groups.filter(([, places]) => places.length);
  if (!used.length) return <>{settings.text('studio.notUsed')}</>;
  return (
    <ul className="studio-row__uses">
      {used.map(([label, places]) => (
        <li key={label}>
          {settings.text(label)}{' '}
          {places.map((place, index) => (
            <span key={index} className="studio-row__place">
              {place}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

const shownValue = (text: string, empty: string) => (text === '' ? <em>{empty}</em> : text);

export const CatalogueRowView = memo(function CatalogueRowView(props: CatalogueRowViewProps) {
  const { id, row, value, inFile, findings, onEdit } = props;
  const settings = useSettings();
  const empty = settings.text('studio.emptyValue');
  return (
    <li id={id} tabIndex={-1} className={`studio-row${inFile ? ' studio-row--in-file' : ''}`}>
      <div className="studio-row__head">
        <h3 className="studio-row__key">
          <code>{row.key}</code>
        </h3>
        <span className="studio-badge">{settings.text(KIND_KEYS[row.kind])}</span>
        {inFile && <span className="studio-badge studio-badge--file">{settings.text('studio.inFile')}</span>}
        <button
          type="button"
          className="button button--secondary studio-row__edit"
          onClick={() => onEdit(row.key)}
        >
          {settings.text('studio.edit')}
          <span className="visually-hidden"> {row.key}</span>
        </button>
      </div>
      <dl className="studio-row__facts">
        <dt>{settings.text('studio.colDefault')}</dt>
        <dd>{shownValue(row.default, empty)}</dd>
        <dt>{settings.text('studio.colCurrent')}</dt>
        <dd>
          {shownValue(value.text, empty)}{' '}
          <span className="studio-row__source">{settings.text(SOURCE_KEYS[value.source])}</span>
        </dd>
        <dt>{settings.text('studio.colDescription')}</dt>
        <dd>{row.description}</dd>
        <dt>{settings.text('studio.colUsedIn')}</dt>
        <dd>
          <Uses row={row} />
        </dd>
      </dl>
      {findings.length > 0 && (
        <ul
          className="studio-row__findings"
          aria-label={settings.text('studio.keyFindings', { key: row.key })}
        >
          {findings.map((finding, index) => (
            <li key={index} className="studio-finding">
              <FindingItem finding={finding} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
});
