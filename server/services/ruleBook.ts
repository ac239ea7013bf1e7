/**
 * The named json-logic rules of rules/*.json, as the portal's rule book holds them, for the
 * rules the server enforces with the portal's own evaluator (src/engine/logic).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logic, RuleBook } from '../../src/engine/logic/index.ts';
import { ROOT } from '../paths.ts';

const RULES = join(ROOT, 'rules');

interface RulesFile {
  rules?: Record<string, { logic?: Logic }>;
}

let book: RuleBook | undefined;

/** Every rule of every rules file, by name (read once; portal-lint keeps names unique). */
export function serverRuleBook(): RuleBook {
  if (book) return book;
  const rules = new Map<string, Logic>();
  const files = readdirSync(RULES)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const file of files) {
    const content = JSON.parse(readFileSync(join(RULES, file), 'utf8')) as RulesFile;
    for (const [name, rule] of Object.entries(content.rules ?? {})) rules.set(name, rule.logic);
  }
  book = rules;
  return book;
}
