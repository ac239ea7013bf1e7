import { useEffect, useRef, useState } from 'react';
import type { Settings } from '../../engine';
import type { ToPreview } from '../../screens/studio/previewProtocol';
import { Spinner } from '../../widgets';
import { App } from '../App';
import { defaultSettings, type BootResult } from '../boot';
import { ErrorScreen } from '../errors/ErrorScreen';
import { handOff } from '../handoff';
import { navigateTo } from '../navigation';
import { clearSession, getSession, setSession } from '../session/store';
import { applyTheme } from '../theme';
import { buildPreview } from './build';
import { listenToStudio, postToStudio } from './messages';
import { startPicking } from './pickMode';
import { isSignedInRoute, PREVIEW_SESSION } from './previewSession';
import { recordKeys, type KeyRecorder } from './recordKeys';
import { reportShown } from './shownKeys';
import { stepData } from './stepData';
import './preview.css';

type Navigation = Omit<Extract<ToPreview, { type: 'studio:navigate' }>, 'type'>;

interface Shown {
  result: BootResult;
  recorder: KeyRecorder;
}

/** A flag's text is no text on screen: it names nothing in pick mode. */
const FLAG_TEXT = /^(true|false)$/i;

/** Opens a route as the studio asked: signed in for the signed-in area, at a step with its data. */
function open({ route, step }: Navigation, settings: Settings) {
  const to = `/${route.replace(/^\//, '')}`;
  const signedIn = isSignedInRoute(route);
  if (signedIn && !getSession()) setSession(PREVIEW_SESSION);
  if (step === undefined) navigateTo(to);
  else handOff(to, stepData(route, step, settings));
  if (!signedIn && getSession()) clearSession();
}

/**
 * The studio's preview frame: the real portal (App) with the studio's file applied and demo
 * data, no server and no sign-in. It tells the studio it listens (studio:ready), renders each
 * studio:apply keeping the route, opens the routes it is sent, reports the keys each screen
 * reads (studio:shown) and, in pick mode, the keys under a click (studio:picked).
 */
export function PreviewRoot() {
  const [shown, setShown] = useState<Shown>();
  const [picking, setPicking] = useState(false);
  const pending = useRef<Navigation>(undefined);
  const recorder = useRef<KeyRecorder>(undefined);

  useEffect(() => {
    const shownReporter = reportShown(
      () => recorder.current?.keys() ?? [],
      () => recorder.current?.reset(),
    );
    let latest = 0;
    const stop = listenToStudio((message) => {
      if (message.type === 'studio:apply') {
        const call = ++latest;
        void buildPreview(message.answer, message.language).then((result) => {
          if (call !== latest) return;
          applyTheme(result.settings);
          const next = recordKeys(result.settings, shownReporter.touch);
          recorder.current = next;
          setShown({ result, recorder: next });
        });
      } else if (message.type === 'studio:navigate') {
        const { route, step } = message;
        pending.current = step === undefined ? { route } : { route, step };
        setShown((current) => (current ? { ...current } : current));
      } else setPicking(message.on);
    });
    postToStudio({ type: 'studio:ready' });
    return () => {
      stop();
      shownReporter.stop();
    };
  }, []);

  // A navigation waits for the portal to be rendered (its router takes it).
  useEffect(() => {
    const navigation = pending.current;
    if (!navigation || !shown?.result.ok) return;
    pending.current = undefined;
    open(navigation, shown.result.settings);
  }, [shown]);

  useEffect(() => {
    if (!picking || !shown) return undefined;
    const { settings } = shown.result;
    const candidates = () =>
      shown.recorder
        .keys()
        .map((key) => ({ key, text: settings.text(key) }))
        .filter(({ text }) => !FLAG_TEXT.test(text));
    return startPicking(candidates, (picked) => postToStudio({ type: 'studio:picked', ...picked }));
  }, [picking, shown]);

  if (!shown) {
    return (
      <div className="boot-loading">
        <Spinner label={defaultSettings().text('app.loading')} />
      </div>
    );
  }
  const { result } = shown;
  if (!result.ok) return <ErrorScreen error={result.error} settings={result.settings} />;
  return <App settings={shown.recorder.settings} options={result.options} rules={result.rules} />;
}
