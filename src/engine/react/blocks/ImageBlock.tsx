import { contentUrl, imageSize } from '../../../domain/content';
import type {
  BackdropBlock as BackdropDefinition,
  BrandBlock as BrandDefinition,
  ImageBlock as ImageDefinition,
} from '../../definition';
import { useEngine } from '../EngineContext';

/** The address of the content file a setting names, or null when the setting is empty. */
function useContentFile(key: string): string | null {
  const { settings, options } = useEngine();
  const file = settings.text(key).trim();
  return file === '' ? null : contentUrl(options.ContentFolder, file);
}

/** An image whose file name is a setting; nothing at all when the setting is empty. */
export function ImageBlock({ block }: { block: ImageDefinition }) {
  const { settings } = useEngine();
  const src = useContentFile(block.src);
  if (src === null) return null;
  return <img id={block.id} className="image" src={src} alt={settings.text(block.alt)} />;
}

/**
 * The institution's logo above a logged-out screen's heading, or its name as text while
 * the logo setting is empty (as in the signed-in header). A logo stands for the name, so
 * the name is its text alternative unless the definition names a fuller one. Its width and
 * height attributes are the file's own size when the settings the definition names give it:
 * the image has its shape before the file arrives.
 */
export function BrandBlock({ block }: { block: BrandDefinition }) {
  const { settings } = useEngine();
  const logo = useContentFile(block.logo);
  const name = settings.text(block.name);
  const size =
    block.width && block.height
      ? imageSize(settings.text(block.width), settings.text(block.height))
      : undefined;
  return (
    <div id={block.id} className="brand">
      {logo ? (
        <img
          className="brand__logo"
          src={logo}
          alt={block.alt ? settings.text(block.alt) : name}
          width={size?.width}
          height={size?.height}
        />
      ) : (
        <p className="brand__name">{name}</p>
      )}
    </div>
  );
}

/**
 * A decorative image behind the card of a narrow screen (the login's background). The CSS
 * takes it out of the flow (it covers the main area on wide screens and is a band above
 * the card on phones), so it never shifts the layout; alt="" keeps it from being announced.
 */
export function BackdropBlock({ block }: { block: BackdropDefinition }) {
  const src = useContentFile(block.src);
  if (src === null) return null;
  return <img id={block.id} className="backdrop" src={src} alt="" decoding="async" />;
}
