/**
 * The key editor: the key picked in the preview (or chosen by Edit, or from the texts on
 * the screen) with its kind, description, default and value in effect, and a text box that
 * writes the key into the file as it is typed (the preview follows at once); Reset drops the
 * key from the file. Other keys under the pointer can be chosen instead. Focus moves to the
 * editor's heading when another key is chosen.
 */
import { useEffect, useId, useRef } from 'react';
import { useSettings } from '../../engine';
import type { CatalogueRow } from '../../engine/settings/catalogueRow';
import { KIND_KEYS } from './CatalogueFilters';
import type { SettingsFinding } from './fileLint';
import { FindingItem } from './FindingsList';
import {
  fileValue,
  layerForEdit,
  removeFileValue,
  setFileValue,
  type InstitutionFile,
} from './institutionFile';
import { valueInEffect } from './keyValues';
import type { PreviewLanguage } from './previewProtocol';
import type { StudioFileState } from './useStudioFile';

export interface Selection {
  key: string;
  /** Other keys whose texts were under the pointer, best first. */
  others: string[];
}

interface KeyEditorProps {
  selected: Selection | undefined;
  onSelect: (key: string, others?: string[]) => void;
  rowOf: ReadonlyMap<string, CatalogueRow>;
  running: InstitutionFile | undefined;
  file: InstitutionFile | undefined;
  language: PreviewLanguage;
  findings: ReadonlyMap<string, readonly SettingsFinding[]>;
  onEdit: StudioFileState['edit'];
}

export function KeyEditor(props: KeyEditorProps) {
  const { selected, onSelect, rowOf, running, file, language, findings, onEdit } = props;
  const settings = useSettings();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (selected) heading.current?.focus();
  }, [selected]);

  const row = selected && rowOf.get(selected.key);
  return (
    <section className="studio-editor" aria-labelledby={`${id}-heading`}>
      <h3 className="heading heading--3" id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {selected
          ? settings.text('studio.editorHeading', { key: selected.key })
          : settings.text('studio.editorTitle')}
      </h3>
      {!selected && <p className="text">{settings.text('studio.editorNone')}</p>}
      {selected && !row && (
        <p className="banner banner--warning">{settings.text('studio.unknownKey', { key: selected.key })}</p>
      )}
      {selected && row && (
        <>
          <dl className="studio-row__facts">
            <dt>{settings.text('studio.colKind')}</dt>
            <dd>{settings.text(KIND_KEYS[row.kind])}</dd>
            <dt>{settings.text('studio.colDescription')}</dt>
            <dd>{row.description}</dd>
            <dt>{settings.text('studio.colDefault')}</dt>
            <dd>{row.default}</dd>
            <dt>{settings.text('studio.editorInEffect')}</dt>
            <dd>{valueInEffect(row.key, row.default, language, running, file).text}</dd>
          </dl>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-value`}>
              {settings.text('studio.editorValue')}
            </label>
            <textarea
              id={`${id}-value`}
              className="input input--textarea"
              rows={3}
              aria-describedby={`${id}-layer`}
              value={valueInEffect(row.key, row.default, language, running, file).text}
              onChange={(event) => {
                const text = event.target.value;
                onEdit((old) => setFileValue(old, row.key, text, language));
              }}
            />
            <p className="field__help" id={`${id}-layer`}>
              {settings.text('studio.editorLayer', { layer: layerForEdit(file, row.key, language) })}
            </p>
          </div>
          {(findings.get(row.key) ?? []).map((finding, index) => (
            <p key={index} className="studio-finding">
              <FindingItem finding={finding} />
            </p>
          ))}
          <button
            type="button"
            className="button button--secondary"
            disabled={fileValue(file, row.key, language) === undefined}
            onClick={() => onEdit((old) => removeFileValue(old, row.key, language))}
          >
            {settings.text('studio.reset')}
          </button>
        </>
      )}
      {selected && selected.others.length > 0 && (
        <div className="studio-editor__others">
          <p className="text">{settings.text('studio.pickedOthers')}</p>
          <ul>
            {selected.others.map((key) => (
              <li key={key}>
                <button
                  type="button"
                  className="button button--link"
                  onClick={() =>
                    onSelect(key, [selected.key, ...selected.others.filter((other) => other !== key)])
                  }
                >
                  <code>{key}</code>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
