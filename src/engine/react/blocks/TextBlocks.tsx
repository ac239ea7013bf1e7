import type { BannerBlock, HeadingBlock, RichTextBlock, TextBlock } from '../../definition';
import type { LogicEnv } from '../../logic';
import { useSettings } from '../EngineContext';
import { SafeHtml } from '../SafeHtml';
import { resolveParams } from './params';

interface Props<B> {
  block: B;
  env: LogicEnv;
}

export function Heading({ block, env }: Props<HeadingBlock>) {
  const text = useSettings().text(block.text, resolveParams(block.params, env));
  const level = Math.min(Math.max(block.level ?? 1, 1), 4);
  const Tag = `h${level}` as 'h1' | 'h2' | 'h3' | 'h4';
  return (
    <Tag id={block.id} className={`heading heading--${level}`}>
      {text}
    </Tag>
  );
}

export function Text({ block, env }: Props<TextBlock>) {
  return (
    <p id={block.id} className="text">
      {useSettings().text(block.text, resolveParams(block.params, env))}
    </p>
  );
}

export function RichText({ block }: Props<RichTextBlock>) {
  return <SafeHtml id={block.id} className="rich-text" html={useSettings().text(block.text)} />;
}

export function Banner({ block, env }: Props<BannerBlock>) {
  const text = useSettings().text(block.text, resolveParams(block.params, env));
  const urgent = block.kind === 'error' || block.kind === 'warning';
  return (
    <div id={block.id} className={`banner banner--${block.kind}`} role={urgent ? 'alert' : 'status'}>
      {text}
    </div>
  );
}
