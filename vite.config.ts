import react from '@vitejs/plugin-react';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { moduleSizes } from './tools/vite-plugin-module-sizes.ts';
import { portal } from './tools/vite-plugin-portal.ts';
import { preloadFirstPage } from './tools/vite-plugin-preload-first-page.ts';

const FORM_CORE = /[\\/](src[\\/](engine|widgets)|node_modules[\\/]@rjsf)[\\/]/;
/** Widgets that load on first use (src/widgets/registry.ts), and the wizard block (Blocks.tsx). */
const LAZY_WIDGETS = /[\\/]src[\\/]widgets[\\/](masked|date|passwords)[\\/]|AgreementWidget|WizardBlock/;

const nodeModule = (path: string) => fileURLToPath(new URL(`./node_modules/${path}`, import.meta.url));

/**
 * react-router's package exports name only its development build (warnings and checks
 * included; remix-run/react-router#12532, #14753): a production build takes the production
 * files it ships beside them, which the login route's budget needs.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: nodeModule('react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: nodeModule('react-router/dist/production/dom-export.mjs') },
];

/**
 * rjsf's default registry imports every field, template and widget rjsf ships, most of which
 * portal forms never render: a build takes the shim (src/shims/rjsf-default-registry.tsx)
 * wherever that module is imported (Form, the package index, getTestRegistry), and fails if
 * it never was (an rjsf release that moved it), rather than ship the full registry unnoticed.
 */
function rjsfRegistryShim(): Plugin {
  const shim = fileURLToPath(new URL('./src/shims/rjsf-default-registry.tsx', import.meta.url));
  let registry = '';
  let replaced = false;
  return {
    name: 'portal:rjsf-default-registry',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      registry = realpathSync(nodeModule('@rjsf/core/lib/getDefaultRegistry.js'));
    },
    async resolveId(source, importer, options) {
      if (!source.endsWith('getDefaultRegistry.js')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved?.id !== registry) return null;
      replaced = true;
      return shim;
    },
    buildEnd(error) {
      if (!error && !replaced)
        this.error(`${registry} was never imported: the rjsf registry shim no longer applies`);
    },
  };
}

/**
 * rjsf's allOf merging (@rjsf/utils/lib/schema/shallowAllOfMerge.js and the @x0k/json-schema-merge
 * it imports) is replaced in the build by src/shims/rjsf-shallow-all-of-merge.ts: portal form
 * schemas have no allOf (the definition check refuses one). The build fails if rjsf stops
 * importing that module, rather than ship the merge unnoticed.
 */
function rjsfAllOfMergeShim(): Plugin {
  const shim = fileURLToPath(new URL('./src/shims/rjsf-shallow-all-of-merge.ts', import.meta.url));
  let merge = '';
  let replaced = false;
  return {
    name: 'portal:rjsf-all-of-merge',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      merge = realpathSync(nodeModule('@rjsf/utils/lib/schema/shallowAllOfMerge.js'));
    },
    async resolveId(source, importer, options) {
      if (!source.endsWith('shallowAllOfMerge.js')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved?.id !== merge) return null;
      replaced = true;
      return shim;
    },
    buildEnd(error) {
      if (!error && !replaced)
        this.error(`${merge} was never imported: the allOf merge shim no longer applies`);
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    portal(),
    rjsfRegistryShim(),
    rjsfAllOfMergeShim(),
    preloadFirstPage(['src/generated/screens/login.ts', 'src/generated/api/setup.js']),
    moduleSizes(fileURLToPath(new URL('.', import.meta.url))),
  ],
  resolve: {
    alias: [
      ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
      {
        find: /^markdown-to-jsx(\/react)?$/,
        replacement: fileURLToPath(new URL('./src/shims/markdown-to-jsx.tsx', import.meta.url)),
      },
      { find: /^fast-uri$/, replacement: fileURLToPath(new URL('./src/shims/fast-uri.ts', import.meta.url)) },
    ],
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8080}` },
  },
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    // React DOM alone is 200 kB raw; what matters is the gzip size of what a route loads,
    // which npm run bench measures against its target.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // A manifest's eager entries load through import('./eager') like every entry, and the app
      // also bundles each eager.ts (src/app/registry.tsx): that import is meant to stay in the
      // app's chunk, so its notice is dropped; any other ineffective dynamic import still shows.
      onLog(level, log, handler) {
        if (
          log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' &&
          /src\/screens\/[^/]+\/eager\.ts is /.test(log.message)
        )
          return;
        handler(level, log);
      },
      output: {
        // The form engine and the widgets every form uses travel together: left to automatic
        // chunking they came in five small files, which compress worse than one.
        codeSplitting: {
          groups: [{ name: 'engine', test: (id: string) => FORM_CORE.test(id) && !LAZY_WIDGETS.test(id) }],
        },
      },
    },
  },
}));
