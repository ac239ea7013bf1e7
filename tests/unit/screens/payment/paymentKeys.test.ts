/**
 * The idempotency key of a payment (src/screens/payment/paymentKeys.ts): the same request keeps
 * its key for ten minutes in this tab and in another tab sharing the store, a changed request
 * gets a new one, storage holds digests only, and without a digest the key holds for the tab.
 */
import { describe, expect, it } from 'vitest';
import {
  createPaymentKeys,
  freshEntries,
  SAME_PAYMENT_WINDOW_MS,
  type KeyEntries,
  type PaymentKeyDeps,
} from '../../../../src/screens/payment/paymentKeys';

const PAYMENT = { Payment: { Details: { PaymentAmount: 100 } }, Method: { AccountNumber: '123456789' } };
const OTHER = { Payment: { Details: { PaymentAmount: 101 } }, Method: { AccountNumber: '123456789' } };

/** Two tabs share one store; each has its own key source and the same clock. */
function browser({ digests = true } = {}) {
  let held: KeyEntries = {};
  let time = 1_000_000;
  let made = 0;
  const deps: PaymentKeyDeps = {
    newKey: () => `key-${++made}`,
    now: () => time,
    digest: async (text) =>
      digests ? `digest-${[...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)}` : undefined,
    store: {
      read: () => held,
      write: (entries) => {
        held = entries;
      },
    },
  };
  return {
    tab: () => createPaymentKeys(deps),
    later: (ms: number) => {
      time += ms;
    },
    held: () => held,
  };
}

describe('createPaymentKeys', () => {
  it.each<[string, (b: ReturnType<typeof browser>) => Promise<string[]>, string[]]>([
    [
      'the same request in one tab: one key',
      async (b) => {
        const keys = b.tab();
        return [await keys(PAYMENT), await keys(PAYMENT)];
      },
      ['key-1', 'key-1'],
    ],
    [
      'a changed request: a new key',
      async (b) => {
        const keys = b.tab();
        return [await keys(PAYMENT), await keys(OTHER), await keys(PAYMENT)];
      },
      ['key-1', 'key-2', 'key-1'],
    ],
    [
      'the same request from a second tab: the first tab key',
      async (b) => [await b.tab()(PAYMENT), await b.tab()(PAYMENT)],
      ['key-1', 'key-1'],
    ],
    [
      'the same request after ten minutes: a new key, in either tab',
      async (b) => {
        const first = b.tab();
        const one = await first(PAYMENT);
        b.later(SAME_PAYMENT_WINDOW_MS);
        return [one, await first(PAYMENT), await b.tab()(PAYMENT)];
      },
      ['key-1', 'key-2', 'key-2'],
    ],
    [
      'just inside ten minutes: the same key',
      async (b) => {
        const one = await b.tab()(PAYMENT);
        b.later(SAME_PAYMENT_WINDOW_MS - 1);
        return [one, await b.tab()(PAYMENT)];
      },
      ['key-1', 'key-1'],
    ],
  ])('%s', async (_name, run, expected) => {
    expect(await run(browser())).toEqual(expected);
  });

  it('stores digests and keys, never the request', async () => {
    const b = browser();
    await b.tab()(PAYMENT);
    expect(JSON.stringify(b.held())).not.toContain('123456789');
    expect(Object.values(b.held())).toEqual([{ key: 'key-1', at: 1_000_000 }]);
  });

  it('without a digest keeps the key for the tab only', async () => {
    const b = browser({ digests: false });
    const first = b.tab();
    expect([await first(PAYMENT), await first(PAYMENT), await b.tab()(PAYMENT)]).toEqual([
      'key-1',
      'key-1',
      'key-2',
    ]);
    expect(b.held()).toEqual({});
  });
});

describe('freshEntries', () => {
  it.each<[string, unknown, Record<string, unknown>]>([
    ['nothing held', null, {}],
    ['a list', [], {}],
    ['an entry inside the window', { a: { key: 'k', at: 900 } }, { a: { key: 'k', at: 900 } }],
    ['an entry past the window', { a: { key: 'k', at: 1_000 - SAME_PAYMENT_WINDOW_MS } }, {}],
    ['an entry from the future', { a: { key: 'k', at: 2_000 } }, {}],
    ['a malformed entry', { a: { key: 1, at: 900 }, b: 'x' }, {}],
  ])('%s', (_name, held, expected) => {
    expect(freshEntries(held, 1_000)).toEqual(expected);
  });
});
