// @vitest-environment jsdom
/**
 * The registry is built from the features' manifests (src/app/registry.tsx): it registers
 * exactly the names the lint checks definitions against, and a block is eager exactly when
 * its code is in its feature's eager.ts, which the app bundles with itself.
 */
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../../src/app/features';
import { ACTION_NAMES, BLOCK_WIDGET_NAMES, CHECK_NAMES } from '../../../src/app/names';
import { createRegistry } from '../../../src/app/registry';
import type { FeatureDeps } from '../../../src/screens/shared/manifest';

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

describe('eager blocks', () => {
  const bundled = new Set(
    Object.values(
      import.meta.glob<Record<string, unknown>>('../../../src/screens/*/eager.ts', { eager: true }),
    ).flatMap((module) => Object.values(module)),
  );
  // Only loaded, never rendered: the blocks' dependencies on the app are not called.
  const deps = { flow: {}, publicDeps: {}, useLastLogin: () => null } as unknown as FeatureDeps;

  it.each(FEATURES.flatMap((feature) => Object.entries(feature.blocks)))(
    '%s is eager exactly when its component is in an eager.ts',
    async (_name, entry) => {
      expect(bundled.has(await entry.load(deps))).toBe(entry.eager === true);
    },
  );
});
