// @vitest-environment node
/**
 * The page's Content Security Policy (server/http/pagePolicy.ts): the strict base for the demo;
 * a map tile origin and reCAPTCHA's sources only when the institution's configuration needs
 * them; the same policy in the header and in the index.html served, which is never cached.
 */
import { describe, expect, it } from 'vitest';
import { pageDirectives, policyText, tileSource, withPolicy } from '../../server/http/pagePolicy.ts';

const institution = (settings: Record<string, string>, options: Record<string, unknown> = {}) => ({
  setting: (key: string) => settings[key] ?? '',
  option: (name: string) => options[name],
});

describe('tileSource', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.com/{z}/{x}/{y}.png', 'https://*.tile.example.com'],
    ['https://tiles.example.com:8443/{z}/{x}/{y}', 'https://tiles.example.com:8443'],
    ['', undefined],
    ['http://tile.example.com/{z}/{x}/{y}.png', undefined],
    ['/tiles/{z}/{x}/{y}.png', undefined],
    ['https://{s}{z}.example.com/x', undefined],
    ["https://evil.example.com; script-src 'unsafe-eval'/x", undefined],
  ])('%s gives %s', (template, source) => expect(tileSource(template)).toBe(source));
});

describe('pageDirectives', () => {
  it('adds nothing without tiles or reCAPTCHA', () => {
    expect(policyText(pageDirectives(institution({})))).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
  });

  it('allows the tile origin as images only', () => {
    const directives = pageDirectives(
      institution({ 'locations.tileUrl': 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }),
    );
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'https://tile.openstreetmap.org']);
    expect(directives['script-src']).toEqual(["'self'"]);
  });

  it('allows reCAPTCHA’s script and frame only with a site key', () => {
    expect(pageDirectives(institution({}, { RecaptchaSiteKey: ' ' }))['frame-src']).toBeUndefined();
    const directives = pageDirectives(institution({}, { RecaptchaSiteKey: '6Lc-site-key' }));
    expect(directives['script-src']).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directives['frame-src']).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
  });
});

describe('withPolicy', () => {
  it('replaces the meta policy of the page', () => {
    const html =
      '<head><meta\n      http-equiv="Content-Security-Policy"\n      content="default-src \'self\'"\n    /></head>';
    expect(withPolicy(html, { 'default-src': ["'self'"], 'img-src': ['https://a.example'] })).toBe(
      '<head><meta\n      http-equiv="Content-Security-Policy"\n      content="default-src \'self\'; img-src https://a.example"\n    /></head>',
    );
  });
});
