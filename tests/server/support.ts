/**
 * The reference server in-process, as tests use it: an in-memory database (or one in a data
 * folder the test names) seeded with the demo data, a clock the test moves, a quiet log, and a caller that returns status and JSON.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { describeErrors, projectAjv } from '../../schemas/ajv.ts';
import type { Clock } from '../../server/services/clock.ts';
import type { OutboxEntry } from '../../server/services/outbox.ts';
import { assemble } from '../../server/start.ts';
import { tempFolder } from '../support/tempFolder';

/** A desktop browser's user agent, and the mobile app's (its web view's, with the app's token). */
export const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
export const APP_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 BorrowerPortalApp/4.0.0';

export class TestClock implements Clock {
  constructor(private instant = new Date('2026-11-22T15:00:00.000Z')) {}
  now() {
    return new Date(this.instant);
  }
  advanceMinutes(minutes: number) {
    this.instant = new Date(this.instant.getTime() + minutes * 60_000);
  }
}

/**
 * An answer whose headers may be read but are left out of comparisons (toEqual looks only at
 * status and json, as the tests written before headers were kept expect).
 */
export function answerOf(status: number, headers: Headers, json: Answer['json']): Answer {
  const answer = { status, json } as Answer;
  Object.defineProperty(answer, 'headers', { value: headers, enumerable: false });
  return answer;
}

export interface Answer {
  status: number;
  headers: Headers;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are asserted field by field
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** A raw body instead of JSON. */
  raw?: string;
  /** More headers (they win over the ones the call sets). */
  headers?: Record<string, string>;
}

export interface TestServerOptions {
  settingsFile?: string;
  demo?: boolean;
  /** A data folder instead of memory. */
  dataFolder?: string;
  /** reCAPTCHA's secret and the fake fetch its siteverify call goes to. */
  recaptchaSecret?: string;
  fetch?: typeof fetch;
  /** Switches the administrator API on with this token. */
  adminToken?: string;
  /** Where e-mails' links point (PORTAL_PUBLIC_ORIGIN). */
  publicOrigin?: string;
}

export async function testServer(options: TestServerOptions = {}) {
  const clock = new TestClock();
  const logged: string[] = [];
  const logger = {
    log: (...args: unknown[]) => logged.push(args.join(' ')),
    error: (...args: unknown[]) => logged.push(args.join(' ')),
  };
  const { app, deps } = await assemble({
    clock,
    logger,
    demo: options.demo ?? true,
    settingsFile: options.settingsFile,
    dataFolder: options.dataFolder,
    recaptchaSecret: options.recaptchaSecret,
    fetch: options.fetch,
    adminToken: options.adminToken,
    publicOrigin: options.publicOrigin,
  });

  async function call(
    method: string,
    path: string,
    { body, token, raw, headers: extra }: CallOptions = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (body !== undefined || raw !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.UserToken = token;
    const response = await app.request(`/api/${path}`, {
      method,
      headers: { ...headers, ...extra },
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return answerOf(response.status, response.headers, json);
  }

  /** The demo outbox of a username or e-mail address, newest first. */
  async function outbox(to: string): Promise<OutboxEntry[]> {
    return (await call('GET', `demo/outbox?to=${encodeURIComponent(to)}`)).json as OutboxEntry[];
  }

  /** The newest code sent to a user (demo outbox). */
  async function latestCode(to: string): Promise<string> {
    const { json } = await call('GET', `demo/outbox?to=${encodeURIComponent(to)}`);
    return (json as { code: string }[])[0]!.code;
  }

  /** Signs a user in completely (through the security code when one is asked), returning the login answer. */
  async function signIn(username: string, password = 'Borrower#2026') {
    const first = await call('POST', 'login/userlogin', { body: { username, password } });
    if (first.status !== 200 || first.json.IsLoggedIn) return first;
    const code = await latestCode(username);
    return call('POST', 'Login/ValidateCode', { body: { UserId: username, Code: code } });
  }

  return { app, deps, clock, call, outbox, latestCode, signIn, logged };
}

/** An institution's PORTAL_SETTINGS file with this content, in a fresh temporary folder. */
export function settingsFile(content: object): string {
  const file = join(tempFolder('portal-settings-'), 'bank.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
}

/** The token a link carries: its token= parameter, or its last path segment. */
export function tokenOf(link: string | null): string {
  const match = /[?&]token=([^&]+)$/.exec(link ?? '') ?? /\/([^/?]+)$/.exec(link ?? '');
  if (!match) throw new Error(`no token in ${String(link)}`);
  return decodeURIComponent(match[1]!);
}

const ajv = projectAjv();

/** Asserts that a value is valid against a schema of schemas/, e.g. 'api/login.json#/$defs/LoginResponse'. */
export function expectSchema(ref: string, value: unknown) {
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`no schema ${ref}`);
  expect(validate(value), describeErrors(validate.errors)).toBe(true);
}
