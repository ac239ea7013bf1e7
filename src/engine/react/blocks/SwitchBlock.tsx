import type { SwitchBlock as SwitchDefinition } from '../../definition';
import { selectedCase } from '../../switchCase';
import { ChildBlocks, type BlockProps } from '../ChildBlocks';

/** The blocks of the case chosen now, with no element of its own; another case mounts afresh. */
export function SwitchBlock({ block, ...rest }: BlockProps<SwitchDefinition>) {
  const selected = selectedCase(block, rest.env);
  return selected ? <ChildBlocks key={selected.name} blocks={selected.blocks} {...rest} /> : null;
}
