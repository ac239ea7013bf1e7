/**
 * The conditions' device.compact follows the compact breakpoint as the window is resized or a
 * phone turned, not only as it was when the screen opened (the history's panels read it).
 */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPACT_QUERY, useScreenContext } from '../../../src/app/useScreenContext';

type Listener = () => void;

/** A matchMedia whose compact query matches as `narrow` says, telling its listeners on change. */
function fakeMatchMedia(narrow: boolean) {
  const listeners = new Set<Listener>();
  const state = { narrow };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === COMPACT_QUERY && state.narrow;
    },
    media: query,
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    resize(toNarrow: boolean) {
      state.narrow = toNarrow;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

function Device() {
  const { device } = useScreenContext();
  return <p>{device.compact ? 'compact' : 'wide'}</p>;
}

describe('device.compact', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('changes when the width crosses the breakpoint, and stops listening when the screen goes', () => {
    const media = fakeMatchMedia(false);
    const { unmount } = render(
      <MemoryRouter>
        <Device />
      </MemoryRouter>,
    );
    expect(screen.getByText('wide')).toBeInTheDocument();
    act(() => media.resize(true));
    expect(screen.getByText('compact')).toBeInTheDocument();
    act(() => media.resize(false));
    expect(screen.getByText('wide')).toBeInTheDocument();
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
