/**
 * The list of agreements a user must accept, one checkbox each with its link (spec 01 §4,
 * spec 02 §2): with the click-required option a box stays disabled, with a hint, until its
 * agreement was opened; with rich-text agreements the link is a button that opens the text
 * (onRead). The sign-in's agreements step and the ACH terms before a bank account is saved
 * both use it, each with its own texts.
 */
import { useState, type Ref } from 'react';
import type { Agreement } from '../../domain/agreements';
import { useSettings } from '../../engine';

/** The ticked and the opened agreements (by hostNum), and their setters. */
export function useAgreementChecks() {
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const toggle = (hostNum: number, on: boolean) =>
    setChecked((old) => new Set([...old].filter((id) => id !== hostNum).concat(on ? [hostNum] : [])));
  const markOpened = (hostNum: number) => setOpened((old) => new Set([...old, hostNum]));
  return { checked, opened, toggle, markOpened };
}

export type AgreementChecks = ReturnType<typeof useAgreementChecks>;

/** Settings keys of the list's texts; each takes {name}, the agreement's name. */
export interface AgreementTexts {
  checkbox: string;
  open: string;
  opensNewTab: string;
  mustOpen: string;
}

interface AgreementChecklistProps {
  agreements: readonly Agreement[];
  checks: AgreementChecks;
  texts: AgreementTexts;
  /** Each checkbox's id is `${idPrefix}-${hostNum}`. */
  idPrefix: string;
  clickRequired: boolean;
  busy: boolean;
  /** The id of the list's error message, which every box is described by too. */
  errorId?: string;
  /** Whether the list's error is shown: the unticked boxes are then invalid. */
  invalid?: boolean;
  /** Rich-text agreements: opening one shows its text instead of following its link. */
  onRead?: (agreement: Agreement) => void;
  listRef?: Ref<HTMLUListElement>;
}

export function AgreementChecklist({
  agreements,
  checks: { checked, opened, toggle, markOpened },
  texts,
  idPrefix,
  clickRequired,
  busy,
  errorId,
  invalid = false,
  onRead,
  listRef,
}: AgreementChecklistProps) {
  const settings = useSettings();
  return (
    <ul ref={listRef} className="agreements">
      {agreements.map((agreement) => {
        const id = `${idPrefix}-${agreement.hostNum}`;
        const locked = clickRequired && !opened.has(agreement.hostNum);
        const name = { name: agreement.name };
        const describedBy = [locked ? `${id}-hint` : '', errorId ?? ''].filter(Boolean).join(' ');
        return (
          <li key={agreement.hostNum} className="agreement">
            <div className="checkbox">
              <input
                type="checkbox"
                id={id}
                className="checkbox__input"
                checked={checked.has(agreement.hostNum)}
                disabled={locked || busy}
                aria-describedby={describedBy || undefined}
                aria-invalid={invalid && !checked.has(agreement.hostNum) ? true : undefined}
                onChange={(event) => toggle(agreement.hostNum, event.target.checked)}
              />
              <label htmlFor={id} className="checkbox__label">
                {settings.text(texts.checkbox, name)}
              </label>
            </div>
            {onRead ? (
              <button type="button" className="button button--link" onClick={() => onRead(agreement)}>
                {settings.text(texts.open, name)}
              </button>
            ) : (
              <a
                className="link"
                href={agreement.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => markOpened(agreement.hostNum)}
              >
                {settings.text(texts.open, name)}
                <span className="visually-hidden"> {settings.text(texts.opensNewTab)}</span>
              </a>
            )}
            {locked && (
              <p id={`${id}-hint`} className="field__help">
                {settings.text(texts.mustOpen, name)}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
