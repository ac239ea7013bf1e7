/**
 * The messages form's Feedback and Questions (spec 03 §2.10, §3, §7): open only while the
 * institution shows the contact form, a Feedback only while it offers feedback; held to the
 * portal's own rules (src/domain/messages) with the reasons the institution configures; sent by
 * the session's user when signed in (whatever the body says) or by the visitor's entries;
 * recorded and e-mailed to the institution (InstitutionEmail; in the demo, the outbox), every
 * typed value a plain-text placeholder value, escaped in the HTML body.
 */
import {
  configuredReasons,
  type ContactUsRequest,
  type FeedbackRequest,
  messageProblems,
  problemList,
  visitorOf,
  type MessageForm,
  type MessageKind,
  type Sender,
} from '../../../src/domain/messages/index.ts';
import type { Deps, SessionUser } from '../../http/env.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { send } from '../outbox.ts';
import { personalName, userById } from '../users.ts';
import { messagesOpen, offersFeedback } from './rules.ts';

type MessageRequest = FeedbackRequest | ContactUsRequest;

export const MAIL_SUBJECTS: Readonly<Record<MessageKind, string>> = {
  feedback: 'Feedback from the portal',
  question: 'Question from the portal',
};

/** 403 while the contact form is hidden, or for a Feedback while feedback is. */
export function assertOffered(deps: Deps, kind: MessageKind | 'captcha') {
  if (!messagesOpen(deps)) throw forbidden('ContactUsOff', 'This institution does not take messages here.');
  if (kind === 'feedback' && !offersFeedback(deps))
    throw forbidden('FeedbackOff', 'This institution does not take feedback here.');
}

/** 400 naming each problem when the form's rules refuse the message (the caller decides the identity's). */
export function assertValid(deps: Deps, form: MessageForm, caller: SessionUser | null) {
  const problems = messageProblems(form, {
    askIdentity: caller === null,
    offersFeedback: offersFeedback(deps),
    reasons: (answer) => configuredReasons((key) => deps.institution.setting(key), answer),
  });
  const list = problemList(problems);
  if (list.length > 0) throw badRequest(`Invalid message: ${list.join(', ')}.`);
}

/** Who sends: the session's user from the database signed in, the form's entries signed out. */
export function senderOf({ db }: Deps, caller: SessionUser | null, form: MessageForm): Sender {
  if (caller === null) return visitorOf(form);
  const user = userById(db, caller.userId)!;
  return {
    name: personalName(user),
    email: user.email ?? '',
    branch: user.servicing_branch,
    username: user.username,
  };
}

function mailOf(kind: MessageKind, sender: Sender, form: MessageForm, request: MessageRequest) {
  const values: Record<string, string> = {
    name: sender.name,
    username: sender.username || 'none, signed out',
    email: sender.email || 'none on file',
    branch: sender.branch || 'none given',
    subject: form.subject.trim(),
  };
  const lines = [
    `{name} (username {username}, e-mail {email}, branch {branch}) sent a ${kind} from the portal.`,
  ];
  if (kind === 'question') lines.push('Subject: {subject}');
  Object.entries(request.SurveyQuestions).forEach(([question, answer], index) => {
    values[`question${index}`] = question;
    values[`answer${index}`] = answer;
    lines.push(`{question${index}} {answer${index}}`);
  });
  // A typed line break would be dropped from a value (mailBody.ts plainText): each line is its own.
  const message = form.message.trim();
  if (message === '') return { text: lines.join('\n'), values };
  message.split(/\r\n|\r|\n/).forEach((line, index) => {
    values[`message${index}`] = line;
    lines.push(index === 0 ? `Message: {message${index}}` : `{message${index}}`);
  });
  return { text: lines.join('\n'), values };
}

export interface Recorded {
  kind: MessageKind;
  sender: Sender;
  form: MessageForm;
  /** The request as recorded: rebuilt from the checked form for the recorded sender. */
  request: MessageRequest;
}

/** Records the message and e-mails it to the institution; run in one transaction. */
export function recordMessage(deps: Deps, caller: SessionUser | null, message: Recorded) {
  const { db, clock, institution, logger } = deps;
  const { kind, sender, form, request } = message;
  db.run(
    `INSERT INTO messages (kind, user_id, name, email, branch, request, sent_at)
     VALUES (:kind, :userId, :name, :email, :branch, :request, :now)`,
    {
      kind,
      userId: caller?.userId ?? null,
      name: sender.name,
      email: sender.email,
      branch: sender.branch,
      request: JSON.stringify(request),
      now: clock.now().toISOString(),
    },
  );
  const recipient = institution.option('InstitutionEmail');
  if (typeof recipient === 'string' && recipient !== '') {
    send(deps, {
      recipient,
      subject: MAIL_SUBJECTS[kind],
      ...mailOf(kind, sender, form, request),
      transactional: true,
    });
  } else {
    logger.log(`[mail] ${MAIL_SUBJECTS[kind]}: no InstitutionEmail, not sent`);
  }
}
