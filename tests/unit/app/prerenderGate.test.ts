/**
 * The gate script (public/prerender-gate.js) is plain text the server writes inline into the
 * page, so it cannot import the portal's names: it must spell them as the portal does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../../src/app/languageStorage';
import { HELD_STATUS, HELD_SUBMIT, PRERENDER_ID, PRERENDER_OFF } from '../../../src/app/prerender/takeOver';

const gate = readFileSync(join(import.meta.dirname, '../../../public/prerender-gate.js'), 'utf8');

describe('the prerender gate script', () => {
  it('names the copy, its off mark, the held submission, its status and the language as the portal does', () => {
    expect(gate).toContain(`'#${PRERENDER_ID}'`);
    expect(gate).toContain(`'${PRERENDER_OFF}', 'off'`);
    expect(gate).toContain(`'${HELD_SUBMIT}'`);
    expect(gate).toContain(`'#${PRERENDER_ID} [${HELD_STATUS}]'`);
    expect(gate).toContain(`getAttribute('${HELD_STATUS}')`);
    expect(gate).toContain(`getItem('${LANGUAGE_STORAGE_KEY}')`);
  });

  it('shows the copy for the sign-in addresses only', () => {
    const signIn = new RegExp(/\/(\^\(#.*\$)\/\.test\(window\.location\.hash\)/.exec(gate)![1]!);
    for (const hash of ['', '#', '#/', '#/home', '#/home/', '#/home/login', '#/home/login/'])
      expect(signIn.test(hash), hash).toBe(true);
    for (const hash of ['#/home/faq', '#/home/login?error=sessionExpired', '#/myaccount/dashboard', '#main'])
      expect(signIn.test(hash), hash).toBe(false);
  });
});
