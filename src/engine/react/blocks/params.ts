import { evaluate, type Logic, type LogicEnv } from '../../logic';
import type { TextParams } from '../../settings';

export function resolveParams(
  params: Record<string, Logic> | undefined,
  env: LogicEnv,
): TextParams | undefined {
  if (!params) return undefined;
  const resolved: Record<string, string | number> = {};
  for (const [name, logic] of Object.entries(params)) {
    const value = evaluate(logic, env);
    resolved[name] = typeof value === 'number' ? value : String(value ?? '');
  }
  return resolved;
}
