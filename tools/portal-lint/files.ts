/**
 * Which files to lint and what kind each is: by default the project's screen-definitions/,
 * rules/, navigation/, schemas/ (with schemas/api/) and locales/ (the product's translations); given paths narrow that, a
 * directory standing for its JSON files; --settings adds an institution settings file.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { jsonFiles, LOCALES_DIR, NAVIGATION_DIR, RULES_DIR, SCHEMAS_DIR, SCREENS_DIR } from '../project.ts';
import type { FileKind } from './types.ts';

export interface Input {
  path: string;
  kind: FileKind;
  text: string;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

const BY_DIRECTORY: Record<string, FileKind> = {
  'screen-definitions': 'screen',
  rules: 'rules',
  navigation: 'navigation',
  schemas: 'schema',
  api: 'schema',
  locales: 'translation',
};

/** The kind of a file outside the project's folders, from what it declares or holds. */
function kindOfContent(path: string, text: string): FileKind {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return BY_DIRECTORY[basename(dirname(path))] ?? 'screen';
  }
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const declared = typeof record.$schema === 'string' ? record.$schema : '';
  if (declared.endsWith('screen.schema.json') || 'blocks' in record) return 'screen';
  if (declared.endsWith('rules.schema.json') || 'rules' in record) return 'rules';
  if (declared.endsWith('navigation.schema.json') || 'menu' in record) return 'navigation';
  if ('gassySettings' in record || 'institutionOptions' in record) return 'settings';
  if (declared.includes('json-schema.org') || '$defs' in record) return 'schema';
  throw new UsageError(
    `cannot tell what kind of file ${path} is (a screen definition, rules, navigation, a schema, settings, or a translation in a locales/ folder)`,
  );
}

/** A path as reported: relative to the working directory when inside it. */
export function shownPath(path: string): string {
  const fromHere = relative(process.cwd(), path);
  return fromHere.startsWith('..') ? path : fromHere;
}

function read(path: string, kind?: FileKind): Input {
  const text = readFileSync(path, 'utf8');
  const known = kind ?? BY_DIRECTORY[basename(dirname(path))];
  return { path: shownPath(path), kind: known ?? kindOfContent(path, text), text };
}

export function projectInputs(): Input[] {
  return [
    ...jsonFiles(SCREENS_DIR).map((path) => read(path, 'screen')),
    ...jsonFiles(RULES_DIR).map((path) => read(path, 'rules')),
    ...jsonFiles(NAVIGATION_DIR).map((path) => read(path, 'navigation')),
    ...jsonFiles(SCHEMAS_DIR).map((path) => read(path, 'schema')),
    ...jsonFiles(join(SCHEMAS_DIR, 'api')).map((path) => read(path, 'schema')),
    ...jsonFiles(LOCALES_DIR).map((path) => read(path, 'translation')),
  ];
}

export function collectInputs(paths: readonly string[], settings: readonly string[]): Input[] {
  const inputs = paths.length === 0 ? projectInputs() : [];
  for (const given of paths) {
    const path = resolve(given);
    if (!existsSync(path)) throw new UsageError(`no such file or directory: ${given}`);
    if (statSync(path).isDirectory()) {
      const kind = BY_DIRECTORY[basename(path)];
      const files = jsonFiles(path);
      if (files.length === 0) throw new UsageError(`no JSON files in ${given}`);
      inputs.push(...files.map((file) => read(file, kind)));
    } else {
      inputs.push(read(path));
    }
  }
  for (const given of settings) {
    const path = resolve(given);
    if (!existsSync(path)) throw new UsageError(`no such settings file: ${given}`);
    inputs.push(read(path, 'settings'));
  }
  return inputs;
}
