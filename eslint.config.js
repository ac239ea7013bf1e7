// ESLint flat config. Besides TypeScript, React hooks and accessibility rules, it enforces
// the dependency direction of ARCHITECTURE.md (app -> screens -> widgets -> engine -> domain;
// api used by app, screens and widgets; engine and domain never import React Router or api;
// domain imports no React; server/ shares schemas/ and rules/ with the portal and, of src/,
// only the pure src/domain and src/engine/logic, so that a rule both sides enforce is written
// once, and the API types generated from schemas/api) and forbids literal text in JSX.
// Feature folders of src/screens import no other feature (shared pieces live in
// src/screens/shared); no module reaches itself again through its imports, type-only
// imports included (tools/eslint/noCycle.js); only the session store sets the API client's
// session headers; a feature's manifest (its index.ts) imports no code.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noCycle from './tools/eslint/noCycle.js';

const layer = (from, ...targets) =>
  targets.map((target) => ({ target: `./src/${from}`, from: `./src/${target}` }));

/** Each folder of src/screens but shared is a feature, which imports no other. */
const FEATURES = readdirSync(new URL('./src/screens', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);
const features = () => [
  ...FEATURES.map((feature) => ({
    target: `./src/screens/${feature}`,
    from: './src/screens',
    except: [`./${feature}`, './shared'],
    message: 'a feature imports no other feature: what several need lives in src/screens/shared',
  })),
  {
    target: './src/screens/shared',
    from: './src/screens',
    except: ['./shared'],
    message: 'src/screens/shared imports no feature',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'src/generated',
      'node_modules',
      'coverage',
      'tests/e2e/.artifacts',
      'tests/.tmp',
      'test-results',
      // portal-lint's compiled CLI (tools/portal-lint/compiled.js)
      'tools/portal-lint/dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, local: { rules: { 'no-cycle': noCycle } } },
    // The Node resolver with TypeScript extensions resolves every relative import here; the
    // TypeScript resolver would bring native binaries the registry mirror cannot serve for
    // other platforms, which breaks npm ci.
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // import/no-cycle skips type-only imports; this one counts every import.
      'local/no-cycle': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layer('domain', 'engine', 'widgets', 'screens', 'app', 'api', 'generated'),
            ...layer('engine', 'widgets', 'screens', 'app', 'api', 'generated'),
            ...layer('widgets', 'screens', 'app'),
            ...layer('screens', 'app'),
            ...layer('api', 'engine', 'widgets', 'screens', 'app'),
            ...features(),
            {
              target: './server',
              from: './src',
              except: ['./domain', './engine/logic', './generated/api-types', './generated/settingsFile.js'],
              message:
                'server/ may import only src/domain, src/engine/logic, the API types of src/ and the generated settings-file check',
            },
            { target: './server', from: './tools' },
            // The studio lints institution files in the browser with portal-lint's own rules:
            // it alone may import their browser entry, and nothing else of tools/ reaches src/.
            {
              target: './src',
              from: './tools',
              except: ['./portal-lint/browser.ts'],
              message: "src/ imports nothing of tools/ but the studio's tools/portal-lint/browser.ts",
            },
            {
              target: ['./src/*', './src/!(screens)/**', './src/screens/*', './src/screens/!(studio)/**'],
              from: './tools/portal-lint/browser.ts',
              message: 'only the studio (src/screens/studio) imports tools/portal-lint/browser.ts',
            },
          ],
        },
      ],
    },
  },
  {
    // The session store owns the session headers: it alone gives the client their source.
    files: ['src/**'],
    ignores: ['src/app/session/store.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/client', './client'],
              importNames: ['provideSessionHeaders'],
              message: 'the session store (src/app/session/store.ts) owns the session headers: use its API',
            },
          ],
        },
      ],
    },
  },
  {
    // A manifest loads no code (portal-lint reads it under Node): types, the manifest helpers, import().
    files: ['src/screens/*/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!(\\.\\./shared|\\.)/manifest$)',
              allowTypeImports: true,
              message: 'a manifest imports no code: load it with import() in its entries',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/engine/**', 'src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-router', 'react-router-dom'],
              message: 'engine and domain do not use the router',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-router', 'react-router-dom'],
              message: 'domain code is pure: no React',
            },
            { group: ['swr', '@rjsf/*'], message: 'domain code is pure' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'react/prop-types': 'off',
      // Every user-visible text is a settings key: no literal words in JSX.
      'react/jsx-no-literals': ['error', { noStrings: false, allowedStrings: ['*'], ignoreProps: true }],
      'react/no-danger': 'error',
      // The <dialog> attribute for which close requests it honours (Chromium 134+), newer than the plugin.
      'react/no-unknown-property': ['error', { ignore: ['closedby'] }],
    },
  },
  {
    files: ['src/engine/react/SafeHtml.tsx'],
    rules: { 'react/no-danger': 'off' },
  },
  {
    files: ['tests/**', 'tools/**'],
    rules: { 'react/jsx-no-literals': 'off' },
  },
  {
    // The component tests' user-event has the project's defaults (tests/support/userEvent.ts).
    // The bench keeps the package's own defaults, so its keystroke figures compare with earlier ones.
    files: ['tests/**'],
    ignores: ['tests/support/userEvent.ts', 'tests/bench/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@testing-library/user-event',
              message: "import user-event from tests/support/userEvent.ts: it has the project's defaults",
            },
          ],
        },
      ],
    },
  },
);
