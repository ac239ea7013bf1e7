/**
 * The page's description (`<meta name="description">`, which search engines show under its
 * title): the built index.html holds an empty one, and the server writes the institution's
 * setting app.metaDescription into it, in English, for every page it sends. The portal puts the
 * chosen language's text in its place once it runs (src/app/pageDescription.ts).
 */
import { escapeHtml } from '../security/html.ts';

/** The settings key of the description (schemas/settings.schema.json). */
export const DESCRIPTION_SETTING = 'app.metaDescription';

const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/i;

/** index.html with this description; a page without the meta element gets one after its title. */
export function withDescription(html: string, description: string): string {
  const meta = `<meta name="description" content="${escapeHtml(description)}" />`;
  if (DESCRIPTION.test(html)) return html.replace(DESCRIPTION, () => meta);
  return html.replace(/<\/title>/i, (end) => `${end}\n    ${meta}`);
}
