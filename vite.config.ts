import react from '@vitejs/plugin-react';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { dropPolyfills } from './tools/vite-plugin-drop-polyfills.ts';
import { moduleSizes } from './tools/vite-plugin-module-sizes.ts';
import { portal } from './tools/vite-plugin-portal.ts';
import { precompress } from './tools/vite-plugin-precompress.ts';
import { preloadFirstPage } from './tools/vite-plugin-preload-first-page.ts';

const FORM_CORE = /[\\/](src[\\/](engine|widgets)|node_modules[\\/]@rjsf)[\\/]/;
const REACT = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
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

interface ModuleShim {
  /** The plugin's name. */
  name: string;
  /** The module of node_modules the build replaces, and the shim it takes instead. */
  module: string;
  shim: string;
  /** What stops applying when rjsf no longer imports the module, for the build's error. */
  what: string;
}

/**
 * A build that takes `shim` wherever rjsf imports `module`, and fails if it never did (an rjsf
 * release that moved it) rather than ship the module unnoticed.
 */
function moduleShim({ name, module, shim, what }: ModuleShim): Plugin {
  const file = module.slice(module.lastIndexOf('/') + 1);
  const replacement = fileURLToPath(new URL(shim, import.meta.url));
  let target = '';
  let replaced = false;
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      target = realpathSync(nodeModule(module));
    },
    async resolveId(source, importer, options) {
      if (!source.endsWith(file)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved?.id !== target) return null;
      replaced = true;
      return replacement;
    },
    buildEnd(error) {
      if (!error && !replaced) this.error(`${target} was never imported: ${what} no longer applies`);
    },
  };
}

/**
 * rjsf's default registry imports every field, template and widget rjsf ships, most of which
 * portal forms never render: a build takes the shim (src/shims/rjsf-default-registry.tsx)
 * wherever that module is imported (Form, the package index, getTestRegistry).
 */
const rjsfRegistryShim = () =>
  moduleShim({
    name: 'portal:rjsf-default-registry',
    module: '@rjsf/core/lib/getDefaultRegistry.js',
    shim: './src/shims/rjsf-default-registry.tsx',
    what: 'the rjsf registry shim',
  });

/**
 * rjsf's allOf merging (@rjsf/utils/lib/schema/shallowAllOfMerge.js and the @x0k/json-schema-merge
 * it imports) is replaced in the build by src/shims/rjsf-shallow-all-of-merge.ts: portal form
 * schemas have no allOf (the definition check refuses one).
 */
const rjsfAllOfMergeShim = () =>
  moduleShim({
    name: 'portal:rjsf-all-of-merge',
    module: '@rjsf/utils/lib/schema/shallowAllOfMerge.js',
    shim: './src/shims/rjsf-shallow-all-of-merge.ts',
    what: 'the allOf merge shim',
  });

/**
 * rjsf's omitExtraData module is replaced in the build by src/shims/rjsf-omit-extra-data.ts: the
 * engine never gives a Form `omitExtraData`.
 */
const rjsfOmitExtraDataShim = () =>
  moduleShim({
    name: 'portal:rjsf-omit-extra-data',
    module: '@rjsf/utils/lib/schema/omitExtraData.js',
    shim: './src/shims/rjsf-omit-extra-data.ts',
    what: 'the omitExtraData shim',
  });

/**
 * The server's prerender of the sign-in page (server/http/prerender.ts): `vite build --ssr
 * src/app/prerender/loginPage.tsx` builds it, with every dependency bundled and rjsf's shims as
 * in the browser's build, into a hidden folder of dist/ that the server never serves.
 */
const PRERENDER_OUT = 'dist/.prerender';

export default defineConfig(({ command, isSsrBuild = false }) => ({
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  plugins: [
    react(),
    portal(),
    rjsfRegistryShim(),
    rjsfAllOfMergeShim(),
    rjsfOmitExtraDataShim(),
    // A dependency's own polyfills for browsers older than the build's target.
    dropPolyfills(),
    // What the browser's build alone needs: its page, its module list, its compressed copies.
    ...(isSsrBuild
      ? []
      : [
          // The boot's last stage (src/main.tsx) with what it imports, the sign-in's eager entries
          // (a file of their own, though the portal's chunk holds their code), the login screen,
          // the settings' validators.
          preloadFirstPage([
            'src/portal.tsx',
            'src/screens/postLogin/eager.ts',
            'src/generated/screens/login.ts',
            'src/generated/api/setup.js',
          ]),
          moduleSizes(fileURLToPath(new URL('.', import.meta.url))),
          precompress(),
        ]),
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
    // Every browser the portal supports preloads modules itself; the polyfill only cost the boot.
    modulePreload: { polyfill: false },
    ...(isSsrBuild ? { outDir: PRERENDER_OUT, copyPublicDir: false } : {}),
    manifest: !isSsrBuild,
    sourcemap: !isSsrBuild,
    target: 'es2022',
    // React DOM alone is 200 kB raw; what matters is the gzip size of what a route loads,
    // which npm run bench measures against its target. The largest chunk, the admin studio's
    // (1.46 MB raw, 173 kB gzip: portal-lint's rules and ajv, loaded only at #/studio), stays
    // under this limit, so the build prints no warning a newcomer would read as a fault.
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      // A manifest's eager entries load through import('./eager') like every entry, and the app
      // also bundles each eager.ts (src/app/registry.tsx): that import is meant to stay in the
      // app's chunk, so its notice is dropped; any other ineffective dynamic import still shows.
      // Rolldown's report of the slowest plugin callbacks (the portal's generate step and the
      // precompression) is a profiling aid, not a fault: npm run bench times the build.
      checks: { bundlerTimings: false },
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
        // React and React DOM are a file of their own too, the boot's first stage (src/main.tsx).
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT },
            { name: 'engine', test: (id: string) => FORM_CORE.test(id) && !LAZY_WIDGETS.test(id) },
          ],
        },
      },
    },
  },
}));
