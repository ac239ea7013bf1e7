import { OPERATORS } from './operators';
import type { Logic } from './types';

export interface LogicIssue {
  /** JSON path of the faulty node, relative to the expression, such as `/or/1`. */
  path: string;
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Finds what json-logic would reject or silently misread: an object that is not exactly
 * one operator (json-logic returns such objects as data) and unknown operators.
 */
export function findLogicIssues(logic: Logic, path = ''): LogicIssue[] {
  if (Array.isArray(logic)) return logic.flatMap((item, index) => findLogicIssues(item, `${path}/${index}`));
  if (!isRecord(logic)) return [];
  const keys = Object.keys(logic);
  if (keys.length !== 1) {
    return [{ path, message: `a condition object must have exactly one operator, found ${keys.length}` }];
  }
  const operator = keys[0]!;
  const issues: LogicIssue[] = [];
  if (!OPERATORS.has(operator)) issues.push({ path, message: `unknown json-logic operator "${operator}"` });
  return issues.concat(findLogicIssues(logic[operator], `${path}/${operator}`));
}
