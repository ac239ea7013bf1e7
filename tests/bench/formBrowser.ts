/**
 * Bench L: bench A's form in Chromium. The page (./formPage/) is built for production with the
 * form's precompiled validator, served on loopback and opened in Debian's Chromium (headless,
 * playwright-core), fresh for each of PAGES runs. JSDOM (bench A) creates elements slowly, far
 * more than a browser does against the script around them, so there the DOM both forms make
 * outweighs what the engine saves; this is what a borrower's browser does with the same forms.
 */
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { ROOT } from '../../tools/project.ts';
import { FIELD_COUNT, engineDefinition, hiddenByFirst } from './formFixture';
import { versus, type PagePlan, type PageRun } from './formBrowserRun';
import { writeValidatorModule, AJV_RUNTIME } from './formScreen';
import type { BenchResult } from './report';
import { ARGS, CHROMIUM, requireChromium } from './routeLoads';

const PAGE = join(ROOT, 'tests', 'bench', 'formPage');
const OUT = join(ROOT, 'tests', '.tmp', 'bench', 'page');
const PAGES = 5;
const PLAN: PagePlan = { warmups: 5, mounts: 15, keystrokes: 40, flips: 20 };
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** The page imports the validator module written for this run as `virtual:bench-validators`. */
function validatorsModule(file: string): Plugin {
  return {
    name: 'bench:validators',
    resolveId: (source) => (source === 'virtual:bench-validators' ? file : null),
  };
}

async function buildPage(): Promise<void> {
  const validators = writeValidatorModule(engineDefinition(), AJV_RUNTIME);
  await build({
    configFile: false,
    root: PAGE,
    logLevel: 'error',
    mode: 'production',
    plugins: [react(), validatorsModule(validators)],
    build: { outDir: OUT, emptyOutDir: true, chunkSizeWarningLimit: 10_000 },
  });
}

/** dist of the page on loopback, cross-origin isolated so that performance.now() is precise to 5 µs. */
async function serve(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = normalize(join(OUT, request.url === '/' ? 'index.html' : (request.url ?? '')));
    if (!path.startsWith(OUT) || !existsSync(path)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
    });
    response.end(readFileSync(path));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the bench page server has no port');
  return { server, url: `http://127.0.0.1:${address.port}/` };
}

async function runPages(url: string): Promise<PageRun[][]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  try {
    const pages: PageRun[][] = [];
    for (let count = 0; count < PAGES; count++) {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      await page.goto(url);
      await page.waitForFunction(() => 'benchRun' in window);
      const runs = await page.evaluate(
        (plan) => (window as unknown as { benchRun: (plan: PagePlan) => PageRun[] }).benchRun(plan),
        PLAN,
      );
      if (problems.length > 0) throw new Error(`the bench page reported: ${problems.join('; ')}`);
      pages.push(runs);
      await page.close();
    }
    return pages;
  } finally {
    await browser.close();
  }
}

export async function formBrowser(): Promise<BenchResult> {
  requireChromium();
  await buildPage();
  const { server, url } = await serve();
  let pages: PageRun[][];
  try {
    pages = await runPages(url);
  } finally {
    server.close();
  }
  return {
    title: `L. Form engine vs plain rjsf in Chromium: bench A's ${FIELD_COUNT} fields, production build (ours / rjsf; ratio = rjsf / ours)`,
    figures: [
      versus(`first render (median of ${PLAN.mounts} mounts)`, pages, 'renders', 2),
      versus('  and its style and layout', pages, 'layouts'),
      versus(`keystroke median (of ${PLAN.keystrokes})`, pages, 'keystrokes', 5),
      versus(
        `keystroke flipping ${hiddenByFirst().length} fields (median of ${PLAN.flips})`,
        pages,
        'flips',
        3,
      ),
    ],
    notes: [
      `${PAGES} fresh pages, each mounting both forms side by side ${PLAN.warmups} + ${PLAN.mounts} times, then typing`,
      `${PLAN.warmups} + ${PLAN.keystrokes} keystrokes into f0 and ${PLAN.flips} that hide and show the fields watching it, in`,
      "turns; a figure is the median over the pages of each page's median (the first rounds not counted).",
      'first render: React renders and commits the form (flushSync); "and its style and layout" adds the',
      "browser's reflow, forced by reading offsetHeight, which both forms' DOM costs alike.",
      "A keystroke is a native input event: React renders and commits a discrete event's update before the",
      'dispatch returns. Every flip checked which fields show, as bench A does.',
    ],
  };
}
