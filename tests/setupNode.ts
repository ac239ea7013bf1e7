/**
 * Setup of the node project (tests/server, tests/tools, tests/unit): temporary folders are
 * removed after each file. A file that needs a DOM says `// @vitest-environment jsdom` on its
 * first line and runs in the dom project instead (vitest.config.ts).
 *
 * The server's built portal (server/paths.ts, DIST) is a folder that does not exist: a server
 * test serves its own small build when it needs one (`assemble({ dist })`), so none depends on
 * whether, or how far, the project has been built. npm test builds beside the unit stage, and
 * a test reading dist/ while Vite rewrites it could see it half written (issue 33).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, vi } from 'vitest';
import type * as Paths from '../server/paths.ts';
import { removeTempFolders } from './support/tempFolder';

vi.mock('../server/paths.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Paths>()),
  DIST: join(tmpdir(), 'portal-tests-no-build'),
}));

afterAll(() => removeTempFolders());
