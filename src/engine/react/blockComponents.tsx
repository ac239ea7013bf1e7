/**
 * The render table: the component of each block type of the block table (blockTypes.ts).
 * A type without a component here fails the type check.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import type { Block, BlockOf, BlockType, FormBlock as FormDefinition } from '../definition';
import type { BlockProps } from './ChildBlocks';
import { ButtonBlock } from './blocks/ButtonBlock';
import { FormBlock } from './blocks/FormBlock';
import { BackdropBlock, BrandBlock, ImageBlock } from './blocks/ImageBlock';
import { LinkBlock } from './blocks/LinkBlock';
import { SectionBlock } from './blocks/SectionBlock';
import { SwitchBlock } from './blocks/SwitchBlock';
import { Banner, Heading, RichText, Text } from './blocks/TextBlocks';
import { WidgetBlock } from './blocks/WidgetBlock';

/** Wizards load with the first screen that has one (the sign-in screen has none). */
const LazyWizard = lazy(async () => ({ default: (await import('./blocks/WizardBlock')).WizardBlock }));

function WizardBlock(props: BlockProps<BlockOf<'wizard'>>) {
  return (
    <Suspense fallback={null}>
      <LazyWizard {...props} />
    </Suspense>
  );
}

/** A form with its compiled model and validators; a reset (a new count) remounts it empty. */
function ScreenForm({ block, screen, env, apply, resets }: BlockProps<FormDefinition>) {
  return (
    <FormBlock
      key={resets[block.id] ?? 0}
      block={block}
      model={screen.forms.get(block.id)!}
      screenId={screen.loaded.definition.id}
      validateFns={screen.loaded.validators[block.id]!}
      env={env}
      apply={apply}
    />
  );
}

type BlockComponents = { readonly [T in BlockType]: ComponentType<BlockProps<BlockOf<T>>> };

const BLOCK_COMPONENTS: BlockComponents = {
  heading: Heading,
  text: Text,
  richText: RichText,
  banner: Banner,
  link: LinkBlock,
  image: ImageBlock,
  brand: BrandBlock,
  backdrop: BackdropBlock,
  form: ScreenForm,
  widget: WidgetBlock,
  section: SectionBlock,
  wizard: WizardBlock,
  button: ButtonBlock,
  switch: SwitchBlock,
};

/** The component of a block (the table is keyed by type, so the pairing is safe). */
export function componentOf<B extends Block>(block: B): ComponentType<BlockProps<B>> {
  return BLOCK_COMPONENTS[block.type] as ComponentType<BlockProps<B>>;
}
