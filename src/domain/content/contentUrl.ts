/**
 * The address of a file in the institution's content folder (institution option
 * ContentFolder), such as the logo, a footer image or an image block's file named by a
 * setting. A folder that is not a non-empty string leaves the name relative.
 */
export function contentUrl(folder: unknown, file: string): string {
  const base = typeof folder === 'string' ? folder.trim().replace(/\/+$/, '') : '';
  const name = file.trim().replace(/^\/+/, '');
  return base ? `${base}/${name}` : name;
}
