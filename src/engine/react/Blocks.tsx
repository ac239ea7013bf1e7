import { lazy, Suspense, useCallback } from 'react';
import type { Block, LoadedScreen } from '../definition';
import { evaluate, isVisible, type LogicEnv } from '../logic';
import type { CompiledScreen } from '../compile';
import { useEngine } from './EngineContext';
import type { ApplyResult } from './useAction';
import { ButtonBlock } from './blocks/ButtonBlock';
import { FormBlock } from './blocks/FormBlock';
import { ImageBlock } from './blocks/ImageBlock';
import { LinkBlock } from './blocks/LinkBlock';
import { Banner, Heading, RichText, Text } from './blocks/TextBlocks';

/** Wizards load with the first screen that has one (the sign-in screen has none). */
const WizardBlock = lazy(async () => ({ default: (await import('./blocks/WizardBlock')).WizardBlock }));

interface BlocksProps {
  blocks: readonly Block[];
  screen: CompiledScreen;
  env: LogicEnv;
  apply: ApplyResult;
  /** How many times each form was reset: a new count remounts it empty. */
  resets: Readonly<Record<string, number>>;
}

function resolveProps(props: Record<string, unknown> | undefined, env: LogicEnv) {
  return Object.fromEntries(Object.entries(props ?? {}).map(([name, logic]) => [name, evaluate(logic, env)]));
}

function blockKey(block: Block, index: number) {
  return block.id ?? `${block.type}-${index}`;
}

export function Blocks({ blocks, screen, env, apply, resets }: BlocksProps) {
  const { settings, registry } = useEngine();
  // One function for the screen's life: widgets may depend on it in effects (read once, publish).
  const setData = useCallback((data: Record<string, unknown>) => apply({ ok: true, data }), [apply]);
  const loaded: LoadedScreen = screen.loaded;
  return blocks.map((block, index) => {
    if (!isVisible(block, env)) return null;
    const key = blockKey(block, index);
    switch (block.type) {
      case 'heading':
        return <Heading key={key} block={block} env={env} />;
      case 'text':
        return <Text key={key} block={block} env={env} />;
      case 'richText':
        return <RichText key={key} block={block} env={env} />;
      case 'banner':
        return <Banner key={key} block={block} env={env} />;
      case 'link':
        return <LinkBlock key={key} block={block} />;
      case 'image':
        return <ImageBlock key={key} block={block} />;
      case 'form':
        return (
          <FormBlock
            key={`${key}-${resets[block.id] ?? 0}`}
            block={block}
            model={screen.forms.get(block.id)!}
            screenId={loaded.definition.id}
            validateFns={loaded.validators[block.id]!}
            env={env}
            apply={apply}
          />
        );
      case 'widget': {
        const Widget = registry.blocks[block.name]!;
        return <Widget key={key} props={resolveProps(block.props, env)} env={env} setData={setData} />;
      }
      case 'button': {
        return (
          <ButtonBlock key={key} block={block} screenId={loaded.definition.id} env={env} apply={apply} />
        );
      }
      case 'section': {
        const headingId = block.heading ? `${key}-heading` : undefined;
        return (
          <section key={key} id={block.id} className="section" aria-labelledby={headingId}>
            {block.heading && (
              <h2 id={headingId} className="heading heading--2">
                {settings.text(block.heading)}
              </h2>
            )}
            <Blocks blocks={block.blocks} screen={screen} env={env} apply={apply} resets={resets} />
          </section>
        );
      }
      case 'wizard':
        return (
          <Suspense key={key} fallback={null}>
            <WizardBlock
              block={block}
              screen={screen}
              env={env}
              apply={apply}
              resets={resets}
              Blocks={Blocks}
            />
          </Suspense>
        );
    }
  });
}
