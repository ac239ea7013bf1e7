// @vitest-environment node
/**
 * POST /api/Messages/Feedback and ContactUs (spec 03 §2.10, §3, §5, §7): bodies built by the
 * portal's own builders are recorded and e-mailed to the institution (their typed values
 * escaped in the HTML body); signed in, the session's user is the sender whatever the body
 * says; each shape the form's rules refuse is a 400 that records nothing and leaves the
 * captcha unused; HideContactUs and HideFeedback close what they hide; the calls are rate
 * limited per address, refused over the body limit, and answered once on disk.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { JSON_BODY_LIMIT } from '../../server/http/bodyLimit.ts';
import { assemble } from '../../server/start.ts';
import { expectSchema, settingsFile } from './support';
import {
  FEEDBACK,
  feedbackBody,
  INSTITUTION,
  messagesServer,
  QUESTION,
  questionBody,
  solve,
  VISITOR,
} from './messagesSupport';

const SCHEMA = 'api/messages.json#/$defs/';
const SENT = { status: 200, json: { HasNoErrors: true, Errors: [] } };

// Each test has its own server (the rate limit counts calls per server); the first assembly
// loads and compiles everything once, which takes longer than a test may.
beforeAll(() => messagesServer(), 60_000);

describe('a Question signed out (ContactUs)', () => {
  it('is recorded with the visitor’s entries and e-mailed to the institution', async () => {
    const server = await messagesServer();
    const body = questionBody(await server.passing());
    expectSchema(`${SCHEMA}ContactUsRequest`, body);
    const answer = await server.send('ContactUs', body);
    expect(answer).toEqual(SENT);
    expectSchema(`${SCHEMA}MessageResponse`, answer.json);

    const [row] = server.rows();
    expect(row).toMatchObject({ kind: 'question', user_id: null, name: 'Sam Rivera', email: 'sam@example.com', branch: '12' });
    const recorded = JSON.parse(row!.request);
    expect(recorded).toMatchObject({ Subject: 'Rates', Message: 'What is the rate?', ReCaptchaCode: '' });
    expectSchema(`${SCHEMA}ContactUsRequest`, recorded);

    const [mail] = await server.outbox(INSTITUTION);
    expect(mail!.subject).toBe('Question from the portal');
    expect(mail!.text).toContain('Sam Rivera (username none, signed out, e-mail sam@example.com, branch 12)');
    expect(mail!.text).toContain('Subject: Rates');
    expect(mail!.text).toContain('Message: What is the rate?');
  }); // prettier-ignore

  it('escapes what the visitor typed in the e-mail’s HTML body, a line of the message a paragraph', async () => {
    const server = await messagesServer();
    const form = {
      ...QUESTION,
      subject: '<img src=x onerror=alert(1)>',
      message: 'Line <b>one</b>\nLine "two"',
    };
    const sender = { ...VISITOR, name: "O'Neil <script>" };
    expect(await server.send('ContactUs', questionBody(await server.passing(), form, sender))).toEqual(SENT);
    const [mail] = await server.outbox(INSTITUTION);
    expect(mail!.text).toContain('Subject: <img src=x onerror=alert(1)>');
    expect(mail!.html).toContain('O&#39;Neil &lt;script&gt;');
    expect(mail!.html).toContain('Subject: &lt;img src=x onerror=alert(1)&gt;');
    expect(mail!.html).toContain('<p>Message: Line &lt;b&gt;one&lt;/b&gt;</p>');
    expect(mail!.html).toContain('<p>Line &quot;two&quot;</p>');
    expect(mail!.html).not.toMatch(/<(script|img|b)[\s>]/);
  });
});

describe('signed in, the session’s user sends', () => {
  it('a Question: name, e-mail and branch from the session, not from the body', async () => {
    const server = await messagesServer();
    const body = questionBody(await server.passing(), QUESTION, {
      name: 'Mallory',
      email: 'mallory@example.com',
      branch: '9999',
      username: 'someone.else',
    });
    expect(await server.send('ContactUs', body, 'demo.borrower')).toEqual(SENT);
    const [row] = server.rows();
    expect(row).toMatchObject({ name: 'Alex Morgan', email: 'alex.morgan@example.com', branch: '0001' });
    expect(row!.user_id).toEqual(expect.any(Number));
    expect(JSON.parse(row!.request)).toMatchObject({
      Name: 'Alex Morgan',
      Email: 'alex.morgan@example.com',
      ServicingBranch: '0001',
      Alert: { Username: 'demo.borrower', PersonalName: 'Alex Morgan', ServicingBranch: 1 },
    });
    const [mail] = await server.outbox(INSTITUTION);
    expect(mail!.text).toContain(
      'Alex Morgan (username demo.borrower, e-mail alex.morgan@example.com, branch 0001)',
    );
    expect(mail!.text).not.toContain('Mallory');
  });

  it('a Feedback: the answer and reason as SurveyQuestions, the sender the session’s', async () => {
    const server = await messagesServer();
    const body = feedbackBody(await server.passing(), FEEDBACK, { ...VISITOR, name: 'Mallory' });
    expectSchema(`${SCHEMA}FeedbackRequest`, body);
    expect(await server.send('Feedback', body, 'demo.borrower')).toEqual(SENT);
    const [row] = server.rows();
    expect(row).toMatchObject({ kind: 'feedback', name: 'Alex Morgan' });
    expect(JSON.parse(row!.request)).toMatchObject({
      SurveyQuestions: { 'How was your experience?': 'Good', 'What is the main reason?': 'Easy to use' },
      Alert: { Username: 'demo.borrower' },
    });
    const [mail] = await server.outbox(INSTITUTION);
    expect(mail!.subject).toBe('Feedback from the portal');
    expect(mail!.text).toContain('How was your experience? Good');
    expect(mail!.text).toContain('What is the main reason? Easy to use');
    expect(mail!.text).toContain('Message: Nice');
  });

  it('an unknown session token is 401 and records nothing', async () => {
    const server = await messagesServer();
    const body = questionBody(await server.passing());
    const answer = await server.call('POST', 'Messages/ContactUs', { body, token: 'no-such-token' });
    expect(answer.status).toBe(401);
    expect(server.rows()).toHaveLength(0);
  });
});

describe('bad input is a 400 that records nothing and leaves the captcha for the corrected message', () => {
  const long = (n: number) => 'a'.repeat(n);
  it.each<[string, 'Feedback' | 'ContactUs', (captcha: string) => object, string]>([
    ['a question without subject', 'ContactUs', (c) => questionBody(c, { ...QUESTION, subject: ' ' }), 'subject Required'],
    ['a question without message', 'ContactUs', (c) => questionBody(c, { ...QUESTION, message: '' }), 'message Required'],
    ['a message of 301 characters', 'ContactUs', (c) => ({ ...questionBody(c), Message: long(301) }), 'Message'],
    ['a subject of 101 characters', 'ContactUs', (c) => ({ ...questionBody(c), Subject: long(101) }), 'Subject'],
    ['signed out without a name', 'ContactUs', (c) => questionBody(c, QUESTION, { ...VISITOR, name: '' }), 'name Required'],
    ['signed out with a malformed e-mail', 'ContactUs', (c) => questionBody(c, QUESTION, { ...VISITOR, email: 'sam@' }),
      'email EmailInvalid'],
    ['a branch of 5 digits', 'ContactUs', (c) => ({ ...questionBody(c), ServicingBranch: '12345' }), 'ServicingBranch'],
    ['a branch with a letter', 'ContactUs', (c) => ({ ...questionBody(c), ServicingBranch: '12a' }), 'branch BranchInvalid'],
    ['a feedback without an answer', 'Feedback', (c) => feedbackBody(c, { ...FEEDBACK, answer: '', reason: '' }),
      'answer Required'],
    ['a reason that is not configured', 'Feedback', (c) => feedbackBody(c, { ...FEEDBACK, reason: 'Free money' }),
      'reason ReasonUnknown'],
    ['the other answer’s reason', 'Feedback', (c) => feedbackBody(c, { ...FEEDBACK, reason: 'Too slow' }),
      'reason ReasonUnknown'],
    ['a question the form does not ask', 'Feedback', (c) => ({ ...feedbackBody(c), SurveyQuestions: { 'Why?': 'x' } }),
      'SurveyQuestions'],
    ['a feedback type on ContactUs', 'ContactUs', (c) => ({ ...questionBody(c), FeedbackType: 'Feedback' }), 'FeedbackType'],
    ['an unknown field', 'ContactUs', (c) => ({ ...questionBody(c), Extra: 1 }), 'Extra'],
    ['a missing field', 'Feedback', (c) => ({ ...feedbackBody(c), Alert: undefined }), 'Alert'],
  ])('%s', async (_name, path, bodyOf, named) => {
    const server = await messagesServer();
    const captcha = await server.passing();
    const answer = await server.send(path, bodyOf(captcha));
    expect(answer.status).toBe(400);
    expect(answer.json.Message).toContain(named);
    expect(server.rows()).toHaveLength(0);
    expect(await server.outbox(INSTITUTION)).toHaveLength(0);
    // The captcha was not used up: the corrected message passes with it.
    expect(await server.send('ContactUs', questionBody(captcha))).toEqual(SENT);
  }); // prettier-ignore

  it('answers 413 to a body over the limit, unread', async () => {
    const server = await messagesServer();
    const huge = JSON.stringify({ ...questionBody('x:1'), Message: 'a'.repeat(JSON_BODY_LIMIT) });
    const answer = await server.call('POST', 'Messages/ContactUs', { raw: huge });
    expect([answer.status, answer.json.Errors[0].ErrorMessage]).toEqual([413, 'PayloadTooLarge']);
    expect(server.rows()).toHaveLength(0);
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const server = await messagesServer();
    expect((await server.call('POST', 'Messages/ContactUs', { raw: '{' })).status).toBe(400);
  });
});

describe('what the institution hides', () => {
  it('HideContactUs: both calls and the challenge answer 403 ContactUsOff', async () => {
    const server = await messagesServer({ settingsFile: settingsFile({ institutionOptions: { HideContactUs: true } }) });
    for (const [path, body] of [['Messages/Captcha', {}], ['Messages/ContactUs', questionBody('x:1')],
      ['Messages/Feedback', feedbackBody('x:1')]] as const) {
      const answer = await server.call('POST', path, { body });
      expect([answer.status, answer.json.Errors[0].ErrorMessage]).toEqual([403, 'ContactUsOff']);
    }
    expect(server.rows()).toHaveLength(0);
  }); // prettier-ignore

  it('HideFeedback: a Feedback answers 403 FeedbackOff, a Question still goes', async () => {
    const server = await messagesServer({
      settingsFile: settingsFile({ institutionOptions: { HideFeedback: true } }),
    });
    const refused = await server.send('Feedback', feedbackBody(await server.passing()));
    expect([refused.status, refused.json.Errors[0].ErrorMessage]).toEqual([403, 'FeedbackOff']);
    expect(await server.send('ContactUs', questionBody(await server.passing()))).toEqual(SENT);
  });

  it('reasons the institution configures are the ones accepted; an emptied one is refused', async () => {
    const server = await messagesServer({
      settingsFile: settingsFile({
        gassySettings: { shared: { messages: { goodReason1: '', goodReason5: 'Friendly staff' } } },
      }),
    });
    const friendly = feedbackBody(await server.passing(), { ...FEEDBACK, reason: 'Friendly staff' });
    expect(await server.send('Feedback', friendly)).toEqual(SENT);
    const emptied = await server.send('Feedback', feedbackBody(await server.passing()));
    expect(emptied.status).toBe(400);
    expect(emptied.json.Message).toContain('reason ReasonUnknown');
  });

  it('without InstitutionEmail the message is recorded and the sending only logged', async () => {
    const server = await messagesServer({
      settingsFile: settingsFile({ institutionOptions: { InstitutionEmail: '' } }),
    });
    expect(await server.send('ContactUs', questionBody(await server.passing()))).toEqual(SENT);
    expect(server.rows()).toHaveLength(1);
    expect(server.logged).toContain('[mail] Question from the portal: no InstitutionEmail, not sent');
  });
});

describe('rate limits', () => {
  it('the 21st messages call of a minute from one address answers 429', async () => {
    const server = await messagesServer();
    for (let call = 0; call < 20; call++) expect((await server.challenge()).ChallengeId).toBeTruthy();
    const refused = await server.send('ContactUs', questionBody('x:1'));
    expect(refused.status).toBe(429);
    expect(refused.json.Errors[0].ErrorMessage).toBe('TooManyRequests');
  });
});

describe('durability', () => {
  it('answers a message only once it is on disk', async () => {
    const dataFolder = mkdtempSync(join(tmpdir(), 'portal-messages-'));
    const quiet = { log: () => {}, error: () => {} };
    const { app, deps } = await assemble({ dataFolder, logger: quiet });
    try {
      const post = async (path: string, body: unknown) =>
        app.request(`/api/Messages/${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      const challenge = (await (await post('Captcha', {})).json()) as {
        ChallengeId: string;
        Question: string;
      };
      const answer = await post(
        'ContactUs',
        questionBody(`${challenge.ChallengeId}:${solve(challenge.Question)}`),
      );
      expect(answer.status).toBe(200);
      const SQL = await initSqlJs();
      const onDisk = new SQL.Database(readFileSync(join(dataFolder, 'portal.sqlite')));
      expect(onDisk.exec('SELECT count(*) FROM messages')[0]?.values[0]?.[0]).toBe(1);
      onDisk.close();
    } finally {
      deps.db.close();
      rmSync(dataFolder, { recursive: true, force: true });
    }
  });
});
