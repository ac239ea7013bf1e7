import { SafeHtml, useEngine } from '../../engine';
import { ContentImage } from './ContentImage';
import { Disclosures } from './Disclosures';
import { LanguageChoice } from './LanguageChoice';

/** Each optional footer image: a file in the content folder and its text alternative. */
const IMAGES = [
  ['footer.image1', 'footer.image1Alt'],
  ['footer.image2', 'footer.image2Alt'],
  ['footer.image3', 'footer.image3Alt'],
] as const;

function FooterImages() {
  const { settings } = useEngine();
  const images = IMAGES.map(([file, alt]) => ({ file: settings.text(file).trim(), alt: settings.text(alt) }))
    .map((image, slot) => ({ ...image, slot }))
    .filter((image) => image.file !== '');
  if (images.length === 0) return null;
  return (
    <ul className="footer__images">
      {images.map((image) => (
        <li key={image.slot}>
          <ContentImage className="footer__image" file={image.file} alt={image.alt} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The footer of both shells (spec 03 §2.15): the copyright with the current year, the
 * institution's optional rich text, up to three optional images and the disclosures; first,
 * the borrower's language choice.
 */
export function Footer() {
  const { settings } = useEngine();
  const text = settings.text('footer.text');
  const copyright = settings.text('footer.copyright', {
    year: new Date().getFullYear(),
    institution: settings.text('shell.institutionName'),
  });
  return (
    <footer className="footer">
      <LanguageChoice />
      <p className="footer__copyright">{copyright}</p>
      {text.trim() && <SafeHtml className="rich-text footer__text" html={text} />}
      <FooterImages />
      <Disclosures />
    </footer>
  );
}
