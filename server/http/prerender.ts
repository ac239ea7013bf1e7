/**
 * The sign-in page, prerendered: the page the server sends a browser holds the login route as
 * the portal renders it, with the institution's texts and theme, so the sign-in form shows
 * before the portal's code has arrived (bench K). The portal's own build renders it
 * (src/app/prerender/loginPage.tsx, built by `vite build --ssr` into dist/.prerender/, a hidden
 * folder no path serves): the server holds no copy of the portal's screens, and without that
 * build the page is simply sent without the prerendered copy.
 *
 * Rendered once per server (the institution's settings are read at start) as it starts, which
 * waits for it (server/start.ts) before it listens. The page's
 * gate script (public/prerender-gate.js, inline and admitted by its hash) hides the
 * copy for any other address or language, and the portal hands it over to React
 * (src/app/prerender/takeOver.ts). Left out where the portal would not show it: in the mobile
 * app (its sign-in has the device's blocks) and in the studio's preview document.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeHtml } from '../security/html.ts';
import type { Logger } from './errors.ts';
import type { Directives } from './pagePolicy.ts';

/** The built module (src/app/prerender/loginPage.tsx), inside the build's folder. */
export const PRERENDER_MODULE = join('.prerender', 'loginPage.js');

/** The gate script the page runs first (public/prerender-gate.js, copied to dist/ by the build). */
export const GATE_SCRIPT = 'prerender-gate.js';

/** What the page gets: the render, and the gate script's text, inline so that no request delays the paint. */
export interface Prerendered extends Rendered {
  gate: string;
}

interface Rendered {
  html: string;
  css: string;
  /** The login page's title, plain text. */
  title: string;
}

interface PrerenderModule {
  prerenderLogin(answer: unknown): Promise<Rendered>;
}

/** The render's answer, as this server writes it (a build of another version may answer otherwise). */
function checked(rendered: unknown): Rendered {
  const { html, css, title } = (rendered ?? {}) as Partial<Record<keyof Rendered, unknown>>;
  if (typeof html !== 'string' || typeof css !== 'string' || typeof title !== 'string')
    throw new Error('the prerender answered no html, css and title');
  return { html, css, title };
}

/** How long the server's start waits at most for the render; pages after that go without the copy until it ends. */
export const RENDER_WAIT_MS = 10_000;

export type LoginPrerender = ReturnType<typeof loginPrerender>;

/**
 * Starts rendering the sign-in page of these settings with the build in `dist`: `ready()` is
 * the copy; undefined without the build, when the render failed (logged) or is still running
 * after RENDER_WAIT_MS.
 */
export function loginPrerender(dist: string, answer: unknown, logger: Logger) {
  let done: Prerendered | undefined;
  const file = join(dist, PRERENDER_MODULE);
  const gateFile = join(dist, GATE_SCRIPT);
  const rendering = existsSync(file)
    ? Promise.all([
        import(pathToFileURL(file).href).then((module: PrerenderModule) => module.prerenderLogin(answer)),
        readFile(gateFile, 'utf8'),
      ])
        .then(([rendered, gate]) => ({ ...checked(rendered), gate }))
        .then(
          (prerendered) => {
            done = prerendered;
          },
          (error: unknown) =>
            logger.error('The sign-in page could not be prerendered; pages go without it.', error),
        )
    : Promise.resolve();
  // The render takes some 0.3 s once per server; nobody waits longer than this.
  const waited = Promise.race([
    rendering,
    new Promise((resolve) => setTimeout(resolve, RENDER_WAIT_MS).unref()),
  ]);
  return {
    /** The copy, once the render has ended or the wait for it has run out. */
    ready: async () => {
      await waited;
      return done;
    },
  };
}

/** A CSP source admitting exactly this inline element's text. */
export function sourceHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/**
 * The page's policy with the gate script and the theme rule admitted by their hashes: the page
 * still runs no other inline script and applies no other inline style.
 */
export function withPrerenderAllowed(directives: Directives, prerendered: Prerendered): Directives {
  return {
    ...directives,
    'script-src': [...(directives['script-src'] ?? []), sourceHash(prerendered.gate)],
    'style-src': [...(directives['style-src'] ?? []), sourceHash(prerendered.css)],
  };
}

/**
 * index.html with the login's title, the gate script first in its head (it needs no stylesheet, so it runs at once
 * rather than after them), the theme rule last, and the prerendered page just before the
 * portal's root.
 */
export function withPrerender(html: string, prerendered: Prerendered): string {
  return html
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(prerendered.title)}</title>`)
    .replace(/<head>/i, (head) => `${head}\n    <script>${prerendered.gate}</script>`)
    .replace(/\s*<\/head>/i, () => `\n    <style>${prerendered.css}</style>\n  </head>`)
    .replace(/<div id="root">/, () => `<div id="prerender">${prerendered.html}</div>\n    <div id="root">`);
}
