import { contentUrl, type ImageSize } from '../../domain/content';
import { useEngine } from '../../engine';

interface ContentImageProps {
  /** File name in the content folder. */
  file: string;
  /** Text alternative; empty marks the image as decorative. */
  alt: string;
  className?: string;
  /** The file's own size, as its settings give it: the image's width and height attributes. */
  size?: ImageSize;
}

/** An image from the institution's content folder. */
export function ContentImage({ file, alt, className, size }: ContentImageProps) {
  const { options } = useEngine();
  return (
    <img
      className={className}
      src={contentUrl(options.ContentFolder, file)}
      alt={alt}
      width={size?.width}
      height={size?.height}
    />
  );
}
