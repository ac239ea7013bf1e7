/**
 * The messages calls as tests use them: a server with the demo institution, the built-in
 * challenge solved as a person would (the question's words read back into numbers), and the
 * bodies the portal's own builders make (src/domain/messages).
 */
import {
  buildContactUsRequest,
  buildFeedbackRequest,
  EMPTY_MESSAGE_FORM,
  type MessageForm,
  type Sender,
  type SurveyWording,
} from '../../src/domain/messages';
import { paymentServer, type PaymentServer } from './paymentsSupport';
import type { Answer } from './support';

export const INSTITUTION = 'service@harborvalley.example';
const WORDS =
  'zero,one,two,three,four,five,six,seven,eight,nine,ten,eleven,twelve,thirteen,fourteen,fifteen,sixteen,seventeen,eighteen,nineteen,twenty'.split(
    ',',
  );

export const SURVEY: SurveyWording = {
  answerQuestion: 'How was your experience?',
  reasonQuestion: 'What is the main reason?',
  answerLabels: { good: 'Good', couldBeBetter: 'Could Be Better' },
};

export const VISITOR: Sender = { name: 'Sam Rivera', email: 'sam@example.com', branch: '12', username: '' };
export const QUESTION: MessageForm = {
  ...EMPTY_MESSAGE_FORM,
  kind: 'question',
  subject: 'Rates',
  message: 'What is the rate?',
};
export const FEEDBACK: MessageForm = {
  ...EMPTY_MESSAGE_FORM,
  kind: 'feedback',
  answer: 'good',
  reason: 'Easy to use',
  message: 'Nice',
};
const CONTEXT = { userAgent: 'Test', returnUrl: 'http://127.0.0.1/#/home/messages' };

/** The sum a challenge's question asks for ("What is seven plus three?" is 10). */
export function solve(question: string): number {
  const match = /What is (\w+) plus (\w+)\?/.exec(question);
  if (!match) throw new Error(`not a question the test reads: ${question}`);
  return WORDS.indexOf(match[1]!) + WORDS.indexOf(match[2]!);
}

export function feedbackBody(captcha: string, form: MessageForm = FEEDBACK, sender: Sender = VISITOR) {
  return buildFeedbackRequest(form, sender, SURVEY, { ...CONTEXT, captcha });
}

export function questionBody(captcha: string, form: MessageForm = QUESTION, sender: Sender = VISITOR) {
  return buildContactUsRequest(form, sender, { ...CONTEXT, captcha });
}

export interface MessagesServer extends PaymentServer {
  /** A new built-in challenge's answer. */
  challenge: () => Promise<{ ChallengeId: string; Question: string }>;
  /** A response that passes: a new challenge with its right answer. */
  passing: () => Promise<string>;
  /** Sends a message signed out, or signed in as `user`. */
  send: (path: 'Feedback' | 'ContactUs', body: unknown, user?: string) => Promise<Answer>;
  rows: () => {
    kind: string;
    user_id: number | null;
    name: string;
    email: string;
    branch: string;
    request: string;
  }[];
}

export async function messagesServer(
  options: Parameters<typeof paymentServer>[0] = {},
): Promise<MessagesServer> {
  const server = await paymentServer(options);
  async function challenge() {
    const answer = await server.call('POST', 'Messages/Captcha', { body: {} });
    if (answer.status !== 200)
      throw new Error(`no challenge: ${answer.status} ${JSON.stringify(answer.json)}`);
    return answer.json as { ChallengeId: string; Question: string };
  }
  return {
    ...server,
    challenge,
    passing: async () => {
      const { ChallengeId, Question } = await challenge();
      return `${ChallengeId}:${solve(Question)}`;
    },
    send: (path, body, user) =>
      user
        ? server.as(user, 'POST', `Messages/${path}`, body)
        : server.call('POST', `Messages/${path}`, { body }),
    rows: () => server.deps.db.all('SELECT * FROM messages ORDER BY id'),
  };
}
