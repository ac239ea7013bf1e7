/**
 * The idempotency key of a payment (spec 02 §4 Submit; the server keeps what it paid under a
 * key for 30 days): one key per payment the borrower means to make. The same request gets the
 * same key for ten minutes, in this tab and in any other tab of this browser, so a double
 * click, a retry after a lost answer or the same payment submitted again from a second tab is
 * answered with the first payment instead of paying twice; a changed request gets a new key.
 * Requests are kept only as SHA-256 digests (a single-use bank account's number never reaches
 * storage); without Web Crypto or storage, the key is kept for this tab only.
 */

/** How long the same request keeps its key (ms). */
export const SAME_PAYMENT_WINDOW_MS = 10 * 60_000;

const STORAGE_KEY = 'portal.paymentKeys';

export interface KeyEntry {
  key: string;
  /** When the key was handed out (ms since the epoch). */
  at: number;
}

export type KeyEntries = Readonly<Record<string, KeyEntry>>;

/** Where the keys are kept between tabs. */
export interface KeyStore {
  read(): KeyEntries;
  write(entries: KeyEntries): void;
}

export interface PaymentKeyDeps {
  newKey: () => string;
  now: () => number;
  /** The request's digest, or undefined when none can be made. */
  digest: (text: string) => Promise<string | undefined>;
  store: KeyStore;
}

const isEntry = (value: unknown): value is KeyEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as KeyEntry).key === 'string' &&
  typeof (value as KeyEntry).at === 'number';

const isFresh = (entry: KeyEntry, now: number) => entry.at <= now && now - entry.at < SAME_PAYMENT_WINDOW_MS;

/** The entries still inside the window, from whatever the store held. */
export function freshEntries(held: unknown, now: number): Record<string, KeyEntry> {
  if (typeof held !== 'object' || held === null || Array.isArray(held)) return {};
  return Object.fromEntries(
    Object.entries(held).filter(([, entry]) => isEntry(entry) && isFresh(entry, now)),
  ) as Record<string, KeyEntry>;
}

export const browserKeyStore: KeyStore = {
  read() {
    try {
      return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as KeyEntries;
    } catch {
      return {};
    }
  },
  write(entries) {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
    } catch {
      // Storage full or refused: the key still holds for this tab.
    }
  },
};

async function sha256(text: string): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const bytes = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const BROWSER: PaymentKeyDeps = {
  newKey: () => crypto.randomUUID(),
  now: () => Date.now(),
  digest: sha256,
  store: browserKeyStore,
};

/** Hands out the idempotency key of a request. */
export function createPaymentKeys(deps: PaymentKeyDeps = BROWSER) {
  let last: { request: string; entry: KeyEntry } | undefined;
  return async (request: unknown): Promise<string> => {
    const text = JSON.stringify(request);
    const now = deps.now();
    const digest = await deps.digest(text).catch(() => undefined);
    const entries = digest === undefined ? {} : freshEntries(deps.store.read(), now);
    const kept = digest === undefined ? undefined : entries[digest];
    const mine = last?.request === text && isFresh(last.entry, now) ? last.entry : undefined;
    const entry = kept ?? mine ?? { key: deps.newKey(), at: now };
    last = { request: text, entry };
    if (digest !== undefined && !kept) deps.store.write({ ...entries, [digest]: entry });
    return entry.key;
  };
}
