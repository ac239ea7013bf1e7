/**
 * Bundles a TypeScript entry of the project into JavaScript that plain Node runs, without tsx
 * loading and transforming every source at each start (issue 33): portal-lint's CLI
 * (tools/portal-lint/compiled.js) and the reference server the browser tests start
 * (tests/e2e/support/serverBundle.ts). Packages stay external and load from node_modules.
 */
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';

/**
 * A module's own address where its code reads it (import.meta.url, import.meta.dirname), as it
 * would be unbundled: SCHEMAS_DIR, ROOT, the demo content and the like are found from the
 * module's place, which the bundle must keep although the modules now share a few files.
 */
function ownAddress(outdir) {
  return {
    name: 'own-address',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url') && !source.includes('import.meta.dirname')) return undefined;
        const fromBundle = relative(outdir, args.path).split(sep).join('/');
        const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        return {
          contents:
            "import { fileURLToPath as __ownPath } from 'node:url';\n" +
            "import { dirname as __ownDirname } from 'node:path';\n" +
            source
              .replaceAll('import.meta.url', url)
              .replaceAll('import.meta.dirname', `__ownDirname(__ownPath(${url}))`),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/**
 * Style sheets and images imported by the screens' code (leaflet's marker images, a screen's
 * CSS) are loaded only in the browser; code run by Node never uses them, so each is an empty
 * module here rather than an import Node cannot load.
 */
const noAssets = {
  name: 'no-assets',
  setup(build) {
    build.onResolve({ filter: /\.(css|png|svg|jpe?g|gif|webp|woff2?)$/ }, (args) => ({
      path: args.path,
      namespace: 'asset',
    }));
    build.onLoad({ filter: /.*/, namespace: 'asset' }, () => ({
      contents: 'export default "";',
      loader: 'js',
    }));
  },
};

/**
 * Bundles `entryPoints` (name → source file) into `outdir`, lazy imports split into chunks of
 * their own so that code never run (the map's, say) is never loaded. Answers the project files
 * that went in (relative to the working folder), to tell when the bundle is stale.
 */
export async function bundleForNode({ entryPoints, outdir }) {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    outdir,
    logLevel: 'error',
    plugins: [noAssets, ownAddress(outdir)],
  });
  return Object.keys(result.metafile.inputs).filter(
    (file) => !file.includes('node_modules/') && !file.startsWith('asset:'),
  );
}
