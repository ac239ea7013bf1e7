import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadDeferred } from '../src/app/deferred';
import { loadSanitizer } from '../src/engine';
import { server } from './support/msw';
import { removeTempFolders } from './support/tempFolder';

// findBy… and waitFor wait up to 5 s for the state they look for (testing-library's default is
// 1 s): a state that comes later than that on a loaded CI machine is still the state the test
// needs, and a test that passes waits no longer than before.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  // What the browser loads with its first screens (src/app/deferred.ts).
  await loadDeferred();
  // Institution rich text renders at once, as it does in the browser once DOMPurify is there
  // (tests/component/engine/safeHtml.test.tsx covers the moment before).
  if (typeof window !== 'undefined') await loadSanitizer();
  // The API answer validators load with a page's first call in the browser (src/api/validation.ts);
  // here they are in the module cache from the start, so a test's calls answer in as few ticks as
  // before and none runs on into the next test.
  await Promise.all(Object.values(import.meta.glob('../src/generated/api/*.js')).map((load) => load()));
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // What one test kept in the browser's storage (payment keys, trusted devices) is not the next one's.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
afterAll(() => {
  server.close();
  removeTempFolders();
});

// jsdom has no modal dialogs: showModal and close toggle the open attribute (Chromium tests cover the rest).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
