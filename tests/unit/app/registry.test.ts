/**
 * The registry is built from the features' manifests (src/app/registry.tsx): it registers
 * exactly the names the lint checks definitions against.
 */
import { describe, expect, it } from 'vitest';
import { ACTION_NAMES, BLOCK_WIDGET_NAMES, CHECK_NAMES } from '../../../src/app/names';
import { createRegistry } from '../../../src/app/registry';

const sorted = (names: Iterable<string>) => [...names].sort();

describe('createRegistry', () => {
  const registry = createRegistry();

  it.each([
    ['block widgets', registry.blocks, BLOCK_WIDGET_NAMES],
    ['actions', registry.actions, ACTION_NAMES],
    ['field checks', registry.checks, CHECK_NAMES],
  ])('registers exactly the %s of the manifests', (_kind, registered, names) => {
    expect(sorted(Object.keys(registered))).toEqual(sorted(names));
  });
});
