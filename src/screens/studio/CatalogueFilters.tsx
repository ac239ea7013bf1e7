/**
 * The catalogue's search box and its three filters: the screen a key is used on, its kind,
 * and the scope (every key, only those with findings, only those the file sets).
 */
import { useId, useMemo } from 'react';
import { SETTING_KINDS, useSettings, type SettingKind } from '../../engine';
import type { CatalogueRow } from '../../engine/settings/catalogueRow';
import { screens as screenEntries } from '../../generated/screens';
import { catalogueKinds, catalogueScreens, type CatalogueQuery, type Scope } from './catalogueSearch';

/** Each kind's name in the studio (settings keys of the studio group). */
export const KIND_KEYS: Readonly<Record<SettingKind, string>> = {
  text: 'studio.kindText',
  richText: 'studio.kindRichText',
  flag: 'studio.kindFlag',
  color: 'studio.kindColor',
  radius: 'studio.kindRadius',
  fontStack: 'studio.kindFontStack',
  locale: 'studio.kindLocale',
  agreement: 'studio.kindAgreement',
};

const SCOPE_KEYS: Readonly<Record<Scope, string>> = {
  all: 'studio.scopeAll',
  findings: 'studio.scopeFindings',
  file: 'studio.scopeFile',
};

interface CatalogueFiltersProps {
  rows: readonly CatalogueRow[];
  query: CatalogueQuery;
  onQuery: (query: CatalogueQuery) => void;
}

export function CatalogueFilters({ rows, query, onQuery }: CatalogueFiltersProps) {
  const settings = useSettings();
  const id = useId();
  const screens = useMemo(() => catalogueScreens(rows), [rows]);
  const kinds = useMemo(() => catalogueKinds(rows, [...SETTING_KINDS]), [rows]);
  const titles = new Map(screenEntries.map((entry) => [entry.id, entry.title]));
  const screenName = (screen: string) => {
    const title = titles.get(screen);
    return title ? `${settings.text(title)} (${screen})` : screen;
  };
  const select = (
    name: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    choices: [string, string][],
  ) => (
    <div className="field studio-filters__field">
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {settings.text(label)}
      </label>
      <select
        id={`${id}-${name}`}
        className="input input--select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="studio-filters">
      <div className="field studio-filters__search">
        <label className="field__label" htmlFor={`${id}-search`}>
          {settings.text('studio.searchLabel')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="input"
          value={query.text}
          onChange={(event) => onQuery({ ...query, text: event.target.value })}
        />
      </div>
      {select('screen', 'studio.screenFilter', query.screen, (screen) => onQuery({ ...query, screen }), [
        ['', settings.text('studio.allScreens')],
        ...screens.map((screen): [string, string] => [screen, screenName(screen)]),
      ])}
      {select(
        'kind',
        'studio.kindFilter',
        query.kind,
        (kind) => onQuery({ ...query, kind: kind as SettingKind | '' }),
        [
          ['', settings.text('studio.allKinds')],
          ...kinds.map((kind): [string, string] => [kind, settings.text(KIND_KEYS[kind])]),
        ],
      )}
      {select(
        'scope',
        'studio.scopeFilter',
        query.scope,
        (scope) => onQuery({ ...query, scope: scope as Scope }),
        (Object.keys(SCOPE_KEYS) as Scope[]).map((scope) => [scope, settings.text(SCOPE_KEYS[scope])]),
      )}
    </div>
  );
}
