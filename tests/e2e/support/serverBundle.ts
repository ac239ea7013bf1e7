/**
 * The reference server bundled once per browser run (tools/bundleForNode.js), so that each of
 * the run's many servers starts as plain JavaScript: with tsx, loading and transforming the
 * sources took about half of a server's start (issue 33). The bundle is the same modules as
 * server/main.ts, which the README's start command runs, with two entries: main.ts itself, and
 * the host (./serverHost.ts) that assembles servers from those modules in one process.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { bundleForNode } from '../../../tools/bundleForNode.js';
import { ROOT } from '../../../tools/project.ts';

const FOLDER = join(ROOT, 'node_modules', '.cache', 'portal-e2e-server');

/** server/main.ts bundled, which startServer runs for a server in a process of its own. */
export const SERVER_BUNDLE = join(FOLDER, 'main.js');

/** The server host (./serverHost.ts) bundled, in which startServer assembles the other servers. */
export const SERVER_HOST_BUNDLE = join(FOLDER, 'host.js');

/** Vitest's global setup of the browser tests: bundles server/main.ts and the server host before any file runs. */
export default async function bundleServer(): Promise<void> {
  rmSync(FOLDER, { recursive: true, force: true });
  await bundleForNode({
    entryPoints: {
      main: join(ROOT, 'server', 'main.ts'),
      host: join(ROOT, 'tests', 'e2e', 'support', 'serverHost.ts'),
    },
    outdir: FOLDER,
  });
}
