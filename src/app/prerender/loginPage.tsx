/**
 * The server's prerender of the sign-in page (server/http/prerender.ts runs this module's build,
 * dist/.prerender/loginPage.js): the portal's own login route, rendered to HTML with the
 * institution's settings in English, so that the page the server sends shows the sign-in form
 * before the portal's code has arrived (prerender/takeOver.ts hands it over to React). Its links
 * are the hash router's (#/home/register), as the browser's page renders them.
 */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createPath, type DataRouter, type RouteObject } from 'react-router-dom';
import { createOptions, type Settings } from '../../engine';
import { optionSpecs } from '../../generated/options';
import { screens } from '../../generated/screens';
import { App, createRouting } from '../App';
import { englishSettings } from '../boot';
import { HOME } from '../home';
import { LanguageChoiceContext, type LanguageChoice } from '../languageChoice';
import { portalRuleBook } from '../ruleBook';
import { screenAt } from '../routes';
import { themeDeclarations } from '../theme';
import { HELD_STATUS, HELD_SUBMIT, PRERENDER_ID, PRERENDER_OFF } from './takeOver';

/** What the server's ApplicationOptions call answers (the part the prerender reads). */
export interface SettingsAnswer {
  institutionOptions: unknown;
  gassySettings: unknown;
}

export interface Prerendered {
  /** The sign-in page's markup, for the page's body. */
  html: string;
  /**
   * The page's inline rules: the institution's theme as custom properties on :root (what
   * applyTheme sets in the browser), and the copy's own rules (COPY_RULES), in force from the
   * first paint whatever stylesheet is still loading.
   */
  css: string;
  /** The page's title, as the portal sets it on the login route (text, not markup). */
  title: string;
}

/** A memory router at the sign-in route whose links are written as the hash router writes them. */
function hashLinkedRouter(routes: RouteObject[]): DataRouter {
  const router = createMemoryRouter(routes, { initialEntries: [HOME] });
  router.createHref = (location) => `#${typeof location === 'string' ? location : createPath(location)}`;
  return router;
}

function initialized(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The copy's rules: hidden when the page's gate script marks it off (another address or
 * language), and the portal's root out of sight until the copy has handed over to it
 * (takeOver.ts); a Sign In held back by the gate shows that it waits.
 */
export const COPY_RULES = [
  `html[${PRERENDER_OFF}] #${PRERENDER_ID}{display:none}`,
  `#${PRERENDER_ID}~#root{display:none}`,
  `#${PRERENDER_ID} form[${HELD_SUBMIT}] [type=submit]{cursor:progress;opacity:.75}`,
].join('');

/** The theme as one :root rule, as applyTheme sets it in the browser. */
function themeRule(settings: Settings): string {
  const declarations = themeDeclarations(settings).map(([property, value]) => `${property}:${value}`);
  return `:root{${declarations.join(';')}}`;
}

const ENGLISH_ONLY: LanguageChoice = { language: 'en', problem: undefined, choose: () => {} };

export async function prerenderLogin(answer: SettingsAnswer): Promise<Prerendered> {
  const options = createOptions(answer.institutionOptions as never, optionSpecs);
  const settings = englishSettings(answer.gassySettings);
  const rules = portalRuleBook();
  const routing = createRouting(settings, options, hashLinkedRouter);
  await initialized(routing.router);
  const html = renderToString(
    <LanguageChoiceContext.Provider value={ENGLISH_ONLY}>
      <App settings={settings} options={options} rules={rules} routing={routing} />
    </LanguageChoiceContext.Provider>,
  );
  routing.router.dispose();
  // Empty until the gate holds a Sign In back (public/prerender-gate.js), then it says so.
  const status = renderToString(
    <p role="status" className="visually-hidden" {...{ [HELD_STATUS]: settings.text('form.working') }} />,
  );
  const title = settings.text(screenAt(screens, HOME.slice(1))?.title ?? '');
  return { html: html + status, css: themeRule(settings) + COPY_RULES, title };
}
