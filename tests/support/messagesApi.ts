/**
 * The messages form's API for component tests: POST /api/Messages/Captcha (a built-in
 * challenge, "What is seven plus three?" unless a test says otherwise) and POST
 * /api/Messages/Feedback and ContactUs, whose bodies are checked against
 * schemas/api/messages.json (a body that does not conform is answered 400 and recorded in
 * badRequests).
 */
import { http, HttpResponse } from 'msw';
import { createProjectAjv, describeErrors, schemaValidator } from '../../tools/project.ts';
import { server } from './msw';

const ajv = createProjectAjv();
const validate = {
  Feedback: schemaValidator(ajv, 'api/messages.json#/$defs/FeedbackRequest'),
  ContactUs: schemaValidator(ajv, 'api/messages.json#/$defs/ContactUsRequest'),
};

export interface MessagesApiOptions {
  /** The questions of the challenges in turn (the last one repeats). */
  questions?: string[];
  /** The challenge's answer when it fails. */
  challengeStatus?: number;
  /** The answer to a message (default: a success). */
  answer?: () => Response | Promise<Response>;
}

export interface SentMessage {
  path: 'Feedback' | 'ContactUs';
  body: Record<string, unknown>;
}

export function mockMessagesApi({
  questions = ['What is seven plus three?'],
  challengeStatus,
  answer,
}: MessagesApiOptions = {}) {
  const sent: SentMessage[] = [];
  const badRequests: string[] = [];
  let challenges = 0;
  const message = (path: SentMessage['path']) =>
    http.post(`/api/Messages/${path}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ path, body });
      if (!validate[path](body)) {
        badRequests.push(`${JSON.stringify(body)}:\n${describeErrors(validate[path])}`);
        return HttpResponse.json(
          { HasNoErrors: false, Errors: [{ ErrorMessage: 'BadRequest' }] },
          { status: 400 },
        );
      }
      return answer ? answer() : HttpResponse.json({ HasNoErrors: true, Errors: [] });
    });
  server.use(
    http.post('/api/Messages/Captcha', () => {
      if (challengeStatus)
        return HttpResponse.json(
          { HasNoErrors: false, Errors: [{ ErrorMessage: 'Error' }] },
          { status: challengeStatus },
        );
      const question = questions[Math.min(challenges, questions.length - 1)]!;
      challenges += 1;
      return HttpResponse.json({
        ChallengeId: `challenge-${challenges}-abcdefghijkl`,
        Question: question,
        ExpiresInSeconds: 600,
      });
    }),
    message('Feedback'),
    message('ContactUs'),
  );
  return { sent, badRequests, challenges: () => challenges };
}
