/**
 * The preview's switches: the wording (the file's or the catalogue's defaults), the language,
 * pick mode, and every boolean institution option (MultiFactorAuthentication and SingleSignOn
 * first, the rest folded away), each starting at its value in effect (the file's, else the
 * running institution's, else its default) and overriding both once switched.
 */
import { useId, type ReactNode } from 'react';
import { useSettings } from '../../engine';
import { optionSpecs } from '../../generated/options';
import type { InstitutionFile } from './institutionFile';
import { optionInEffect, type Wording } from './previewAnswer';
import type { PreviewLanguage } from './previewProtocol';

/** The options an admin most often wants to see the effect of, shown unfolded. */
const FIRST_OPTIONS = ['MultiFactorAuthentication', 'SingleSignOn'];
/** The studio's own switch is the server's, not a preview's. */
const HIDDEN_OPTIONS = new Set(['Studio']);

export const BOOLEAN_OPTIONS: readonly string[] = [
  ...FIRST_OPTIONS,
  ...Object.entries(optionSpecs)
    .filter(
      ([name, spec]) => spec.type === 'boolean' && !FIRST_OPTIONS.includes(name) && !HIDDEN_OPTIONS.has(name),
    )
    .map(([name]) => name),
];

interface PreviewTogglesProps {
  running: InstitutionFile | undefined;
  file: InstitutionFile | undefined;
  wording: Wording;
  onWording: (wording: Wording) => void;
  language: PreviewLanguage;
  onLanguage: (language: PreviewLanguage) => void;
  overrides: Readonly<Record<string, boolean>>;
  onOverride: (name: string, on: boolean) => void;
  picking: boolean;
  onPicking: (on: boolean) => void;
}

function Choices<T extends string>(props: {
  legend: string;
  value: T;
  onChange: (value: T) => void;
  choices: readonly (readonly [T, string, string?])[];
}) {
  const name = useId();
  return (
    <fieldset className="studio-toggles__group">
      <legend className="field__label">{props.legend}</legend>
      {props.choices.map(([value, label, lang]) => (
        <label key={value} className="radio" lang={lang}>
          <input
            type="radio"
            className="radio__input"
            name={name}
            checked={props.value === value}
            onChange={() => props.onChange(value)}
          />
          <span className="radio__label">{label}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function PreviewToggles(props: PreviewTogglesProps) {
  const settings = useSettings();
  const option = (name: string): ReactNode => {
    const fallback = optionSpecs[name]?.default ?? false;
    const on = props.overrides[name] ?? Boolean(optionInEffect(name, props.running, props.file, fallback));
    return (
      <label key={name} className="checkbox">
        <input
          type="checkbox"
          className="checkbox__input"
          checked={on}
          onChange={(event) => props.onOverride(name, event.target.checked)}
        />
        <span className="checkbox__label">{name}</span>
      </label>
    );
  };
  return (
    <div className="studio-toggles">
      <Choices
        legend={settings.text('studio.wordingLegend')}
        value={props.wording}
        onChange={props.onWording}
        choices={[
          ['file', settings.text('studio.wordingFile')],
          ['defaults', settings.text('studio.wordingDefaults')],
        ]}
      />
      <Choices
        legend={settings.text('studio.languageLegend')}
        value={props.language}
        onChange={props.onLanguage}
        choices={[
          ['en', settings.text('studio.languageEnglish')],
          // Each language is named in itself: the Spanish name is marked as Spanish (WCAG 3.1.2).
          ['es', settings.text('studio.languageSpanish'), 'es'],
        ]}
      />
      <fieldset className="studio-toggles__group studio-toggles__options">
        <legend className="field__label">{settings.text('studio.optionsLegend')}</legend>
        {FIRST_OPTIONS.map(option)}
        <details className="studio-toggles__more">
          <summary>
            {settings.text('studio.moreOptions', { count: BOOLEAN_OPTIONS.length - FIRST_OPTIONS.length })}
          </summary>
          <div className="studio-toggles__list">
            {BOOLEAN_OPTIONS.slice(FIRST_OPTIONS.length).map(option)}
          </div>
        </details>
      </fieldset>
      <div className="studio-toggles__pick">
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={props.picking}
          onClick={() => props.onPicking(!props.picking)}
        >
          {settings.text('studio.pickMode')}
        </button>
        {props.picking && <p className="field__help">{settings.text('studio.pickHint')}</p>}
      </div>
    </div>
  );
}
