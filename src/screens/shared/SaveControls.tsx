/**
 * The controls under a section form that saves in place (the loan's address and alerts, the
 * profile's forms; spec 01 §4 "Profile forms", spec 03 §4): Save and Cancel (or Reset) only
 * while the form differs from the stored copy, hidden while saving; then the spinner and the
 * 3-second check mark of SaveStatus. The texts are the caller's settings keys.
 * Save and Cancel go away once pressed (the form is saving, or back to its stored copy): focus,
 * which was on the pressed one, stays in the controls (their area takes it) instead of falling
 * to the page, and the status beside it says what happened.
 */
import { useLayoutEffect, useRef } from 'react';
import { useSettings } from '../../engine';
import { SaveStatus, type SaveState } from './SaveStatus';

export interface SaveControlsTexts {
  save: string;
  /** Cancel or Reset: back to the stored copy. */
  cancel: string;
  saving: string;
  saved: string;
}

interface SaveControlsProps {
  className: string;
  dirty: boolean;
  state: SaveState;
  texts: SaveControlsTexts;
  onCancel: () => void;
}

export function SaveControls({ className, dirty, state, texts, onCancel }: SaveControlsProps) {
  const settings = useSettings();
  const area = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  const buttonsShown = dirty && state !== 'saving';
  useLayoutEffect(() => {
    if (buttonsShown || !pressed.current) return;
    pressed.current = false;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) area.current?.focus();
  }, [buttonsShown]);
  const press = () => {
    pressed.current = true;
  };
  return (
    <div ref={area} className={className} tabIndex={-1}>
      {buttonsShown && (
        <>
          <button type="submit" className="button button--primary" onClick={press}>
            {settings.text(texts.save)}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              press();
              onCancel();
            }}
          >
            {settings.text(texts.cancel)}
          </button>
        </>
      )}
      <SaveStatus state={state} saving={settings.text(texts.saving)} saved={settings.text(texts.saved)} />
    </div>
  );
}

/** The keys of a settings group that names them save, cancel, saving and saved. */
export const saveTexts = (group: string, cancel = 'cancel'): SaveControlsTexts => ({
  save: `${group}.save`,
  cancel: `${group}.${cancel}`,
  saving: `${group}.saving`,
  saved: `${group}.saved`,
});
