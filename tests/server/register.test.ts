// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeErrors, projectAjv } from '../../schemas/ajv.ts';
import { verifyPassword } from '../../server/security/passwords.ts';
import { testServer } from './support';

const ajv = projectAjv();

function expectSchema(ref: string, value: unknown) {
  const validate = ajv.getSchema(ref)!;
  expect(validate(value), describeErrors(validate.errors)).toBe(true);
}

async function signedIn(username = 'demo.noquestion') {
  const server = await testServer();
  const { json } = await server.signIn(username);
  return { ...server, userToken: json.UserToken as string };
}

function storedQuestion({ deps }: Awaited<ReturnType<typeof testServer>>, username = 'demo.noquestion') {
  return deps.db.get<{ secret_question: string | null; secret_answer_hash: string | null }>(
    'SELECT secret_question, secret_answer_hash FROM users WHERE username = :username',
    { username },
  )!;
}

describe('POST register/SetPasswordQuestion', () => {
  it('stores the question and a scrypt hash of the answer, both trimmed', async () => {
    const server = await signedIn();
    const { status, json } = await server.call('POST', 'register/SetPasswordQuestion', {
      token: server.userToken,
      body: { PasswordQuestion: '  Where did you grow up? ', PasswordAnswer: ' Ogden  ' },
    });
    expect([status, json]).toEqual([200, { HasNoErrors: true }]);
    expectSchema('api/common.json#/$defs/Result', json);
    const row = storedQuestion(server);
    expect(row.secret_question).toBe('Where did you grow up?');
    expect(row.secret_answer_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Ogden', row.secret_answer_hash!)).toBe(true);
  });

  it('makes the next sign-in skip the secret-question step', async () => {
    const server = await signedIn();
    await server.call('POST', 'register/SetPasswordQuestion', {
      token: server.userToken,
      body: { PasswordQuestion: 'Where did you grow up?', PasswordAnswer: 'Ogden' },
    });
    const { json } = await server.signIn('demo.noquestion');
    expect(json.HasPasswordQuestion).toBe(true);
  });

  it("accepts a UserToken in the body that is the session's", async () => {
    const server = await signedIn();
    const { status } = await server.call('POST', 'register/SetPasswordQuestion', {
      token: server.userToken,
      body: { PasswordQuestion: 'Q?', PasswordAnswer: 'A', UserToken: server.userToken },
    });
    expect(status).toBe(200);
  });

  it("refuses a UserToken in the body that is not the session's (403 NotAuthorized)", async () => {
    const server = await signedIn();
    const other = await server.signIn('demo.terms');
    const { status, json } = await server.call('POST', 'register/SetPasswordQuestion', {
      token: server.userToken,
      body: { PasswordQuestion: 'Q?', PasswordAnswer: 'A', UserToken: other.json.UserToken },
    });
    expect([status, json.Errors[0].ErrorMessage]).toEqual([403, 'NotAuthorized']);
    expect(storedQuestion(server).secret_question).toBeNull();
  });

  it.each([
    ['a blank question', { PasswordQuestion: '   ', PasswordAnswer: 'A' }, 'must not be blank'],
    ['a blank answer', { PasswordQuestion: 'Q?', PasswordAnswer: ' \t ' }, 'must not be blank'],
    ['no answer', { PasswordQuestion: 'Q?' }, 'needs PasswordAnswer'],
    [
      'an empty question',
      { PasswordQuestion: '', PasswordAnswer: 'A' },
      'PasswordQuestion must NOT have fewer',
    ],
    [
      'an answer too long',
      { PasswordQuestion: 'Q?', PasswordAnswer: 'a'.repeat(101) },
      'PasswordAnswer must NOT',
    ],
    [
      'an unknown property',
      { PasswordQuestion: 'Q?', PasswordAnswer: 'A', Hint: 'x' },
      'unknown property Hint',
    ],
  ])('refuses %s (400)', async (_case, body, message) => {
    const server = await signedIn();
    const { status, json } = await server.call('POST', 'register/SetPasswordQuestion', {
      token: server.userToken,
      body,
    });
    expect([status, json.Errors[0].ErrorMessage]).toEqual([400, 'BadRequest']);
    expect(json.Message).toContain(message);
    expect(storedQuestion(server).secret_question).toBeNull();
  });

  it.each([
    ['without a UserToken', undefined],
    ['with a wrong UserToken', 'wrong-token'],
  ])('refuses a call %s (401)', async (_case, token) => {
    const { call } = await testServer();
    const { status, json } = await call('POST', 'register/SetPasswordQuestion', {
      token,
      body: { PasswordQuestion: 'Q?', PasswordAnswer: 'A' },
    });
    expect([status, json]).toEqual([
      401,
      expect.objectContaining({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Unauthorized' }] }),
    ]);
  });
});
