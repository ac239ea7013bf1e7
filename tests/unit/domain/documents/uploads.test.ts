/**
 * What may be uploaded (spec 03 §2.8, §5), as tables: the portal's refusal by name and size
 * before any request, the server's by size and the type the content is, the accepted types by
 * name and content type, and the sizes and shares people read.
 */
import { describe, expect, it } from 'vitest';
import {
  contentRefusal,
  DEFAULT_UPLOAD_MAX_BYTES,
  extensionOf,
  fileSizeOf,
  percentDone,
  uploadAccept,
  uploadRefusal,
  uploadTypeByMime,
  uploadTypeByName,
  uploadTypesText,
} from '../../../../src/domain/documents';

const MB = 1024 * 1024;

describe('uploadRefusal (the portal, before sending)', () => {
  it.each([
    ['a PDF under the limit', 'statement.pdf', 2 * MB, undefined],
    ['a file of exactly the limit', 'scan.png', DEFAULT_UPLOAD_MAX_BYTES, undefined],
    ['one byte over the limit', 'scan.png', DEFAULT_UPLOAD_MAX_BYTES + 1, 'tooLarge'],
    ['an empty file', 'empty.pdf', 0, 'empty'],
    ['an upper-case extension', 'PHOTO.JPEG', 1000, undefined],
    ['a .jpg', 'photo.jpg', 1000, undefined],
    ['a .tif and a .tiff alike', 'fax.tiff', 1000, undefined],
    ['a .gif', 'sign.gif', 1000, undefined],
    ['a Word document', 'letter.docx', 1000, 'typeNotAccepted'],
    ['an HTML page', 'page.html', 1000, 'typeNotAccepted'],
    ['an SVG image', 'logo.svg', 1000, 'typeNotAccepted'],
    ['a name without an extension', 'README', 1000, 'typeNotAccepted'],
    ['a name that only ends in pdf', 'mypdf', 1000, 'typeNotAccepted'],
    ['a size checked before the type', 'huge.exe', DEFAULT_UPLOAD_MAX_BYTES + 1, 'tooLarge'],
  ] as const)('%s', (_, name, size, expected) => {
    expect(uploadRefusal({ name, size }, DEFAULT_UPLOAD_MAX_BYTES)).toBe(expected);
  });

  it("follows the institution's limit", () => {
    expect(uploadRefusal({ name: 'a.pdf', size: 5000 }, 4096)).toBe('tooLarge');
    expect(uploadRefusal({ name: 'a.pdf', size: 4096 }, 4096)).toBeUndefined();
  });
});

describe('contentRefusal (the server, by the bytes)', () => {
  it.each([
    ['a PDF', 100, 'application/pdf', undefined],
    ['a PNG whatever its name', 100, 'image/png', undefined],
    ['a JPEG', 100, 'image/jpeg', undefined],
    ['a TIFF', 100, 'image/tiff', undefined],
    ['a GIF', 100, 'image/gif', undefined],
    ['content nothing recognised (text, HTML)', 100, undefined, 'typeNotAccepted'],
    ['an SVG', 100, 'image/svg+xml', 'typeNotAccepted'],
    ['a ZIP', 100, 'application/zip', 'typeNotAccepted'],
    ['no bytes', 0, undefined, 'empty'],
    ['over the limit', DEFAULT_UPLOAD_MAX_BYTES + 1, 'application/pdf', 'tooLarge'],
  ] as const)('%s', (_, size, mime, expected) => {
    expect(contentRefusal(size, mime, DEFAULT_UPLOAD_MAX_BYTES)).toBe(expected);
  });
});

describe('the accepted types', () => {
  it.each([
    ['statement.pdf', 'pdf'],
    ['photo.JPG', 'jpg'],
    ['photo.jpeg', 'jpg'],
    ['fax.tif', 'tif'],
    ['archive.tar.gz', undefined],
    ['.png', 'png'],
  ])('%s is listed as %s', (name, format) => {
    expect(uploadTypeByName(name)?.format).toBe(format);
  });

  it('serve only types a browser does not run', () => {
    expect(uploadTypeByMime('text/html')).toBeUndefined();
    expect(uploadTypeByMime('image/svg+xml')).toBeUndefined();
    expect(uploadTypeByMime('image/png')?.format).toBe('png');
  });

  it('are named for people and for the file picker', () => {
    expect(uploadTypesText()).toBe('PDF, PNG, JPEG, GIF, TIFF');
    expect(uploadAccept().split(',')).toEqual(
      expect.arrayContaining(['.pdf', 'application/pdf', '.jpeg', '.tiff', 'image/gif']),
    );
  });

  it.each([
    ['a.PDF', 'pdf'],
    ['a.b.c', 'c'],
    ['noext', ''],
    ['dir.d/file', ''],
  ])('extensionOf(%s) is %s', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });
});

describe('fileSizeOf', () => {
  it.each([
    [0, '0', 'bytes'],
    [512, '512', 'bytes'],
    [1023, '1023', 'bytes'],
    [1024, '1', 'kilobytes'],
    [1536, '2', 'kilobytes'],
    [200 * 1024, '200', 'kilobytes'],
    [MB, '1', 'megabytes'],
    [1.5 * MB, '1.5', 'megabytes'],
    [DEFAULT_UPLOAD_MAX_BYTES, '10', 'megabytes'],
    [2.04 * MB, '2', 'megabytes'],
    [-5, '0', 'bytes'],
    [Number.NaN, '0', 'bytes'],
  ] as const)('%s bytes is %s %s', (bytes, amount, unit) => {
    expect(fileSizeOf(bytes)).toEqual({ amount, unit });
  });
});

describe('percentDone', () => {
  it.each([
    [0, 100, 0],
    [24, 100, 24],
    [999, 1000, 99],
    [1000, 1000, 100],
    [1200, 1000, 100],
    [50, 0, 0],
  ])('%s of %s is %s %%', (loaded, total, percent) => {
    expect(percentDone(loaded, total)).toBe(percent);
  });
});
