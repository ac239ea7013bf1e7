/**
 * Renders a list of blocks: each visible one by the component the render table gives its
 * type (blockComponents.tsx). Blocks that hold blocks render them through ChildBlocks.
 */
import type { Block } from '../definition';
import { isVisible } from '../logic';
import { componentOf } from './blockComponents';
import { BlocksProvider, type BlocksProps, type RenderBlocks } from './ChildBlocks';

function blockKey(block: Block, index: number) {
  return block.id ?? `${block.type}-${index}`;
}

const renderBlocks: RenderBlocks = (props) => <Blocks {...props} />;

export function Blocks({ blocks, ...props }: BlocksProps) {
  return (
    <BlocksProvider value={renderBlocks}>
      {blocks.map((block, index) => {
        if (!isVisible(block, props.env)) return null;
        const Component = componentOf(block);
        return <Component key={blockKey(block, index)} block={block} {...props} />;
      })}
    </BlocksProvider>
  );
}
