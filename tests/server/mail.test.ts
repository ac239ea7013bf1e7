// @vitest-environment node
/** Outgoing e-mail: typed values go into the text as plain text and into the HTML body escaped. */
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../server/security/html.ts';
import { mailHtml, mailText, plainText, safeLink } from '../../server/services/mailBody.ts';
import { BROWSER_ID } from './registrationData';
import { expectSchema, testServer } from './support';

describe('escapeHtml', () => {
  it.each([
    ['<', '&lt;'],
    ['>', '&gt;'],
    ['&', '&amp;'],
    ['"', '&quot;'],
    ["'", '&#39;'],
    ['&lt;', '&amp;lt;'],
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['" onmouseover="alert(1)', '&quot; onmouseover=&quot;alert(1)'],
    ['Zoë O’Neil', 'Zoë O’Neil'],
  ])('%j -> %j', (text, escaped) => {
    expect(escapeHtml(text)).toBe(escaped);
  });
});

describe('plain text of typed values', () => {
  it.each([
    ['Sam', 'Sam'],
    ['Sam\nBcc: all@example.com', 'SamBcc: all@example.com'],
    ['Sam\r\n\tRivera\u0000\u001b[31m\u007f\u0085', 'SamRivera[31m'],
    ['<b>Sam</b>', '<b>Sam</b>'],
  ])('%j -> %j', (value, text) => {
    expect(plainText(value)).toBe(text);
  });

  it('fills the placeholders of a template once, leaving unknown ones and values that look like placeholders', () => {
    expect(
      mailText('Hello {name}, your code is {code}. {other}', { name: 'A{code}\n', code: '123456' }),
    ).toBe('Hello A{code}, your code is 123456. {other}');
  });
});

describe('safeLink', () => {
  it.each([
    ['http://127.0.0.1:8080/#/optout?token=a', 'http://127.0.0.1:8080/#/optout?token=a'],
    ['https://bank.example/#/home/login', 'https://bank.example/#/home/login'],
    ['javascript:alert(1)', undefined],
    [' JavaScript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['/#/home/login', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j -> %j', (address, link) => {
    expect(safeLink(address)).toBe(link);
  });
});

describe('mailHtml', () => {
  it('escapes the subject, the text and the links, and leaves out a link that is not http(s)', () => {
    const html = mailHtml({
      subject: 'Hi <b>',
      text: 'Hello <img src=x onerror=alert(1)>,\nline "two"',
      link: 'https://bank.example/#/a?x=1&y="2"',
      optOutLink: 'javascript:alert(1)',
    });
    expect(html).toContain('<title>Hi &lt;b&gt;</title>');
    expect(html).toContain('<p>Hello &lt;img src=x onerror=alert(1)&gt;,</p>\n<p>line &quot;two&quot;</p>');
    expect(html).toContain('<a href="https://bank.example/#/a?x=1&amp;y=&quot;2&quot;">');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<img');
  });
});

describe('the registration code e-mail of a first name with markup', () => {
  it('has the name as text, and escaped in the HTML body of the outbox', async () => {
    const server = await testServer();
    const email = 'new.rivera@example.com';
    const { status } = await server.call('POST', 'Register/GenerateMFACode', {
      body: { Id: BROWSER_ID, FirstName: '<img src=x onerror=alert(1)>\nX-Header: 1', EmailAddress: email },
    });
    expect(status).toBe(200);
    const outbox = await server.outbox(email);
    expectSchema('api/support.json#/$defs/DemoOutbox', outbox);
    const [message] = outbox;
    expect(message!.text).toMatch(/^Hello <img src=x onerror=alert\(1\)>X-Header: 1, your code to verify/);
    expect(message!.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;X-Header: 1, your code');
    expect(message!.html).not.toContain('<img');
    expect(message!.html).toContain(`<a href="${message!.optOutLink!}">`);
  });
});
