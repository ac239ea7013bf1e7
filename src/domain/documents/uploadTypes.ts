/**
 * What may be uploaded (spec 03 §2.8, §5 Uploads): the accepted file types and the size limit.
 * The portal refuses a file in the queue by its name and size before any request; the server
 * refuses by the bytes themselves (the type the content is, whatever the name says) and stores
 * the type it found. Both read this one table.
 */

export interface UploadType {
  /** The format the document is listed with (DisplayFormat) and its download name's extension. */
  format: string;
  /** The content type it is served with: never one a browser runs (no HTML, no SVG). */
  mime: string;
  /** How the type is named to people (the {types} of the limits text). */
  label: string;
  /** The name endings the portal accepts for it, lower case, without the dot. */
  extensions: readonly string[];
}

export const UPLOAD_TYPES: readonly UploadType[] = [
  { format: 'pdf', mime: 'application/pdf', label: 'PDF', extensions: ['pdf'] },
  { format: 'png', mime: 'image/png', label: 'PNG', extensions: ['png'] },
  { format: 'jpg', mime: 'image/jpeg', label: 'JPEG', extensions: ['jpg', 'jpeg'] },
  { format: 'gif', mime: 'image/gif', label: 'GIF', extensions: ['gif'] },
  { format: 'tif', mime: 'image/tiff', label: 'TIFF', extensions: ['tif', 'tiff'] },
];

/** The size limit when the institution sets none (option UploadMaxBytes): 10 MB. */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The accepted type of a content type (as the server detected it), or undefined. */
export function uploadTypeByMime(mime: string | undefined): UploadType | undefined {
  return UPLOAD_TYPES.find((type) => type.mime === mime);
}

/** A file name's extension, lower case and without the dot ('' for none). */
export function extensionOf(name: string): string {
  const match = /\.([^./\\]+)$/.exec(name);
  return match ? match[1]!.toLowerCase() : '';
}

/** The accepted type a file's name claims, or undefined. */
export function uploadTypeByName(name: string): UploadType | undefined {
  const extension = extensionOf(name);
  return UPLOAD_TYPES.find((type) => type.extensions.includes(extension));
}

/** The accepted types as people read them: "PDF, PNG, JPEG, GIF, TIFF". */
export function uploadTypesText(types: readonly UploadType[] = UPLOAD_TYPES): string {
  return types.map((type) => type.label).join(', ');
}

/** The file picker's accept attribute: every accepted extension and content type. */
export function uploadAccept(types: readonly UploadType[] = UPLOAD_TYPES): string {
  return types
    .flatMap((type) => [...type.extensions.map((extension) => `.${extension}`), type.mime])
    .join(',');
}

/** Why a file cannot be uploaded: empty, over the limit, or not of an accepted type. */
export type UploadRefusal = 'empty' | 'tooLarge' | 'typeNotAccepted';

/**
 * Why the portal refuses a file before sending it, or undefined when it may be sent: by its
 * size against the limit and by the type its name claims (the server checks the content).
 */
export function uploadRefusal(
  file: { name: string; size: number },
  maxBytes: number,
): UploadRefusal | undefined {
  if (file.size <= 0) return 'empty';
  if (file.size > maxBytes) return 'tooLarge';
  if (!uploadTypeByName(file.name)) return 'typeNotAccepted';
  return undefined;
}

/**
 * Why the server refuses the bytes received, or undefined: by their size and by the type their
 * content is (`detectedMime`, undefined when nothing was recognised).
 */
export function contentRefusal(
  size: number,
  detectedMime: string | undefined,
  maxBytes: number,
): UploadRefusal | undefined {
  if (size <= 0) return 'empty';
  if (size > maxBytes) return 'tooLarge';
  if (!uploadTypeByMime(detectedMime)) return 'typeNotAccepted';
  return undefined;
}
