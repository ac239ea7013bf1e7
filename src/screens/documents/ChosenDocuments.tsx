/**
 * A document center tab that lists the documents of one thing the user chooses (spec 03
 * §2.8): the Account Documents tab's account number or the Applications Documents tab's
 * application number, from a selector of the user's own, then the shared document list of
 * the one chosen, with the uploader where the definition offers it. The list of choices loads
 * with the tab (a spinner, its error, its empty text).
 */
import { useId, useState } from 'react';
import type { DocumentSource } from '../../api/documents';
import { useSettings } from '../../engine';
import { LoadState } from '../shared/LoadState';
import { DocumentList } from '../shared/documents/DocumentList';
import { uploadArea, type UploadChoice } from '../shared/uploads/uploadArea';

export interface ChoiceTexts {
  label: string;
  placeholder: string;
  loading: string;
  error: string;
  empty: string;
}

interface ChosenDocumentsProps {
  username: string;
  kind: Extract<DocumentSource['kind'], 'account' | 'application'>;
  /** The numbers to choose from; undefined while they load. */
  choices: readonly string[] | undefined;
  failed: boolean;
  /** Settings keys of the selector's texts. */
  texts: ChoiceTexts;
  showHeading: boolean;
  showDisclaimer: boolean;
  upload: UploadChoice;
}

export function ChosenDocuments({
  username,
  kind,
  choices,
  failed,
  texts,
  showHeading,
  showDisclaimer,
  upload,
}: ChosenDocumentsProps) {
  const settings = useSettings();
  const id = useId();
  const [chosen, setChosen] = useState('');
  const number = choices?.includes(chosen) ? chosen : '';
  return (
    <LoadState
      loading={!choices && !failed}
      failed={failed}
      empty={choices?.length === 0}
      loadingText={settings.text(texts.loading)}
      errorText={settings.text(texts.error)}
      emptyText={settings.text(texts.empty)}
    >
      <div className="field document-center__choice">
        <div className="field__label">
          <label htmlFor={id}>{settings.text(texts.label)}</label>
        </div>
        <select
          id={id}
          className="input input--select"
          value={number}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">{settings.text(texts.placeholder)}</option>
          {choices?.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </div>
      {number !== '' && (
        <DocumentList
          username={username}
          source={{ kind, number }}
          showHeading={showHeading}
          showDisclaimer={showDisclaimer}
          uploadArea={uploadArea(username, { kind, number }, upload)}
        />
      )}
    </LoadState>
  );
}
