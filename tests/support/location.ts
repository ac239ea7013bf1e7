import { vi } from 'vitest';

/**
 * Replaces window.location (whose methods jsdom does not let a spy replace) with a copy
 * whose assign and replace record where the page was sent. Undo with vi.unstubAllGlobals().
 */
export function stubLocation() {
  const url = new URL(window.location.href);
  const assign = vi.fn<(to: string | URL) => void>();
  const replace = vi.fn<(to: string | URL) => void>();
  vi.stubGlobal('location', {
    href: url.href,
    origin: url.origin,
    protocol: url.protocol,
    host: url.host,
    hostname: url.hostname,
    port: url.port,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    assign,
    replace,
    reload: vi.fn(),
    toString: () => url.href,
  });
  return { assign, replace };
}
