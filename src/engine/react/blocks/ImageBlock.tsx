import { contentUrl } from '../../../domain/content';
import type { ImageBlock as ImageDefinition } from '../../definition';
import { useEngine } from '../EngineContext';

/** An image whose file name is a setting; nothing at all when the setting is empty. */
export function ImageBlock({ block }: { block: ImageDefinition }) {
  const { settings, options } = useEngine();
  const file = settings.text(block.src).trim();
  if (file === '') return null;
  return (
    <img
      id={block.id}
      className="image"
      src={contentUrl(options.ContentFolder, file)}
      alt={settings.text(block.alt)}
    />
  );
}
