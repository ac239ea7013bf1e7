/**
 * First setup of every test file: a fresh module registry. The projects run files one after
 * another in a worker (isolate: false, vitest.config.ts); this makes the project's own modules
 * (their caches, the session store, a transport a test provided) start anew for each file, as
 * a fresh worker would, while the packages they import stay loaded.
 */
import { vi } from 'vitest';

vi.resetModules();
