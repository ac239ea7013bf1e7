import type { LinkBlock as LinkDefinition } from '../../definition';
import { useEngine } from '../EngineContext';

/** A portal route goes through the app's router link; an external address opens in place. */
export function LinkBlock({ block }: { block: LinkDefinition }) {
  const { settings, registry } = useEngine();
  const text = settings.text(block.text);
  if (block.to !== undefined) {
    const { Link } = registry;
    return (
      <Link to={block.to} className="link">
        {text}
      </Link>
    );
  }
  return (
    <a id={block.id} className="link" href={settings.text(block.href!)}>
      {text}
    </a>
  );
}
