// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { LOGON_RULES, PASSWORD_RULES } from '../../server/config/demoCredentialRules.ts';
import { digest } from '../../server/security/tokens.ts';
import { MAX_CLIENT_ERRORS } from '../../server/services/clientErrors.ts';
import { describeErrors, projectAjv } from '../../schemas/ajv.ts';
import { testServer, settingsFile } from './support';

const ajv = projectAjv();

function expectSchema(ref: string, value: unknown) {
  const validate = ajv.getSchema(ref)!;
  expect(validate(value), describeErrors(validate.errors)).toBe(true);
}

type Server = Awaited<ReturnType<typeof testServer>>;

describe('GET MaintenanceMode', () => {
  it.each([
    ['off by default', undefined, false],
    ['on when the institution says so', { MaintenanceMode: true }, true],
  ])('is %s, without a session', async (_case, options, isEnabled) => {
    const { call } = await testServer({
      settingsFile: options ? settingsFile({ institutionOptions: options }) : undefined,
    });
    const { status, json } = await call('GET', 'MaintenanceMode');
    expect([status, json]).toEqual([200, { isEnabled }]);
    expectSchema('api/support.json#/$defs/MaintenanceModeResponse', json);
  });
});

describe('POST ClientError', () => {
  const report = {
    Message: 'TypeError: x is undefined',
    Stack: 'TypeError: x is undefined\n    at render (app.js:10:5)',
    UserAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  };

  function stored({ deps }: Server) {
    return deps.db.all<{ message: string; count: number; user_agent: string | null }>(
      'SELECT message, count, user_agent FROM client_errors ORDER BY id',
    );
  }

  it('answers HasNoErrors and keeps the report, without a session', async () => {
    const server = await testServer();
    const { status, json } = await server.call('POST', 'ClientError', { body: report });
    expect([status, json]).toEqual([200, { HasNoErrors: true, Kept: true }]);
    expectSchema('api/support.json#/$defs/ClientErrorAnswer', json);
    expect(stored(server)).toEqual([{ message: report.Message, count: 1, user_agent: report.UserAgent }]);
  });

  it('keeps a repeat once with a count and logs only its first report', async () => {
    const server = await testServer();
    await server.call('POST', 'ClientError', { body: report });
    // The same message and first stack line from another browser, with other frames below.
    await server.call('POST', 'ClientError', {
      body: {
        ...report,
        Stack: `${report.Stack.split('\n')[0]}\n    at other (x.js:1:1)`,
        UserAgent: 'Safari',
      },
    });
    await server.call('POST', 'ClientError', { body: report });
    expect(stored(server)).toEqual([{ message: report.Message, count: 3, user_agent: report.UserAgent }]);
    expect(server.logged.filter((line) => line.startsWith('[client error]'))).toHaveLength(1);
  });

  it.each([
    ['another message', { ...report, Message: 'ReferenceError: y is not defined' }],
    ['another first stack line', { ...report, Stack: 'RangeError: x is undefined' }],
    ['no stack', { Message: report.Message }],
  ])('keeps a report with %s apart', async (_case, other) => {
    const server = await testServer();
    await server.call('POST', 'ClientError', { body: report });
    await server.call('POST', 'ClientError', { body: other });
    expect(stored(server).map((row) => row.count)).toEqual([1, 1]);
    expect(server.logged.filter((line) => line.startsWith('[client error]'))).toHaveLength(2);
  });

  it('logs a report on one line, whatever it contains', async () => {
    const server = await testServer();
    await server.call('POST', 'ClientError', { body: { Message: 'line one\nline two', Stack: 'a\nb' } });
    const line = server.logged.find((entry) => entry.startsWith('[client error]'))!;
    expect(line).not.toContain('\n');
    expect(line).toContain('line one\\nline two');
  });

  it(`stops keeping new errors at ${MAX_CLIENT_ERRORS} distinct ones, still answering`, async () => {
    const server = await testServer();
    server.deps.db.transaction(() => {
      for (let index = 0; index < MAX_CLIENT_ERRORS; index++)
        server.deps.db.run(
          `INSERT INTO client_errors (fingerprint, message, first_seen, last_seen) VALUES (:f, 'old', 'x', 'x')`,
          { f: `f${index}` },
        );
    });
    const { status } = await server.call('POST', 'ClientError', { body: report });
    expect(status).toBe(200);
    expect(stored(server)).toHaveLength(MAX_CLIENT_ERRORS);
  });

  it.each([
    ['no Message', { Stack: 'x' }, 'needs Message'],
    ['an empty Message', { Message: '' }, 'Message must NOT have fewer than 1 characters'],
    ['an unknown property', { ...report, Extra: 1 }, 'unknown property Extra'],
    ['a Stack that is not text', { Message: 'x', Stack: 3 }, 'Stack must be string'],
  ])('refuses a body with %s (400)', async (_case, body, message) => {
    const { call } = await testServer();
    const { status, json } = await call('POST', 'ClientError', { body });
    expect([status, json.Errors[0].ErrorMessage]).toEqual([400, 'BadRequest']);
    expect(json.Message).toContain(message);
  });

  it('refuses a body that is not JSON (400)', async () => {
    const { call } = await testServer();
    const { status, json } = await call('POST', 'ClientError', { raw: '{nope' });
    expect([status, json.Message]).toEqual([400, 'The request body is not valid JSON.']);
  });
});

describe('GET Login/GetInstitutionOptions', () => {
  it('answers every institution option, without a session', async () => {
    const { call, deps } = await testServer();
    const { status, json } = await call('GET', 'Login/GetInstitutionOptions');
    expect(status).toBe(200);
    expect(json).toEqual(deps.institution.options.institutionOptions);
    expect(json).toMatchObject({ ContentFolder: '/demo-content', MultiFactorAuthentication: true });
    expectSchema('institution-options.schema.json', json);
  });
});

describe('POST CredentialValidationRules', () => {
  let server: Server;
  beforeAll(async () => {
    server = await testServer();
  });

  it.each([
    ['GetPasswordValidationRules', 'no body', undefined, PASSWORD_RULES],
    ['GetPasswordValidationRules', 'an empty object', {}, PASSWORD_RULES],
    ['GetLogonValidationRules', 'no body', undefined, LOGON_RULES],
    ['GetLogonValidationRules', 'an empty object', {}, LOGON_RULES],
  ])('%s answers the rules for %s, without a session', async (path, _case, body, rules) => {
    const { status, json } = await server.call('POST', `CredentialValidationRules/${path}`, { body });
    expect([status, json]).toEqual([200, { MinimumLength: 8, PasswordValidationRules: rules }]);
    expectSchema('api/support.json#/$defs/ValidationRulesResponse', json);
  });

  it('takes the minimum lengths from the institution options', async () => {
    const { call } = await testServer({
      settingsFile: settingsFile({
        institutionOptions: { PasswordMinimumLength: 10, UserNameMinimumLength: 6 },
      }),
    });
    const password = await call('POST', 'CredentialValidationRules/GetPasswordValidationRules', { body: {} });
    const logon = await call('POST', 'CredentialValidationRules/GetLogonValidationRules', { body: {} });
    expect([password.json.MinimumLength, logon.json.MinimumLength]).toEqual([10, 6]);
  });

  it.each([
    ['a non-empty object', { body: { Anything: 1 } }, 'unknown property Anything'],
    ['a list', { body: [] }, 'must be object'],
    ['a body that is not JSON', { raw: 'rules please' }, 'not valid JSON'],
  ])('refuses %s (400)', async (_case, options, message) => {
    for (const path of ['GetPasswordValidationRules', 'GetLogonValidationRules']) {
      const { status, json } = await server.call('POST', `CredentialValidationRules/${path}`, options);
      expect(status).toBe(400);
      expect(json.Message).toContain(message);
    }
  });
});

describe('passable tokens and ApplyForLoan', () => {
  async function signedIn() {
    const server = await testServer();
    const { json } = await server.signIn('demo.company');
    return { ...server, userToken: json.UserToken as string };
  }

  function apply({ app }: Server, token?: string) {
    return app.request(
      `/api/ApplyForLoan${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
    );
  }

  it('issues a token for 60 seconds, kept only as its SHA-256', async () => {
    const server = await signedIn();
    const { status, json } = await server.call('GET', 'PassableToken/GetPassableToken', {
      token: server.userToken,
    });
    expect(status).toBe(200);
    expectSchema('api/support.json#/$defs/PassableTokenResponse', json);
    expect(json.Token).toMatch(/^[\w-]{40,}$/);
    expect(json.Expires).toBe(new Date(server.clock.now().getTime() + 60_000).toISOString());
    const hashes = server.deps.db.all<{ token_hash: string }>('SELECT token_hash FROM passable_tokens');
    expect(hashes).toEqual([{ token_hash: digest(json.Token) }]);
  });

  it('hands the borrower to the loan application once: a redirect, then 403', async () => {
    const server = await signedIn();
    const { json } = await server.call('GET', 'PassableToken/GetPassableToken', { token: server.userToken });
    const first = await apply(server, json.Token);
    expect(first.status).toBe(302);
    expect(first.headers.get('Location')).toBe('/demo-content/apply.html');
    const second = await apply(server, json.Token);
    expect(second.status).toBe(403);
    expect(await second.json()).toMatchObject({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'NotAuthorized' }],
    });
  });

  it.each([
    [0.5, 302],
    [1, 403],
  ])('after %s minutes the token answers %s', async (minutes, status) => {
    const server = await signedIn();
    const { json } = await server.call('GET', 'PassableToken/GetPassableToken', { token: server.userToken });
    server.clock.advanceMinutes(minutes);
    expect((await apply(server, json.Token)).status).toBe(status);
  });

  it.each([
    ['no token', undefined],
    ['an empty token', ''],
    ['an unknown token', 'not-a-token-the-server-issued'],
  ])('refuses %s with 403', async (_case, token) => {
    const server = await signedIn();
    const response = await apply(server, token);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ Errors: [{ ErrorMessage: 'NotAuthorized' }] });
  });

  it('forgets expired tokens when it issues the next one', async () => {
    const server = await signedIn();
    await server.call('GET', 'PassableToken/GetPassableToken', { token: server.userToken });
    server.clock.advanceMinutes(2);
    const { json } = await server.call('GET', 'PassableToken/GetPassableToken', { token: server.userToken });
    const hashes = server.deps.db.all<{ token_hash: string }>('SELECT token_hash FROM passable_tokens');
    expect(hashes).toEqual([{ token_hash: digest(json.Token) }]);
  });

  it.each([
    ['without a UserToken', undefined],
    ['with a wrong UserToken', 'wrong-token'],
  ])('refuses GetPassableToken %s (401)', async (_case, token) => {
    const { call } = await testServer();
    const { status, json } = await call('GET', 'PassableToken/GetPassableToken', { token });
    expect([status, json]).toEqual([
      401,
      expect.objectContaining({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Unauthorized' }] }),
    ]);
  });

  it('serves the plain demo page the redirect leads to', async () => {
    const { app } = await testServer();
    const response = await app.request('/demo-content/apply.html');
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(page).toContain('loan application');
    expect(page).not.toMatch(/<script/i);
  });
});
