/**
 * Takes out of the build the polyfills a dependency carries in its own source for browsers
 * older than any the portal supports (the build targets ES2022, vite.config.ts; no build step
 * adds polyfills, there is no core-js or @vitejs/plugin-legacy). json-logic-js defines
 * Array.isArray when it is missing, which every ES5 browser has: Lighthouse counts it as legacy
 * JavaScript (its estimate: 8 KB of the engine's chunk, what a bundler's polyfill of it costs).
 *
 * Each polyfill is cut by its exact text, replaced by as many empty lines, so the source map
 * of the rest of the module stays right. A build in which a module no longer holds its text (a
 * release that changed or dropped the polyfill) fails, rather than leave a cut that no longer
 * applies unnoticed; tests/e2e/polyfills.e2e.ts checks the built chunks hold no polyfill at all.
 */
import type { Plugin } from 'vite';

interface Polyfill {
  /** The module's path as it ends inside node_modules. */
  module: string;
  /** The polyfill's text in that module, exactly. */
  text: string;
}

export const POLYFILLS: readonly Polyfill[] = [
  {
    module: 'node_modules/json-logic-js/logic.js',
    text: `  if ( ! Array.isArray) {
    Array.isArray = function(arg) {
      return Object.prototype.toString.call(arg) === "[object Array]";
    };
  }
`,
  },
];

/** The module's code without the polyfill; throws when the code does not hold it. */
export function withoutPolyfill(code: string, { module, text }: Polyfill): string {
  if (!code.includes(text)) throw new Error(`${module} no longer holds the polyfill the build cuts: ${text}`);
  return code.replace(text, () => '\n'.repeat(text.split('\n').length - 1));
}

const posix = (id: string) => id.replaceAll('\\', '/');

export function dropPolyfills(polyfills: readonly Polyfill[] = POLYFILLS): Plugin {
  const cut = new Set<string>();
  return {
    name: 'portal:drop-polyfills',
    apply: 'build',
    buildStart() {
      cut.clear();
    },
    transform(code, id) {
      const polyfill = polyfills.find(({ module }) => posix(id).endsWith(`/${module}`));
      if (!polyfill) return null;
      cut.add(polyfill.module);
      try {
        return { code: withoutPolyfill(code, polyfill), map: null };
      } catch (error) {
        return this.error((error as Error).message);
      }
    },
    buildEnd(error) {
      const missed = polyfills.filter(({ module }) => !cut.has(module));
      if (!error && missed.length > 0)
        this.error(
          `never bundled, the polyfill cut no longer applies: ${missed.map((p) => p.module).join(', ')}`,
        );
    },
  };
}
