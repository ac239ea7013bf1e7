import { useId, useState } from 'react';
import type { SectionBlock as SectionDefinition } from '../../definition';
import { evaluate, isTruthy } from '../../logic';
import { ChildBlocks, type BlockProps } from '../ChildBlocks';
import { useSettings } from '../EngineContext';

/**
 * A section of blocks, named by its heading for assistive technology when it has one (its id
 * from the block's). With `collapsed` it opens and closes by its heading: the heading holds a
 * disclosure button (aria-expanded, aria-controls) and what the section holds is hidden while
 * closed but stays mounted, so entries and loaded data are kept. Whether it starts closed is
 * the condition, read once when the section first shows.
 */
export function SectionBlock({ block, ...rest }: BlockProps<SectionDefinition>) {
  const settings = useSettings();
  const generated = useId();
  const baseId = block.id ?? generated;
  const headingId = block.heading ? `${baseId}-heading` : undefined;
  const collapsible = block.collapsed !== undefined && block.heading !== undefined;
  const [open, setOpen] = useState(() => !collapsible || !isTruthy(evaluate(block.collapsed, rest.env)));
  const contentId = `${baseId}-content`;
  const classes = ['section', block.look === 'card' && 'section--card', collapsible && 'section--collapsible']
    .filter(Boolean)
    .join(' ');
  return (
    <section id={block.id} className={classes} aria-labelledby={headingId}>
      {block.heading && (
        <h2 id={headingId} className="heading heading--2">
          {collapsible ? (
            <button
              type="button"
              className="section__toggle"
              aria-expanded={open}
              aria-controls={contentId}
              onClick={() => setOpen((shown) => !shown)}
            >
              {settings.text(block.heading)}
            </button>
          ) : (
            settings.text(block.heading)
          )}
        </h2>
      )}
      {collapsible ? (
        <div id={contentId} className="section__content" hidden={!open}>
          <ChildBlocks blocks={block.blocks} {...rest} />
        </div>
      ) : (
        <ChildBlocks blocks={block.blocks} {...rest} />
      )}
    </section>
  );
}
