/**
 * The accessibility check of the browser tests: axe-core's WCAG 2.1 A and AA rules, run as
 * @axe-core/playwright's legacy mode runs them (axe.run() in the top document, every frame
 * given axe's source and the same configuration, frames reached by axe's own messages), with
 * two differences (issue 33):
 *
 * - the check waits until the document's finite animations have finished, so axe reads the
 *   colours the user is left with (a dialog checked while it fades in has buttons at part of
 *   their contrast); an animation that never ends, such as a spinner, is not waited for;
 * - a document is given axe's source once, not at every check: the portal changes
 *   screens without a load, and the package evaluated the source twice a call (0.44 s of the
 *   renderer's CPU for a check of the dashboard, 0.13 s with axe already there). A new
 *   document (a load, a reload) has no axe and is given it again.
 */
import type axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

/**
 * axe-core's minified build (654 kB), not the package's `source` (axe.js, 1.48 MB): the same
 * code, which a document takes in about 290 ms instead of 450 here (issue 33).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** @axe-core/playwright's configuration in legacy mode. */
const CONFIGURE = `;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

type WithAxe = Window & { axe?: typeof axe };

/** Gives the frame's document axe unless it has it; a frame that cannot take it is left out, as by the package. */
async function inject(frame: Frame): Promise<void> {
  try {
    if (await frame.evaluate(() => (window as WithAxe).axe !== undefined)) return;
    await frame.evaluate(`${AXE_SOURCE}${CONFIGURE}`);
  } catch {
    // A frame detached meanwhile: axe.run reports what it could not reach.
  }
}

/** Waits until the document's finite animations and transitions have finished. */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe with the WCAG 2.1 A and AA rules; returns violations as readable lines, made in the page.
 * Every rule runs on every node as before; `resultTypes` only spares axe describing each node
 * that passed (a unique selector and its HTML, for thousands of nodes), which nothing here
 * reads: a check of the dashboard cost 0.38 s of CPU with them and 0.17 s without (issue 33).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  for (const frame of page.frames()) await inject(frame);
  return page.evaluate(async (tags) => {
    const results = await (window as WithAxe).axe!.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  }, TAGS);
}
