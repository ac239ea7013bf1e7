/**
 * ESLint rule local/no-cycle: no module may reach itself again through its imports, counting
 * every kind: value imports, type-only imports (`import type`, `export type … from`),
 * re-exports and import(). eslint-plugin-import's import/no-cycle skips type-only imports,
 * with no option to count them; but a circle of types still ties its modules together (none
 * can be moved, read or tested alone), so this rule walks the project's own import graph.
 *
 * The graph: each file's imports as TypeScript's scanner finds them (ts.preProcessFile),
 * relative specifiers resolved like the project does (with or without an extension, a
 * folder's index); packages are leaves. A linted import is reported when the imported
 * module leads back to the linting one, with the circle in the message.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs'];
const SCANNED = /\.(ts|tsx|js|jsx|mjs|cjs)$/;

/** file -> { mtimeMs, imports: [{ specifier, target }] }, for the files not being linted. */
const scanned = new Map();

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The file a relative specifier names, or undefined for a package or a missing file. */
function resolveImport(specifier, fromFile) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(fromFile), specifier.replace(/[?#].*$/, ''));
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => resolve(base, `index${extension}`)),
  ];
  return candidates.find(isFile);
}

function importsOfText(text, file) {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName }) => ({ specifier: fileName, target: resolveImport(fileName, file) }))
    .filter(({ target }) => target !== undefined && SCANNED.test(target));
}

function importsOf(file) {
  const { mtimeMs } = statSync(file);
  const known = scanned.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.imports;
  const imports = importsOfText(readFileSync(file, 'utf8'), file);
  scanned.set(file, { mtimeMs, imports });
  return imports;
}

/** The files that import `file`, directly or not, among those it reaches (itself included). */
function circleOf(file, ownImports) {
  const reached = new Map([[file, ownImports]]);
  const importers = new Map();
  const queue = [file];
  while (queue.length > 0) {
    const from = queue.shift();
    for (const { target } of reached.get(from)) {
      if (!importers.has(target)) importers.set(target, []);
      importers.get(target).push(from);
      if (!reached.has(target)) {
        reached.set(target, importsOf(target));
        queue.push(target);
      }
    }
  }
  const circle = new Set([file]);
  const back = [file];
  while (back.length > 0) {
    for (const importer of importers.get(back.shift()) ?? []) {
      if (!circle.has(importer)) {
        circle.add(importer);
        back.push(importer);
      }
    }
  }
  return { circle, reached };
}

/** The shortest chain of files from `start` to one that imports `goal` (start included). */
function chainBack(start, goal, reached) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const from = queue.shift();
    for (const { target } of reached.get(from)) {
      if (target === goal) {
        const chain = [];
        for (let step = from; step !== undefined; step = previous.get(step)) chain.unshift(step);
        return chain;
      }
      if (!previous.has(target)) {
        previous.set(target, from);
        queue.push(target);
      }
    }
  }
  return [start];
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports and import() included' },
    schema: [],
    messages: { cycle: 'Dependency cycle: {{chain}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!SCANNED.test(file) || !isFile(file)) return {};
    // This file as it is now (the text being linted), the others as they are on disk.
    let found;
    const cycles = () => (found ??= circleOf(file, importsOfText(context.sourceCode.text, file)));
    const shown = (path) => relative(context.cwd, path);

    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveImport(source.value, file);
      if (!target || target === file || !SCANNED.test(target)) return;
      const { circle, reached } = cycles();
      if (!circle.has(target)) return;
      const chain = [file, ...chainBack(target, file, reached), file].map(shown).join(' -> ');
      context.report({ node, messageId: 'cycle', data: { chain } });
    }

    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
    };
  },
};
