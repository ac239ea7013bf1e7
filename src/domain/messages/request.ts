/**
 * The messages calls' bodies (spec 03 §3 Feedback/contact message, §7): a Feedback goes to
 * POST /api/Messages/Feedback (FeedbackType, SurveyQuestions, Message, ReturnURL,
 * ReCaptchaCode, Alert), a Question to POST /api/Messages/ContactUs (the full object). Built
 * from the form and the sender (the session signed in, the visitor's entries signed out) by
 * the portal; read back into the form's shape by the reference server, which holds it to the
 * same rules (form.ts). Pure; the shapes are schemas/api/messages.json's.
 */
import { EMPTY_MESSAGE_FORM, type MessageForm } from './form';
import { ANSWER_KEYS, FEEDBACK_ANSWERS, type FeedbackAnswer } from './reasons';

/** Who sends the message: spec 03 §3 Alert. */
export interface MessageAlert {
  Email: string;
  PersonalName: string;
  /** Spec 03 §3: the servicing branch as a number (0 when none was given). */
  ServicingBranch: number;
  UserAgent: string;
  /** The session's username; '' signed out. */
  Username: string;
}

export interface FeedbackRequest {
  FeedbackType: 'Feedback';
  /** Question text to answer: the answer's question and, when one was chosen, the reason's. */
  SurveyQuestions: Record<string, string>;
  Message: string;
  ReturnURL: string;
  ReCaptchaCode: string;
  Alert: MessageAlert;
}

export interface ContactUsRequest {
  Alert: MessageAlert;
  AnswerBad: string;
  AnswerGood: string;
  AnswerType: string;
  Email: string;
  FeedbackType: 'Question';
  Message: string;
  Name: string;
  ReCaptchaCode: string;
  ReturnURL: string;
  /** The branch number as entered (up to 4 digits), or the session's. */
  ServicingBranch: string;
  Subject: string;
  SurveyQuestions: Record<string, string>;
}

/** The sender: the session's user signed in, the visitor's entries signed out. */
export interface Sender {
  name: string;
  email: string;
  branch: string;
  /** '' signed out. */
  username: string;
}

/** The survey's wording (settings): the two questions and the answers' labels. */
export interface SurveyWording {
  answerQuestion: string;
  reasonQuestion: string;
  answerLabels: Readonly<Record<FeedbackAnswer, string>>;
}

/** The survey as the institution's settings word it: the portal asks it, the server reads it back. */
export function surveyWording(text: (key: string) => string): SurveyWording {
  return {
    answerQuestion: text('messages.answerLegend'),
    reasonQuestion: text('messages.reasonLegend'),
    answerLabels: { good: text(ANSWER_KEYS.good), couldBeBetter: text(ANSWER_KEYS.couldBeBetter) },
  };
}

/** What the page adds: the captcha's response, the browser and the page's address. */
export interface SendContext {
  captcha: string;
  userAgent: string;
  returnUrl: string;
}

/** Spec 03 §3: the branch as a number; anything but digits is 0. */
function branchNumber(branch: string): number {
  return /^\d{1,4}$/.test(branch.trim()) ? Number(branch.trim()) : 0;
}

function alertOf(sender: Sender, userAgent: string): MessageAlert {
  return {
    Email: sender.email.trim(),
    PersonalName: sender.name.trim(),
    ServicingBranch: branchNumber(sender.branch),
    UserAgent: userAgent,
    Username: sender.username,
  };
}

/** The signed-out visitor's entries as the sender. */
export function visitorOf(form: MessageForm): Sender {
  return { name: form.name.trim(), email: form.email.trim(), branch: form.branch.trim(), username: '' };
}

export function buildFeedbackRequest(
  form: MessageForm,
  sender: Sender,
  survey: SurveyWording,
  context: SendContext,
): FeedbackRequest {
  const questions: Record<string, string> = {};
  if (form.answer !== '') questions[survey.answerQuestion] = survey.answerLabels[form.answer];
  if (form.reason !== '') questions[survey.reasonQuestion] = form.reason;
  return {
    FeedbackType: 'Feedback',
    SurveyQuestions: questions,
    Message: form.message.trim(),
    ReturnURL: context.returnUrl,
    ReCaptchaCode: context.captcha,
    Alert: alertOf(sender, context.userAgent),
  };
}

export function buildContactUsRequest(
  form: MessageForm,
  sender: Sender,
  context: SendContext,
): ContactUsRequest {
  return {
    Alert: alertOf(sender, context.userAgent),
    AnswerBad: '',
    AnswerGood: '',
    AnswerType: '',
    Email: sender.email.trim(),
    FeedbackType: 'Question',
    Message: form.message.trim(),
    Name: sender.name.trim(),
    ReCaptchaCode: context.captcha,
    ReturnURL: context.returnUrl,
    ServicingBranch: sender.branch.trim(),
    Subject: form.subject.trim(),
    SurveyQuestions: {},
  };
}

/**
 * A Feedback request read back into the form (the server): the answer is the one whose label
 * the answer's question names ('' for none or an unknown label), the reason the reason
 * question's text; the sender's entries from the Alert.
 */
export function feedbackFormOf(request: FeedbackRequest, survey: SurveyWording): MessageForm {
  const label = request.SurveyQuestions[survey.answerQuestion];
  const answer = FEEDBACK_ANSWERS.find((candidate) => survey.answerLabels[candidate] === label) ?? '';
  return {
    ...EMPTY_MESSAGE_FORM,
    kind: 'feedback',
    answer,
    reason: request.SurveyQuestions[survey.reasonQuestion] ?? '',
    message: request.Message,
    name: request.Alert.PersonalName,
    email: request.Alert.Email,
    branch: request.Alert.ServicingBranch === 0 ? '' : String(request.Alert.ServicingBranch),
  };
}

/** The questions of a Feedback request that are neither the answer's nor the reason's (the server refuses them). */
export function unknownQuestions(request: FeedbackRequest, survey: SurveyWording): string[] {
  const known = [survey.answerQuestion, survey.reasonQuestion];
  return Object.keys(request.SurveyQuestions).filter((question) => !known.includes(question));
}

/** A ContactUs request read back into the form (the server). */
export function contactUsFormOf(request: ContactUsRequest): MessageForm {
  return {
    ...EMPTY_MESSAGE_FORM,
    kind: 'question',
    subject: request.Subject,
    message: request.Message,
    name: request.Name,
    email: request.Email,
    branch: request.ServicingBranch,
  };
}
