/**
 * Cleaning an uploaded file's name (src/domain/documents/fileNames.ts): only its last path part,
 * no control or bidirectional-override characters, no leading dots, spaces collapsed, at most
 * 120 characters with the extension kept; the listed name is that without its extension.
 */
import { describe, expect, it } from 'vitest';
import { displayNameOf, MAX_FILE_NAME_LENGTH, sanitizeFileName } from '../../../../src/domain/documents';

describe('sanitizeFileName', () => {
  it.each([
    ['a plain name', 'Pay stub.pdf', 'Pay stub.pdf'],
    ['a Unix path', '/home/alex/Documents/w2.pdf', 'w2.pdf'],
    ['a Windows path', 'C:\\Users\\alex\\w2.pdf', 'w2.pdf'],
    ['parent folders', '../../etc/passwd.png', 'passwd.png'],
    ['a NUL and other controls', 'a\u0000b\u0007c\u001Fd.pdf', 'abcd.pdf'],
    ['a right-to-left override', 'invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['bidirectional isolates', '\u2066x\u2069.png', 'x.png'],
    ['a hidden-file dot', '.profile.png', 'profile.png'],
    ['runs of spaces, tabs and new lines', '  my \t\n scan .png ', 'my scan .png'],
    ['nothing left', '/\u0000/..', ''],
    ['a name of dots only', '...', ''],
  ])('%s', (_, name, expected) => {
    expect(sanitizeFileName(name)).toBe(expected);
  });

  it('shortens a long name to the limit, keeping its extension', () => {
    const cleaned = sanitizeFileName(`${'x'.repeat(300)}.pdf`);
    expect(cleaned).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(cleaned.endsWith('.pdf')).toBe(true);
  });

  it('shortens a long name without an extension', () => {
    expect(sanitizeFileName('y'.repeat(300))).toBe('y'.repeat(MAX_FILE_NAME_LENGTH));
  });
});

describe('displayNameOf', () => {
  it.each([
    ['Pay stub March.pdf', 'Pay stub March'],
    ['statement.2024.pdf', 'statement.2024'],
    ['C:\\scans\\Title.PNG', 'Title'],
    ['noextension', 'noextension'],
    ['.pdf', 'pdf'],
    ['name..pdf', 'name'],
    ['', ''],
  ])('%s is listed as %s', (name, expected) => {
    expect(displayNameOf(name)).toBe(expected);
  });
});
