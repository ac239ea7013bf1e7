// @vitest-environment node
/**
 * The names definitions may use are read from the features' manifests (src/app/names.ts):
 * each name belongs to one feature, and the registry registers exactly these. Importing the
 * manifests, as portal-lint does under Node, loads no component, style or API module.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ACTION_NAMES, BLOCK_WIDGET_NAMES, CHECK_NAMES } from '../../../src/app/names';

const duplicates = (names: readonly string[]) => names.filter((name, index) => names.indexOf(name) !== index);

/** The project's modules Node loads to import src/app/names.ts through tsx, as portal-lint does. */
function modulesLoadedForNames(): string[] {
  const hook = `export async function resolve(specifier, context, next) {
    const result = await next(specifier, context);
    if (result.url.startsWith('file:')) process.stdout.write(result.url + '\\n');
    return result;
  }`;
  const script = `
    import { register } from 'node:module';
    register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hook)}));
    const { register: tsx } = await import('tsx/esm/api');
    tsx();
    await import('./src/app/names.ts');`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  const root = new URL('../../../', import.meta.url).href;
  return [
    ...new Set(output.split('\n').filter((url) => url.startsWith(root) && !url.includes('/node_modules/'))),
  ]
    .map((url) => url.slice(root.length))
    .sort();
}

describe('the name lists', () => {
  it.each([
    ['actions', ACTION_NAMES],
    ['block widgets', BLOCK_WIDGET_NAMES],
    ['field checks', CHECK_NAMES],
  ])('name each of the %s once', (_kind, names) => {
    expect(names.length).toBeGreaterThan(0);
    expect(duplicates(names)).toEqual([]);
  });

  it('load only the manifests under Node', () => {
    const loaded = modulesLoadedForNames();
    expect(loaded.filter((file) => !/^src\/screens\/\w+\/index\.ts$/.test(file))).toEqual([
      'src/app/features.ts',
      'src/app/names.ts',
      'src/screens/shared/manifest.ts',
    ]);
    expect(loaded.length).toBeGreaterThan(10);
  });
});
