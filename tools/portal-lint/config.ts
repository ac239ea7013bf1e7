/**
 * Optional project configuration, portal-lint.config.json at the project root:
 * `{ "$comment": "why", "rules": { "<rule-id>": "error" | "warning" | "off" } }`, like ESLint's
 * rule levels.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../project.ts';
import { UsageError } from './files.ts';
import type { Level } from './lintFile.ts';
import type { Rule } from './types.ts';

export type { Level } from './lintFile.ts';

export interface LintConfig {
  levels: ReadonlyMap<string, Level>;
}

const LEVELS = new Set<Level>(['error', 'warning', 'off']);
export const CONFIG_FILE = 'portal-lint.config.json';

export function loadConfig(rules: readonly Rule[], file = join(ROOT, CONFIG_FILE)): LintConfig {
  if (!existsSync(file)) return { levels: new Map() };
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${CONFIG_FILE} is not valid JSON: ${(error as Error).message}`);
  }
  const levels = new Map<string, Level>();
  const given = (value as { rules?: unknown }).rules ?? {};
  if (typeof given !== 'object' || given === null)
    throw new UsageError(`${CONFIG_FILE}: "rules" must be an object`);
  const ids = new Set(rules.map((rule) => rule.id));
  for (const [id, level] of Object.entries(given)) {
    if (!ids.has(id)) throw new UsageError(`${CONFIG_FILE}: unknown rule "${id}"`);
    if (!LEVELS.has(level as Level))
      throw new UsageError(`${CONFIG_FILE}: rule "${id}" must be error, warning or off`);
    levels.set(id, level as Level);
  }
  return { levels };
}
