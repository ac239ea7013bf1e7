/**
 * Which case of a switch block shows: the one named by the value of its `on` expression.
 * Only a string names a case; any other value, or a name no case has, shows nothing.
 */
import type { Block, SwitchBlock } from './definition';
import { evaluate, type LogicEnv } from './logic';

export interface SelectedCase {
  name: string;
  blocks: readonly Block[];
}

export function selectedCase(
  block: Pick<SwitchBlock, 'on' | 'cases'>,
  env: LogicEnv,
): SelectedCase | undefined {
  const name = evaluate(block.on, env);
  if (typeof name !== 'string' || !Object.hasOwn(block.cases, name)) return undefined;
  return { name, blocks: block.cases[name]! };
}
