import { useId } from 'react';
import type { SectionBlock as SectionDefinition } from '../../definition';
import { ChildBlocks, type BlockProps } from '../ChildBlocks';
import { useSettings } from '../EngineContext';

/** A section of blocks, named by its heading for assistive technology when it has one (its id from the block's). */
export function SectionBlock({ block, ...rest }: BlockProps<SectionDefinition>) {
  const settings = useSettings();
  const generated = useId();
  const headingId = block.heading ? `${block.id ?? generated}-heading` : undefined;
  return (
    <section
      id={block.id}
      className={block.look === 'card' ? 'section section--card' : 'section'}
      aria-labelledby={headingId}
    >
      {block.heading && (
        <h2 id={headingId} className="heading heading--2">
          {settings.text(block.heading)}
        </h2>
      )}
      <ChildBlocks blocks={block.blocks} {...rest} />
    </section>
  );
}
