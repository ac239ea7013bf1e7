import { DefinitionError } from './errors';
import { findLogicIssues, type Logic } from './logic';

export interface RulesFile {
  file: string;
  content: { rules?: Record<string, { logic?: Logic }> };
}

/**
 * Gathers the named rules of every rules file, into `rules` when given (rules files that load
 * later join the book the conditions already read); a duplicate name or a bad condition names
 * its file.
 */
export function createRuleBook(
  files: readonly RulesFile[],
  rules = new Map<string, Logic>(),
): Map<string, Logic> {
  for (const { file, content } of files) {
    for (const [name, rule] of Object.entries(content.rules ?? {})) {
      if (rules.has(name))
        throw new DefinitionError(file, `/rules/${name}`, `rule "${name}" is defined twice`);
      const [issue] = findLogicIssues(rule.logic);
      if (issue) throw new DefinitionError(file, `/rules/${name}/logic${issue.path}`, issue.message);
      rules.set(name, rule.logic);
    }
  }
  return rules;
}
