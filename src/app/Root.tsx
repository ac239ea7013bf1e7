import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Spinner } from '../widgets';
import { App, createRouting, type Routing } from './App';
import { boot, defaultSettings, switchLanguage, type Booted, type BootResult } from './boot';
import { ErrorScreen } from './errors/ErrorScreen';
import type { Language } from './language';
import { LanguageChoiceContext, type LanguageChoice } from './languageChoice';
import { storeLanguage } from './languageStorage';
import { applyDescription } from './pageDescription';
import { prerenderShowing } from './prerender/takeOver';
import { applyTheme } from './theme';

/**
 * The theme, `<html lang>` from the language spoken (not the locale: an institution may set
 * en-GB), and the page's description in that language.
 */
function applyLook(booted: BootResult) {
  applyTheme(booted.settings);
  document.documentElement.lang = booted.ok ? booted.language : 'en';
  applyDescription(booted.settings);
}

/**
 * Boots the portal and renders it, or an error screen when it cannot start. Choosing another
 * language rebuilds the settings in place: no reload, the route and the page stay.
 */
export function Root({ start = boot }: { start?: () => Promise<BootResult> }) {
  const [shown, setShown] = useState<{ result: BootResult; routing?: Routing }>();
  const result = shown?.result;
  const current = useRef<BootResult>(undefined);
  const routing = useRef<Routing>(undefined);

  const show = useCallback((next: BootResult) => {
    current.current = next;
    applyLook(next);
    // The router, made once, is built in a task of its own, and React renders the portal as a
    // transition, in slices: the page (the prerendered sign-in form meanwhile) answers the
    // keyboard in between.
    setTimeout(() => {
      if (next.ok) routing.current ??= createRouting(next.settings, next.options);
      const made = routing.current;
      startTransition(() => setShown({ result: next, routing: made }));
    }, 0);
  }, []);

  useEffect(() => {
    let live = true;
    void start().then((booted) => {
      if (live) show(booted);
    });
    return () => {
      live = false;
    };
  }, [start, show]);

  const choose = useCallback(
    (language: Language) => {
      const from = current.current;
      if (!from?.ok) return;
      void switchLanguage(from, language).then((switched: Booted) => {
        // A later choice, or a new boot, replaced the one this answers.
        if (current.current !== from) return;
        if (switched.language === language) storeLanguage(language);
        show(switched);
      });
    },
    [show],
  );

  const language = result?.ok ? result.language : 'en';
  const problem = result?.ok ? result.languageProblem : undefined;
  const choice = useMemo<LanguageChoice>(() => ({ language, problem, choose }), [language, problem, choose]);

  if (!result) {
    // The server's prerendered sign-in page shows meanwhile (prerender/takeOver.ts).
    if (prerenderShowing()) return null;
    return (
      <div className="boot-loading">
        <Spinner label={defaultSettings().text('app.loading')} />
      </div>
    );
  }
  if (!result.ok) return <ErrorScreen error={result.error} settings={result.settings} />;
  return (
    <LanguageChoiceContext.Provider value={choice}>
      <App settings={result.settings} options={result.options} rules={result.rules} routing={shown.routing} />
    </LanguageChoiceContext.Provider>
  );
}
