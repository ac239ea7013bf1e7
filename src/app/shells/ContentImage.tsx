import { contentUrl } from '../../domain/content';
import { useEngine } from '../../engine';

interface ContentImageProps {
  /** File name in the content folder. */
  file: string;
  /** Text alternative; empty marks the image as decorative. */
  alt: string;
  className?: string;
}

/** An image from the institution's content folder. */
export function ContentImage({ file, alt, className }: ContentImageProps) {
  const { options } = useEngine();
  return <img className={className} src={contentUrl(options.ContentFolder, file)} alt={alt} />;
}
