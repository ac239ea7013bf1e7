// @vitest-environment node
/** The e-mail code of the registration wizard: Register/GenerateMFACode and Register/ValidateCode. */
import { describe, expect, it } from 'vitest';
import { BROWSER_ID } from './registrationData';
import { expectSchema, testServer } from './support';

const EMAIL = 'new.rivera@example.com';

async function codeSent(server: Awaited<ReturnType<typeof testServer>>, id = BROWSER_ID) {
  const { json } = await server.call('POST', 'Register/GenerateMFACode', {
    body: { Id: id, FirstName: 'Sam', EmailAddress: EMAIL },
  });
  const [message] = await server.outbox(EMAIL);
  return { token: json.MFAToken as string, code: message!.code! };
}

function validate(server: Awaited<ReturnType<typeof testServer>>, body: object) {
  return server.call('POST', 'Register/ValidateCode', { body: { UserId: BROWSER_ID, ...body } });
}

/** A six-digit code that is not `code`. */
const other = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST Register/GenerateMFACode', () => {
  it('sends a six-digit code to the address typed in and answers the MFAToken', async () => {
    const server = await testServer();
    const { status, json } = await server.call('POST', 'Register/GenerateMFACode', {
      body: { Id: BROWSER_ID, FirstName: 'Sam', EmailAddress: EMAIL },
    });
    expect(status).toBe(200);
    expectSchema('api/register.json#/$defs/GenerateMfaCodeResponse', json);
    expect(json.MFAToken).toMatch(/^[\w-]{40,}$/);
    const [message] = await server.outbox(EMAIL);
    expect(message).toMatchObject({ to: EMAIL, subject: 'Your registration code', link: null });
    expect(message!.code).toMatch(/^\d{6}$/);
    expect(message!.text).toContain('Hello Sam');
  });

  it('replaces the code when called again (Resend Code)', async () => {
    const server = await testServer();
    const first = await codeSent(server);
    const second = await codeSent(server);
    expect(await server.outbox(EMAIL)).toHaveLength(2);
    const old = await validate(server, { Code: first.code, MFAToken: first.token });
    expect([old.status, old.json.Errors[0].ErrorMessage]).toEqual([403, 'Invalid']);
    const fresh = await validate(server, { Code: second.code, MFAToken: second.token });
    expect([fresh.status, fresh.json]).toEqual([200, { HasNoErrors: true }]);
  });

  it.each([
    ['no Id', { FirstName: 'Sam', EmailAddress: EMAIL }, 'needs Id'],
    ['an Id too short', { Id: 'abc', EmailAddress: EMAIL }, 'Id must match pattern'],
    [
      'an address that is not one',
      { Id: BROWSER_ID, EmailAddress: 'not-an-address' },
      'EmailAddress must match format',
    ],
    ['an unknown property', { Id: BROWSER_ID, EmailAddress: EMAIL, Phone: '1' }, 'unknown property Phone'],
  ])('refuses %s (400)', async (_case, body, message) => {
    const server = await testServer();
    const { status, json } = await server.call('POST', 'Register/GenerateMFACode', { body });
    expect([status, json.Errors[0].ErrorMessage]).toEqual([400, 'BadRequest']);
    expect(json.Message).toContain(message);
    expect(await server.outbox(EMAIL)).toEqual([]);
  });
});

describe('POST Register/ValidateCode', () => {
  it('accepts the right code once', async () => {
    const server = await testServer();
    const { token, code } = await codeSent(server);
    const { status, json } = await validate(server, { Code: code, MFAToken: token });
    expect([status, json]).toEqual([200, { HasNoErrors: true }]);
    expectSchema('api/register.json#/$defs/RegistrationValidateCodeResponse', json);
    expect((await validate(server, { Code: code, MFAToken: token })).json.Errors[0].ErrorMessage).toBe(
      'Invalid',
    );
  });

  it('counts wrong codes: Invalid, Invalid, then MaxAttemptsReached, even for the right code', async () => {
    const server = await testServer();
    const { token, code } = await codeSent(server);
    const answers = [];
    for (const attempt of [other(code), other(code), other(code), code]) {
      const { status, json } = await validate(server, { Code: attempt, MFAToken: token });
      answers.push(`${status} ${json.Errors?.[0].ErrorMessage}`);
    }
    expect(answers).toEqual([
      '403 Invalid',
      '403 Invalid',
      '403 MaxAttemptsReached',
      '403 MaxAttemptsReached',
    ]);
  });

  it('expires a code after 10 minutes', async () => {
    const server = await testServer();
    const { token, code } = await codeSent(server);
    server.clock.advanceMinutes(10);
    const { status, json } = await validate(server, { Code: code, MFAToken: token });
    expect([status, json.Errors[0].ErrorMessage]).toEqual([403, 'CodeExpired']);
  });

  it.each([
    ['another MFAToken', { MFAToken: 'not-the-token' }],
    ['another browser id', { UserId: '0a0a0a0a-0000-4000-8000-000000000000' }],
  ])('refuses the right code with %s (403 Invalid), without counting it', async (_case, change) => {
    const server = await testServer();
    const { token, code } = await codeSent(server);
    for (let attempt = 0; attempt < 3; attempt++) {
      const { status, json } = await validate(server, { Code: code, MFAToken: token, ...change });
      expect([status, json.Errors[0].ErrorMessage]).toEqual([403, 'Invalid']);
    }
    expect((await validate(server, { Code: code, MFAToken: token })).status).toBe(200);
  });

  it('answers Invalid when no code was sent', async () => {
    const server = await testServer();
    const { status, json } = await validate(server, { Code: '123456', MFAToken: 'token' });
    expect([status, json.Errors[0].ErrorMessage]).toEqual([403, 'Invalid']);
  });

  it.each([
    ['no MFAToken', { UserId: BROWSER_ID, Code: '123456' }, 'needs MFAToken'],
    ['an empty code', { UserId: BROWSER_ID, Code: '', MFAToken: 't' }, 'Code must NOT have fewer'],
    ['a number for the code', { UserId: BROWSER_ID, Code: 123456, MFAToken: 't' }, 'Code must be string'],
  ])('refuses %s (400)', async (_case, body, message) => {
    const server = await testServer();
    const { status, json } = await server.call('POST', 'Register/ValidateCode', { body });
    expect([status, json.Errors[0].ErrorMessage]).toEqual([400, 'BadRequest']);
    expect(json.Message).toContain(message);
  });
});
