import { contentUrl } from '../../../domain/content';
import type {
  BackdropBlock as BackdropDefinition,
  BrandBlock as BrandDefinition,
  ImageBlock as ImageDefinition,
} from '../../definition';
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

/**
 * The institution's logo above a logged-out screen's heading, or its name as text while
 * the logo setting is empty (as in the signed-in header). A logo stands for the name, so
 * the name is its text alternative unless the definition names a fuller one.
 */
export function BrandBlock({ block }: { block: BrandDefinition }) {
  const { settings, options } = useEngine();
  const file = settings.text(block.logo).trim();
  const name = settings.text(block.name);
  return (
    <div id={block.id} className="brand">
      {file ? (
        <img
          className="brand__logo"
          src={contentUrl(options.ContentFolder, file)}
          alt={block.alt ? settings.text(block.alt) : name}
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
  const { settings, options } = useEngine();
  const file = settings.text(block.src).trim();
  if (file === '') return null;
  return (
    <img
      id={block.id}
      className="backdrop"
      src={contentUrl(options.ContentFolder, file)}
      alt=""
      decoding="async"
    />
  );
}
