/**
 * The theme panel: every theme.* key with its value in effect (the file's, else the running
 * institution's, else the default), a swatch of it, a text box and, for a colour, a colour
 * picker; edits go into the file (and so into the preview). Beside them, portal-lint's
 * contrast findings (theme/contrast) for the values in effect, each with its pair drawn.
 */
import { useId, useMemo } from 'react';
import { parseColour } from '../../domain/theme';
import { useSettings } from '../../engine';
import type { CatalogueRow } from '../../engine/settings/catalogueRow';
import { themeContrastFindings } from './fileLint';
import { setFileValue, type InstitutionFile } from './institutionFile';
import { valueInEffect } from './keyValues';
import type { StudioFileState } from './useStudioFile';

interface ThemePanelProps {
  rowOf: ReadonlyMap<string, CatalogueRow>;
  runningFile: InstitutionFile | undefined;
  file: InstitutionFile | undefined;
  onEdit: StudioFileState['edit'];
}

const hex = (part: number) => Math.round(part).toString(16).padStart(2, '0');

/** A colour input's value (#rrggbb) for a CSS colour; alpha is dropped, a non-colour is black. */
export function pickerValue(value: string): string {
  const colour = parseColour(value);
  return colour ? `#${hex(colour.r)}${hex(colour.g)}${hex(colour.b)}` : '#000000';
}

export function ThemePanel({ rowOf, runningFile, file, onEdit }: ThemePanelProps) {
  const settings = useSettings();
  const id = useId();
  const rows = useMemo(() => [...rowOf.values()].filter((row) => row.key.startsWith('theme.')), [rowOf]);
  const values = useMemo(
    () =>
      Object.fromEntries(
        rows.map((row) => [row.key, valueInEffect(row.key, row.default, 'en', runningFile, file).text]),
      ),
    [rows, runningFile, file],
  );
  const findings = useMemo(() => themeContrastFindings(values), [values]);
  const edit = (key: string, value: string) => onEdit((old) => setFileValue(old, key, value, 'en'));

  return (
    <section className="studio__panel studio-theme" aria-labelledby={`${id}-heading`}>
      <h2 className="heading heading--2" id={`${id}-heading`}>
        {settings.text('studio.themeHeading')}
      </h2>
      <p className="text">{settings.text('studio.themeIntro')}</p>
      <div className="studio-theme__body">
        <ul className="studio-theme__keys">
          {rows.map((row) => (
            <li key={row.key} className="studio-theme__key">
              {row.kind === 'color' && (
                <span
                  className="studio-theme__swatch"
                  style={{ background: values[row.key] }}
                  aria-hidden="true"
                />
              )}
              <label className="field__label" htmlFor={`${id}-${row.key}`}>
                <code>{row.key}</code>
              </label>
              <input
                id={`${id}-${row.key}`}
                className="input studio-theme__value"
                value={values[row.key]}
                onChange={(event) => edit(row.key, event.target.value)}
              />
              {row.kind === 'color' && (
                <input
                  type="color"
                  className="studio-theme__picker"
                  aria-label={settings.text('studio.pickColour', { key: row.key })}
                  value={pickerValue(values[row.key] ?? '')}
                  onChange={(event) => edit(row.key, event.target.value)}
                />
              )}
            </li>
          ))}
        </ul>
        <div className="studio-theme__findings">
          <h3 className="heading heading--3">
            {settings.text('studio.contrastHeading', { count: findings.length })}
          </h3>
          {findings.length === 0 ? (
            <p className="banner banner--success">{settings.text('studio.noContrast')}</p>
          ) : (
            <ul className="studio-findings__list">
              {findings.map((finding, index) => (
                <li key={index} className="studio-finding">
                  <span className="studio-theme__pair" aria-hidden="true">
                    {finding.keys.map((key) => (
                      <span key={key} className="studio-theme__swatch" style={{ background: values[key] }} />
                    ))}
                  </span>{' '}
                  {finding.message} <code>{finding.keys.join(' / ')}</code>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
