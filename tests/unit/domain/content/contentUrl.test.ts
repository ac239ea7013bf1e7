import { describe, expect, it } from 'vitest';
import { contentUrl } from '../../../../src/domain/content';

describe('contentUrl', () => {
  it.each([
    ['/demo-content', 'logo.png', '/demo-content/logo.png'],
    ['/demo-content/', '/logo.png', '/demo-content/logo.png'],
    [' https://cdn.example.com/bank// ', ' footer.svg ', 'https://cdn.example.com/bank/footer.svg'],
    ['', 'logo.png', 'logo.png'],
    ['   ', 'logo.png', 'logo.png'],
    [undefined, 'logo.png', 'logo.png'],
    [42, 'logo.png', 'logo.png'],
  ])('folder %j and file %j give %j', (folder, file, expected) => {
    expect(contentUrl(folder, file)).toBe(expected);
  });
});
