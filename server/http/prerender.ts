/**
 * The sign-in page, prerendered: the page the server sends a browser holds the login route as
 * the portal renders it, with the institution's texts and theme, so the sign-in form shows
 * before the portal's code has arrived (bench K). The portal's own build renders it
 * (src/app/prerender/loginPage.tsx, built by `vite build --ssr` into dist/.prerender/, a hidden
 * folder no path serves): the server holds no copy of the portal's screens, and without that
 * build the page is simply sent without the prerendered copy.
 *
 * Rendered once per server (the institution's settings are read at start), before it listens
 * (server/main.ts). The page's gate script (public/prerender-gate.js, inline and admitted by its
 * hash) hides the copy for any other address or language, and the portal hands it over to React
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

/**
 * What the page gets: the render, and the gate script's text, inline so that no request delays
 * the paint, with the CSP sources of the two inline texts (hashed once, not per page).
 */
export interface Prerendered extends Rendered {
  gate: string;
  sources: { script: string; style: string };
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

/** How long anyone waits at most for the render; pages after that go without the copy until it ends. */
export const RENDER_WAIT_MS = 10_000;

export type LoginPrerender = ReturnType<typeof loginPrerender>;

/** Renders the copy with the build's module; undefined without the build, or when it fails (logged). */
async function render(dist: string, answer: unknown, logger: Logger): Promise<Prerendered | undefined> {
  const file = join(dist, PRERENDER_MODULE);
  if (!existsSync(file)) return undefined;
  try {
    const [rendered, gate] = await Promise.all([
      import(pathToFileURL(file).href).then((module: PrerenderModule) => module.prerenderLogin(answer)),
      readFile(join(dist, GATE_SCRIPT), 'utf8'),
    ]);
    return withSources({ ...checked(rendered), gate });
  } catch (error) {
    logger.error('The sign-in page could not be prerendered; pages go without it.', error);
    return undefined;
  }
}

/**
 * The sign-in page of these settings, rendered with the build in `dist` once, when first asked
 * for (the server's start asks before it listens, server/main.ts; a server that only answers
 * API calls, as in tests, never renders it): `ready()` is the copy; undefined without the
 * build, when the render failed (logged) or is still running after RENDER_WAIT_MS.
 */
export function loginPrerender(dist: string, answer: unknown, logger: Logger) {
  let done: Prerendered | undefined;
  let waited: Promise<unknown> | undefined;
  const start = () =>
    Promise.race([
      render(dist, answer, logger).then((prerendered) => void (done = prerendered)),
      new Promise((resolve) => setTimeout(resolve, RENDER_WAIT_MS).unref()),
    ]);
  return {
    /** The copy, once the render has ended or the wait for it has run out. */
    ready: async () => {
      await (waited ??= start());
      return done;
    },
  };
}

/** A CSP source admitting exactly this inline element's text. */
export function sourceHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** The copy with the CSP sources of its inline script and style. */
export function withSources(copy: Omit<Prerendered, 'sources'>): Prerendered {
  return { ...copy, sources: { script: sourceHash(copy.gate), style: sourceHash(copy.css) } };
}

/**
 * The page's policy with the gate script and the theme rule admitted by their hashes: the page
 * still runs no other inline script and applies no other inline style.
 */
export function withPrerenderAllowed(directives: Directives, { sources }: Prerendered): Directives {
  return {
    ...directives,
    'script-src': [...(directives['script-src'] ?? []), sources.script],
    'style-src': [...(directives['style-src'] ?? []), sources.style],
  };
}

/** React's preloads of the copy's images (the backdrop, the logo), which it writes first in the copy. */
const IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^<>]*\/>)+/;

/**
 * index.html with the login's title, the gate script first in its head (it needs no stylesheet,
 * so it runs at once rather than after them), the theme rule last, and the prerendered page just
 * before the portal's root. The copy's image preloads go into the head just after the gate, so
 * the browser asks for the images (the backdrop is the page's largest paint) before the dozen
 * scripts the head names, not after them.
 */
export function withPrerender(html: string, prerendered: Prerendered): string {
  const preloads = IMAGE_PRELOADS.exec(prerendered.html)?.[0] ?? '';
  const copy = prerendered.html.slice(preloads.length);
  const first = [`<script>${prerendered.gate}</script>`, ...preloads.split(/(?<=\/>)(?=<)/).filter(Boolean)];
  return html
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(prerendered.title)}</title>`)
    .replace(/<head>/i, (head) => [head, ...first].join('\n    '))
    .replace(/\s*<\/head>/i, () => `\n    <style>${prerendered.css}</style>\n  </head>`)
    .replace(/<div id="root">/, () => `<div id="prerender">${copy}</div>\n    <div id="root">`);
}
