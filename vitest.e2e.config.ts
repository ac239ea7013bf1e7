import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: false,
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for a state as long as Playwright's own waits do (support/browser.ts,
    // 10 s); vitest's default of 1 s failed under load (a preview frame's first message).
    expect: { poll: { timeout: 10_000 } },
    fileParallelism: true,
    // Bundles the server once (support/serverBundle.ts): each test file starts its own.
    globalSetup: ['tests/e2e/support/serverBundle.ts'],
    // A worker runs its files one after another in one process, with one Chromium
    // (support/browser.ts); each file still gets its own server and fresh browser contexts.
    // A fresh process per file cost about 2.5 CPU-seconds, a launch about 2 more (issue 33).
    isolate: false,
    // A test file runs its own server and Chromium: about a CPU each. More files at once
    // than CPUs only slows every file down (timing-sensitive waits then fail) and the
    // whole run too (2 CPUs: 4 workers 81-87 s, 2 workers 66 s, one at a time 95-101 s).
    maxWorkers: Math.max(1, Math.min(4, availableParallelism())),
  },
});
