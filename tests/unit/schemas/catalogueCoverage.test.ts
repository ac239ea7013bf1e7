/**
 * The catalogue covers what the portal reads: every settings key named in the source,
 * and every definition passes the engine's checks against the app's real registry.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/app/catalogue';
import { loadDeferred } from '../../../src/app/deferred';
import { createRegistry } from '../../../src/app/registry';
import { checkScreen, createSettings } from '../../../src/engine';
import { screens } from '../../../src/generated/screens';
import { ROOT } from '../../../tools/project.ts';

// The settings groups and field checks these read load with every screen but the login (src/app/deferred.ts).
beforeAll(() => loadDeferred());

const groups = new Set([...catalogue.keys()].map((key) => key.split('.')[0]!));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('settings keys named in src/', () => {
  const named = sourceFiles(join(ROOT, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/'([a-z][A-Za-z0-9]*\.[A-Za-z][A-Za-z0-9]*)'/g)]
      .map((match) => match[1]!)
      .filter((key) => groups.has(key.split('.')[0]!))
      .map((key) => ({ key, file: relative(ROOT, file) })),
  );

  it('finds keys to check', () => expect(named.length).toBeGreaterThan(20));

  it('are all declared in the catalogue', () => {
    expect(named.filter(({ key }) => !catalogue.has(key))).toEqual([]);
  });
});

describe('screen definitions', () => {
  const settings = createSettings({}, catalogue);
  const registry = createRegistry();
  const names = {
    widgets: new Set(Object.keys(registry.widgets)),
    blocks: new Set(Object.keys(registry.blocks)),
    actions: new Set(Object.keys(registry.actions)),
    checks: new Set(Object.keys(registry.checks)),
  };

  it.each(screens.map((entry) => [`screen-definitions/${entry.id}.json`, entry] as const))(
    '%s passes the engine checks',
    async (_file, entry) => {
      const { definition } = (await entry.load()).default;
      expect(checkScreen(definition, names, settings)).toEqual([]);
    },
  );
});
