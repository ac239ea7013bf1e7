// @vitest-environment node
/**
 * The server's prerender of the sign-in page (src/app/prerender/loginPage.tsx), rendered without
 * a browser as the server runs it: the portal's own login route with the institution's texts,
 * the hash router's links, no inline style (the page's CSP admits none) and the theme as a rule.
 */
import { describe, expect, it } from 'vitest';
import { COPY_RULES, prerenderLogin } from '../../../../src/app/prerender/loginPage';
import { applicationOptions } from '../../../support/msw';

describe('prerenderLogin', () => {
  it('renders the login route with the institution wording, labels and limits', async () => {
    const { html } = await prerenderLogin(
      applicationOptions({
        shared: { login: { heading: 'Welcome back', usernameLabel: 'Member ID' } },
      }),
    );
    expect(html).toContain('data-screen="login"');
    expect(html).toMatch(/<h1[^>]*>Welcome back<\/h1>/);
    expect(html).toContain('<label for="credentials_username">Member ID</label>');
    // The spec's legacy limit of 12 without UseCustomerCredentials (the demo institution sets it: 128).
    expect(html).toMatch(/<input id="credentials_username"[^>]*maxLength="12"/);
    expect(html).toMatch(/<input id="credentials_password"[^>]*type="password"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Sign In<\/button>/);
  });

  it("holds an empty status region with the institution's please-wait text, for a Sign In the gate holds back", async () => {
    const { html } = await prerenderLogin(
      applicationOptions({ shared: { form: { working: 'One moment…' } } }),
    );
    expect(html).toMatch(/<p role="status" class="visually-hidden" data-held-status="One moment…"><\/p>$/);
  });

  it('gives the logo the width and height of its settings', async () => {
    const { html } = await prerenderLogin(
      applicationOptions({
        shared: {
          shell: { logo: 'logo.svg', logoWidth: '220', logoHeight: '48', institutionName: 'Harbor' },
        },
      }),
    );
    expect(html).toMatch(
      /<img class="brand__logo" src="[^"]*logo\.svg" alt="Harbor" width="220" height="48"\/>/,
    );
  });

  it("gives the login route's title", async () => {
    const { title } = await prerenderLogin(
      applicationOptions({ shared: { login: { title: 'Sign in - Harbor' } } }),
    );
    expect(title).toBe('Sign in - Harbor');
  });

  it('writes links as the hash router does, and the footer with the language choice', async () => {
    const { html } = await prerenderLogin(applicationOptions());
    expect(html).toContain('href="#/home/register"');
    expect(html).toContain('href="#/home/recovery"');
    expect(html).not.toMatch(/href="\/home\//);
    expect(html).toContain('aria-label="Language"');
  });

  it('leaves out what a setting switches off', async () => {
    const { html } = await prerenderLogin(
      applicationOptions({ shared: { login: { hideRegister: 'true' } } }),
    );
    expect(html).not.toContain('href="#/home/register"');
  });

  it('has no inline style, and gives the theme as a rule of custom properties, then the rules of the copy', async () => {
    const { html, css } = await prerenderLogin(
      applicationOptions({ shared: { theme: { brandColor: '#123456', cornerRadius: '4px' } } }),
    );
    expect(html).not.toMatch(/\sstyle=/);
    expect(css).toBe(`${/^:root\{[^{}<]*\}/.exec(css)![0]}${COPY_RULES}`);
    expect(css).toContain('--brand:#123456');
    expect(css).toContain('--radius:4px');
    expect(COPY_RULES).toContain('html[data-prerender] #prerender{display:none}');
  });

  it('gives the default for a theme value that is no colour, so nothing can close the rule', async () => {
    const { css } = await prerenderLogin(
      applicationOptions({ shared: { theme: { brandColor: 'red}</style><script>alert(1)</script>' } } }),
    );
    expect(css).not.toContain('<');
    expect(css).toMatch(/^:root\{[^{}]*\}html/);
  });
});
