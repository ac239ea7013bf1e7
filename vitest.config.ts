import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/** Test files under `folder` (relative to the project) whose first line says they need a DOM. */
function filesAskingForJsdom(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => join(folder, name))
    .filter((file) => readFileSync(file, 'utf8').startsWith('// @vitest-environment jsdom'));
}

const NODE_TESTS = ['tests/unit', 'tests/tools', 'tests/server'];
const JSDOM_UNIT_TESTS = NODE_TESTS.flatMap(filesAskingForJsdom);

/**
 * Two projects, both run without a fresh worker per file: each file starts from a fresh module
 * registry instead (tests/setupReset.ts: vi.resetModules), so the project's own modules are
 * evaluated anew for every file while the packages (React, rjsf, jsdom, ajv) stay loaded,
 * which is most of what a fresh worker cost (issue 33).
 * - dom: the component tests, and the few unit tests that say `// @vitest-environment jsdom`
 *   on their first line (the API client, the app's session), in jsdom with the DOM setup.
 * - node: everything else (the domain, the engine's logic, the server, the tools) in plain node
 *   with a light setup; jsdom and the DOM setup would cost more than most of them take.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    globals: false,
    pool: 'threads',
    isolate: false,
    // Vitest's default on 2 CPUs is one worker; much of a file's time is waiting (timers,
    // the server's scrypt, I/O), so two keep both CPUs busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // A guard against a test that hangs, not a speed check: a typing test takes a second or
          // two, several times that on a machine as loaded as CI's can be (issue 33).
          testTimeout: 20_000,
          include: ['tests/component/**/*.test.{ts,tsx}', ...JSDOM_UNIT_TESTS],
          setupFiles: ['tests/setupReset.ts', 'tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: NODE_TESTS.map((folder) => `${folder}/**/*.test.{ts,tsx}`),
          exclude: JSDOM_UNIT_TESTS,
          setupFiles: ['tests/setupReset.ts', 'tests/setupNode.ts'],
        },
      },
    ],
  },
});
