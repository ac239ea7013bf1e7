/** An image file's own size in CSS pixels, as its width and height attributes give it. */
export interface ImageSize {
  width: number;
  height: number;
}

const PIXELS = /^\s*([1-9]\d{0,3})\s*$/;

/**
 * The size two settings give an image (such as shell.logoWidth "220" and shell.logoHeight
 * "48"): with both, the page keeps the image's room before the file arrives, so nothing moves
 * when it does. Undefined unless both are whole numbers of pixels from 1 to 9999 (an empty
 * setting, the default, says the size is not known).
 */
export function imageSize(width: string, height: string): ImageSize | undefined {
  const [, w] = PIXELS.exec(width) ?? [];
  const [, h] = PIXELS.exec(height) ?? [];
  return w && h ? { width: Number(w), height: Number(h) } : undefined;
}
