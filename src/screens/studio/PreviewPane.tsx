/**
 * The preview: the portal in a frame (/?studio-preview, src/app/preview) with the file
 * applied, the screen list beside it, the toggles (wording, language, institution options,
 * pick mode), the key editor and the texts of the screen in view. Every change of the answer
 * or the language posts studio:apply again; a studio:ready (the frame started, or restarted)
 * gets the answer, the route and the pick mode anew.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSettings } from '../../engine';
import type { CatalogueRow } from '../../engine/settings/catalogueRow';
import type { SettingsFinding } from './fileLint';
import type { InstitutionFile } from './institutionFile';
import { KeyEditor, type Selection } from './KeyEditor';
import { previewAnswer, type Wording } from './previewAnswer';
import { PREVIEW_QUERY, type FromPreview, type PreviewLanguage } from './previewProtocol';
import { PreviewToggles } from './PreviewToggles';
import { ScreenList, type Place } from './ScreenList';
import { ShownKeys } from './ShownKeys';
import type { Running } from './useRunningInstitution';
import { usePreviewChannel } from './usePreviewChannel';
import type { StudioFileState } from './useStudioFile';

export const FIRST_PLACE: Place = { route: 'home/login' };

interface PreviewPaneProps {
  running: Running;
  runningFile: InstitutionFile | undefined;
  file: InstitutionFile | undefined;
  rowOf: ReadonlyMap<string, CatalogueRow>;
  findings: ReadonlyMap<string, readonly SettingsFinding[]>;
  language: PreviewLanguage;
  onLanguage: (language: PreviewLanguage) => void;
  selected: Selection | undefined;
  onSelect: (key: string, others?: string[]) => void;
  onEdit: StudioFileState['edit'];
}

export function PreviewPane(props: PreviewPaneProps) {
  const { running, runningFile, file, rowOf, findings, language, onLanguage, selected, onSelect, onEdit } =
    props;
  const settings = useSettings();
  const id = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(0);
  const [place, setPlace] = useState<Place>(FIRST_PLACE);
  const [wording, setWording] = useState<Wording>('file');
  const [overrides, setOverrides] = useState<Record<string, boolean>>({});
  const [picking, setPicking] = useState(false);
  const [shown, setShown] = useState<{ route: string; keys: string[] } | undefined>();

  // An edit is made to be seen: the preview shows the file's wording again.
  const edit: StudioFileState['edit'] = (change) => {
    setWording('file');
    onEdit(change);
  };

  const post = usePreviewChannel(frame, (message: FromPreview) => {
    if (message.type === 'studio:ready') setReady((count) => count + 1);
    else if (message.type === 'studio:shown') setShown({ route: message.route, keys: message.keys });
    else if (message.keys.length) onSelect(message.keys[0]!, message.keys.slice(1));
  });

  const answer = useMemo(
    () =>
      previewAnswer({
        running: running.status === 'ready' ? running.answer : undefined,
        file,
        wording,
        overrides,
        kindOf: (key) => rowOf.get(key)?.kind,
      }),
    [running, file, wording, overrides, rowOf],
  );

  // The frame shows nothing before its first apply: wait for the running institution too.
  const canApply = ready > 0 && running.status !== 'loading';
  useEffect(() => {
    if (canApply) post({ type: 'studio:apply', answer, language });
  }, [canApply, ready, answer, language, post]);
  useEffect(() => {
    if (canApply)
      post({ type: 'studio:navigate', route: place.route, ...(place.step ? { step: place.step } : {}) });
  }, [canApply, ready, place, post]);
  useEffect(() => {
    if (ready) post({ type: 'studio:pick-mode', on: picking });
  }, [ready, picking, post]);

  return (
    <section className="studio__panel studio-preview" aria-labelledby={`${id}-heading`}>
      <h2 className="heading heading--2" id={`${id}-heading`}>
        {settings.text('studio.previewHeading')}
      </h2>
      <PreviewToggles
        running={runningFile}
        file={file}
        wording={wording}
        onWording={setWording}
        language={language}
        onLanguage={onLanguage}
        overrides={overrides}
        onOverride={(name, on) => setOverrides((old) => ({ ...old, [name]: on }))}
        picking={picking}
        onPicking={setPicking}
      />
      <div className="studio-preview__stage">
        <ScreenList place={place} onPlace={setPlace} />
        <div className="studio-preview__main">
          <p className="studio-preview__route" aria-live="polite">
            {settings.text('studio.showing', { route: shown?.route ?? place.route })}
          </p>
          <iframe
            ref={frame}
            className="studio-preview__frame"
            title={settings.text('studio.frameTitle')}
            src={`${window.location.pathname}?${PREVIEW_QUERY}#/${FIRST_PLACE.route}`}
          />
        </div>
      </div>
      <KeyEditor
        selected={selected}
        onSelect={onSelect}
        rowOf={rowOf}
        running={runningFile}
        file={file}
        language={language}
        findings={findings}
        onEdit={edit}
      />
      <ShownKeys keys={shown?.keys ?? []} rowOf={rowOf} onSelect={onSelect} />
    </section>
  );
}
