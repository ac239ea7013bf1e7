/**
 * Setup of the node project (tests/server, tests/tools, tests/unit): temporary folders are
 * removed after each file. A file that needs a DOM says `// @vitest-environment jsdom` on its
 * first line and runs in the dom project instead (vitest.config.ts).
 */
import { afterAll } from 'vitest';
import { removeTempFolders } from './support/tempFolder';

afterAll(() => removeTempFolders());
