// @vitest-environment node
/**
 * The captcha of the messages calls (spec 03 §2.10, §5 "Must Complete Captcha"): the built-in
 * challenge (a question in words, answered in digits or words, single use, expiring, kept only
 * as digests) and Google reCAPTCHA with the secret from the environment and the fetch faked.
 * Nothing is stored unless the captcha passed.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { assemble } from '../../server/start.ts';
import { CHALLENGE_MINUTES } from '../../server/services/messages/challenge.ts';
import { SITEVERIFY_URL } from '../../server/services/messages/recaptcha.ts';
import spanishTranslation from '../../locales/es.json';
import { expectSchema, settingsFile } from './support';
import { INSTITUTION, messagesServer, questionBody, solve } from './messagesSupport';

const SENT = { status: 200, json: { HasNoErrors: true, Errors: [] } };

// Each test has its own server (the rate limit counts calls per server); the first assembly
// loads and compiles everything once, which takes longer than a test may.
beforeAll(() => messagesServer(), 60_000);
const WORDS =
  'zero,one,two,three,four,five,six,seven,eight,nine,ten,eleven,twelve,thirteen,fourteen,fifteen,sixteen,seventeen,eighteen,nineteen,twenty'.split(
    ',',
  );

const SPANISH_WORDS = spanishTranslation.messages.captchaNumberWords;

function reason(answer: { json: { Errors: { ErrorMessage: string }[] } }) {
  return answer.json.Errors[0]!.ErrorMessage;
}

describe('the built-in challenge', () => {
  it('asks simple arithmetic in words and takes the answer in digits', async () => {
    const server = await messagesServer();
    const challenge = await server.challenge();
    expectSchema('api/messages.json#/$defs/ChallengeResponse', challenge);
    expect(challenge.Question).toMatch(/^What is [a-z]+ plus [a-z]+\?$/);
    expect(challenge).toMatchObject({ ExpiresInSeconds: CHALLENGE_MINUTES * 60 });
    const body = questionBody(`${challenge.ChallengeId}:${solve(challenge.Question)}`);
    expect(await server.send('ContactUs', body)).toEqual(SENT);
  });

  it('takes the answer in words too, whatever the case and spaces', async () => {
    const server = await messagesServer();
    const { ChallengeId, Question } = await server.challenge();
    const body = questionBody(`${ChallengeId}: ${WORDS[solve(Question)]!.toUpperCase()} `);
    expect(await server.send('ContactUs', body)).toEqual(SENT);
  });

  it('keeps only digests: neither the id nor the answer is in the table', async () => {
    const server = await messagesServer();
    const { ChallengeId, Question } = await server.challenge();
    const rows = server.deps.db.all<Record<string, string>>('SELECT * FROM captcha_challenges');
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(ChallengeId);
    expect(rows[0]!.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.answer_hash).not.toBe(String(solve(Question)));
  });

  it('is single use: a second message with the same answer fails, and only the first is stored', async () => {
    const server = await messagesServer();
    const captcha = await server.passing();
    expect(await server.send('ContactUs', questionBody(captcha))).toEqual(SENT);
    const again = await server.send('ContactUs', questionBody(captcha));
    expect([again.status, reason(again)]).toEqual([400, 'CaptchaFailed']);
    expect(server.rows()).toHaveLength(1);
  });

  it('a wrong answer fails and uses the challenge up: the right one then fails too', async () => {
    const server = await messagesServer();
    const { ChallengeId, Question } = await server.challenge();
    const wrong = await server.send('ContactUs', questionBody(`${ChallengeId}:${solve(Question) + 1}`));
    expect([wrong.status, reason(wrong)]).toEqual([400, 'CaptchaFailed']);
    const right = await server.send('ContactUs', questionBody(`${ChallengeId}:${solve(Question)}`));
    expect([right.status, reason(right)]).toEqual([400, 'CaptchaFailed']);
    expect(server.rows()).toHaveLength(0);
    expect(await server.outbox(INSTITUTION)).toHaveLength(0);
  });

  it(`expires after ${CHALLENGE_MINUTES} minutes, and expired ones are forgotten`, async () => {
    const server = await messagesServer();
    const stale = await server.passing();
    server.clock.advanceMinutes(CHALLENGE_MINUTES);
    const late = await server.send('ContactUs', questionBody(stale));
    expect([late.status, reason(late)]).toEqual([400, 'CaptchaFailed']);
    await server.challenge();
    await server.challenge();
    server.clock.advanceMinutes(CHALLENGE_MINUTES + 1);
    await server.challenge();
    expect(server.deps.db.all('SELECT * FROM captcha_challenges')).toHaveLength(1);
  });

  it.each([
    ['no response', '', 'CaptchaRequired'],
    ['blanks', '   ', 'CaptchaRequired'],
    ['no answer part', 'abcdefghijklmnop', 'CaptchaFailed'],
    ['an id nobody issued', 'not-an-issued-challenge-id:7', 'CaptchaFailed'],
    ['an answer that is no number', null, 'CaptchaFailed'],
  ])('%s: 400, nothing stored', async (_name, response, expected) => {
    const server = await messagesServer();
    const captcha = response ?? `${(await server.challenge()).ChallengeId}:a lot`;
    const answer = await server.send('ContactUs', questionBody(captcha));
    expect([answer.status, reason(answer)]).toEqual([400, expected]);
    expect(server.rows()).toHaveLength(0);
  });

  it('asks in Spanish when the portal speaks Spanish, and takes the answer in digits or either language’s words', async () => {
    const server = await messagesServer();
    const spanish = SPANISH_WORDS.split(',');
    const ask = async () => {
      const answer = await server.call('POST', 'Messages/Captcha', { body: { Language: 'es' } });
      expectSchema('api/messages.json#/$defs/ChallengeResponse', answer.json);
      const { ChallengeId, Question } = answer.json as { ChallengeId: string; Question: string };
      const match = /^¿Cuánto es (\S+) más (\S+)\?$/.exec(Question);
      expect(match, Question).not.toBeNull();
      return { ChallengeId, sum: spanish.indexOf(match![1]!) + spanish.indexOf(match![2]!) };
    };
    const first = await ask();
    expect(
      await server.send('ContactUs', questionBody(`${first.ChallengeId}:${spanish[first.sum]}`)),
    ).toEqual(SENT);
    const second = await ask();
    expect(
      await server.send('ContactUs', questionBody(`${second.ChallengeId}:${WORDS[second.sum]}`)),
    ).toEqual(SENT);
    const third = await ask();
    expect(await server.send('ContactUs', questionBody(`${third.ChallengeId}:${third.sum}`))).toEqual(SENT);
  });

  it('refuses a language it does not speak with 400', async () => {
    const server = await messagesServer();
    const answer = await server.call('POST', 'Messages/Captcha', { body: { Language: 'fr' } });
    expect(answer.status).toBe(400);
  });

  it('is worded by the institution’s settings', async () => {
    const server = await messagesServer({
      settingsFile: settingsFile({
        gassySettings: {
          shared: {
            messages: {
              captchaQuestion: 'Combien font {left} et {right} ?',
              captchaNumberWords: 'zéro,un,deux,trois,quatre,cinq,six,sept,huit,neuf,dix',
            },
          },
        },
      }),
    });
    const { ChallengeId, Question } = await server.challenge();
    const match = /^Combien font (\S+) et (\S+) \?$/.exec(Question);
    expect(match).not.toBeNull();
    const french = 'zéro,un,deux,trois,quatre,cinq,six,sept,huit,neuf,dix'.split(',');
    const sum = french.indexOf(match![1]!) + french.indexOf(match![2]!);
    expect(await server.send('ContactUs', questionBody(`${ChallengeId}:${sum}`))).toEqual(SENT);
  });
});

describe('Google reCAPTCHA (option RecaptchaSiteKey)', () => {
  const RECAPTCHA = settingsFile({ institutionOptions: { RecaptchaSiteKey: '6Lc-test-site-key' } });

  function fakeGoogle(answer: () => Promise<Response>) {
    return vi.fn<typeof fetch>(answer);
  }

  it('posts the response with the secret and the caller’s address to siteverify; success sends', async () => {
    const google = fakeGoogle(async () => Response.json({ success: true, hostname: '127.0.0.1' }));
    const server = await messagesServer({
      settingsFile: RECAPTCHA,
      recaptchaSecret: 'the-secret',
      fetch: google,
    });
    expect(await server.send('ContactUs', questionBody('google-response-token'))).toEqual(SENT);
    expect(google).toHaveBeenCalledTimes(1);
    const [url, init] = google.mock.calls[0]!;
    expect(url).toBe(SITEVERIFY_URL);
    expect(init?.method).toBe('POST');
    const form = new URLSearchParams(String(init?.body));
    expect(Object.fromEntries(form)).toEqual({
      secret: 'the-secret',
      response: 'google-response-token',
      remoteip: '127.0.0.1',
    });
    expect(server.rows()).toHaveLength(1);
  });

  it.each<[string, () => Promise<Response>, number, string]>([
    ['Google says no', async () => Response.json({ success: false, 'error-codes': ['invalid-input-response'] }), 400,
      'CaptchaFailed'],
    ['Google cannot be reached', async () => Promise.reject(new TypeError('fetch failed')), 503, 'CaptchaUnavailable'],
    ['Google answers 500', async () => new Response('oops', { status: 500 }), 503, 'CaptchaUnavailable'],
    ['Google answers something else', async () => new Response('<html>'), 503, 'CaptchaUnavailable'],
  ])('%s, nothing stored', async (_name, answer, status, expected) => {
    const server = await messagesServer({ settingsFile: RECAPTCHA, recaptchaSecret: 'the-secret', fetch: fakeGoogle(answer) });
    const refused = await server.send('ContactUs', questionBody('google-response-token'));
    expect([refused.status, reason(refused)]).toEqual([status, expected]);
    expect(server.rows()).toHaveLength(0);
  }); // prettier-ignore

  it('an empty response is 400 CaptchaRequired without asking Google', async () => {
    const google = fakeGoogle(async () => Response.json({ success: true }));
    const server = await messagesServer({
      settingsFile: RECAPTCHA,
      recaptchaSecret: 'the-secret',
      fetch: google,
    });
    const refused = await server.send('ContactUs', questionBody(''));
    expect([refused.status, reason(refused)]).toEqual([400, 'CaptchaRequired']);
    expect(google).not.toHaveBeenCalled();
  });

  it('does not issue built-in challenges', async () => {
    const server = await messagesServer({ settingsFile: RECAPTCHA, recaptchaSecret: 'the-secret' });
    const refused = await server.call('POST', 'Messages/Captcha', { body: {} });
    expect([refused.status, reason(refused)]).toEqual([403, 'BuiltInCaptchaOff']);
  });

  it('a site key without PORTAL_RECAPTCHA_SECRET stops the start with a clear message', async () => {
    await expect(
      assemble({ settingsFile: RECAPTCHA, logger: { log: () => {}, error: () => {} } }),
    ).rejects.toThrow(/RecaptchaSiteKey.*PORTAL_RECAPTCHA_SECRET/);
  });

  it('refuses a site key that is not one (a blank or other characters) at the start', async () => {
    const blank = settingsFile({ institutionOptions: { RecaptchaSiteKey: ' ' } });
    await expect(assemble({ settingsFile: blank })).rejects.toThrow(/RecaptchaSiteKey/);
  });
});
