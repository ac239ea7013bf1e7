/**
 * The built chunks hold no polyfill for browsers older than the build's target (ES2022): no
 * standard object's method is defined by the code when missing (`Array.isArray||(Array.isArray=…)`,
 * what json-logic-js carries and tools/vite-plugin-drop-polyfills.ts cuts), and no core-js or
 * regenerator runtime is bundled. Lighthouse counts such code as legacy JavaScript.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../tools/project.ts';

const ASSETS = join(ROOT, 'dist', 'assets');

const BUILT_INS =
  'Array|ArrayBuffer|Object|String|Number|Math|Promise|Symbol|Reflect|JSON|Date|RegExp|Map|Set|WeakMap|WeakSet';
/** `Array.isArray=`, `String.prototype.startsWith =`, `Object["assign"]=`, not `==`. */
const ASSIGNED = new RegExp(
  `(?<![\\w$.])(?:${BUILT_INS})(?:\\.prototype)?(?:\\.[A-Za-z_$][\\w$]*|\\[["'][\\w$]+["']\\])\\s*=(?!=)`,
  'g',
);
/** `Object.defineProperty(Array.prototype, "flat"`: a polyfill defined rather than assigned. */
const DEFINED = new RegExp(
  `defineProperty\\((?:${BUILT_INS}|window|self|globalThis)(?:\\.prototype)?,\\s*["']`,
  'g',
);
const RUNTIMES = /core-js|regeneratorRuntime/g;

/** Each place in the code that looks like a polyfill, with some code around it. */
function polyfillsIn(code: string): string[] {
  return [ASSIGNED, DEFINED, RUNTIMES].flatMap((pattern) =>
    [...code.matchAll(pattern)].map((match) => code.slice(Math.max(0, match.index - 20), match.index + 40)),
  );
}

describe('built chunks', () => {
  const scripts = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));

  it('are there to check', () => expect(scripts.length).toBeGreaterThan(0));

  it('find a polyfill where there is one', () => {
    expect(polyfillsIn('function n(){Array.isArray||(Array.isArray=function(e){return 1})}')).toHaveLength(1);
    expect(polyfillsIn('Object.defineProperty(Array.prototype, "flat", {value: f})')).toHaveLength(1);
    expect(polyfillsIn('if(Array.isArray(x)&&x.length==0)return Object.keys(y)')).toEqual([]);
  });

  it.each(scripts)('%s carries no legacy polyfill', (file) => {
    expect(polyfillsIn(readFileSync(join(ASSETS, file), 'utf8'))).toEqual([]);
  });
});
