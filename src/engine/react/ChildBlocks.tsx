/**
 * What a block component receives, and how a block that holds blocks (a section, a
 * wizard's step, a switch's case) renders them: through the renderer that Blocks puts in
 * context, so block components never import Blocks, which imports them.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { CompiledScreen } from '../compile';
import type { Block } from '../definition';
import type { LogicEnv } from '../logic';
import type { ApplyResult } from './useAction';

export interface BlocksProps {
  blocks: readonly Block[];
  screen: CompiledScreen;
  env: LogicEnv;
  apply: ApplyResult;
  /** How many times each form was reset: a new count remounts it empty. */
  resets: Readonly<Record<string, number>>;
}

/** The props of the component of one block. */
export type BlockProps<B extends Block> = Omit<BlocksProps, 'blocks'> & { block: B };

/** Gives the element that renders blocks (Blocks'). */
export type RenderBlocks = (props: BlocksProps) => ReactNode;

const BlocksContext = createContext<RenderBlocks | undefined>(undefined);

export const BlocksProvider = BlocksContext.Provider;

/** Renders blocks inside a block, with the renderer of the screen. */
export function ChildBlocks(props: BlocksProps) {
  const renderBlocks = useContext(BlocksContext);
  if (!renderBlocks) throw new Error('ChildBlocks renders only inside Blocks');
  return renderBlocks(props);
}
