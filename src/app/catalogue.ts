/**
 * The settings catalogue of the browser, as generated from schemas/settings.schema.json.
 * The groups the sign-in screen reads are declared from the start; the others join when
 * loadDeferredEntries() has run, which every screen but the login screen awaits in its
 * route loader, as do the post-login steps (src/app/deferred.ts). That keeps their texts
 * out of the sign-in bundle. The institution's own values are read (and checked) only
 * when a key is read, so a group may join after boot.
 */
import type { CatalogueEntry } from '../engine';
import { coreEntries } from '../generated/catalogueCore';

type Entries = Record<string, [string, CatalogueEntry['kind']]>;

const entries = new Map<string, CatalogueEntry>();

function declare(from: Entries) {
  for (const [key, [text, kind]] of Object.entries(from)) entries.set(key, { default: text, kind });
}

declare(coreEntries);

export const catalogue: ReadonlyMap<string, CatalogueEntry> = entries;

let loading: Promise<void> | undefined;

/** Declares the remaining groups (once; later calls share the first load, a failed one is retried). */
export function loadDeferredEntries(): Promise<void> {
  loading ??= import('../generated/catalogueDeferred').then(
    ({ deferredEntries }) => declare(deferredEntries),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
