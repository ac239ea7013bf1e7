/**
 * The messages form's rules (spec 03 §2.10, §4, §5, §9): a type must be chosen (Feedback only
 * while the institution offers it); Feedback needs its answer, takes one of that answer's
 * configured reasons and an optional message; a Question needs its subject and message; the
 * message is at most 300 characters. Signed out, the visitor's name and e-mail are required and
 * the branch number is at most 4 digits. Pure: the portal's form shows these problems and the
 * reference server (POST /api/Messages/Feedback and ContactUs) refuses a message that has any.
 */
import { emailProblem } from '../profile/userInfo';
import { MESSAGE_MAX_LENGTH } from './counter';
import { isFeedbackAnswer, type FeedbackAnswer } from './reasons';

export type MessageKind = 'feedback' | 'question';

export interface MessageForm {
  kind: MessageKind | '';
  answer: FeedbackAnswer | '';
  /** The reason chosen (its text, as configured), or ''. */
  reason: string;
  subject: string;
  message: string;
  /** The visitor's own (signed out); unused signed in, where the session says who sends. */
  name: string;
  email: string;
  branch: string;
}

export const EMPTY_MESSAGE_FORM: MessageForm = {
  kind: '',
  answer: '',
  reason: '',
  subject: '',
  message: '',
  name: '',
  email: '',
  branch: '',
};

/** Field limits (spec 03 §9 message 300 and branch 4; the others are ours, the e-mail as the profile's). */
export const MESSAGE_LIMITS = {
  name: 100,
  email: 100,
  branch: 4,
  subject: 100,
  message: MESSAGE_MAX_LENGTH,
} as const;

export type MessageField = keyof MessageForm;

/** What is wrong with a field; the server's 400 names these too. */
export type MessageProblem =
  'Required' | 'TooLong' | 'EmailInvalid' | 'BranchInvalid' | 'NotOffered' | 'ReasonUnknown';

export type MessageProblems = Partial<Record<MessageField, MessageProblem>>;

/** What the rules depend on besides the form: the screen's variant and the institution. */
export interface MessageRules {
  /** Signed out: the visitor enters a name, an e-mail and a branch number. */
  askIdentity: boolean;
  /** The institution offers Feedback (option HideFeedback off). */
  offersFeedback: boolean;
  /** The reasons offered for an answer (reasons.ts configuredReasons). */
  reasons: (answer: FeedbackAnswer) => readonly string[];
}

const BRANCH = /^\d{0,4}$/;

function textProblem(text: string, max: number, required: boolean): MessageProblem | undefined {
  if (required && text.trim() === '') return 'Required';
  return text.length > max ? 'TooLong' : undefined;
}

function identityProblems(form: MessageForm): MessageProblems {
  const email = emailProblem(form.email);
  return {
    name: textProblem(form.name, MESSAGE_LIMITS.name, true),
    email: email === 'required' ? 'Required' : email === 'tooLong' ? 'TooLong' : email && 'EmailInvalid',
    branch: BRANCH.test(form.branch.trim()) ? undefined : 'BranchInvalid',
  };
}

function feedbackProblems(form: MessageForm, rules: MessageRules): MessageProblems {
  const reasonKnown =
    form.reason === '' || (isFeedbackAnswer(form.answer) && rules.reasons(form.answer).includes(form.reason));
  return {
    kind: rules.offersFeedback ? undefined : 'NotOffered',
    answer: isFeedbackAnswer(form.answer) ? undefined : 'Required',
    reason: reasonKnown ? undefined : 'ReasonUnknown',
    message: textProblem(form.message, MESSAGE_LIMITS.message, false),
  };
}

function questionProblems(form: MessageForm): MessageProblems {
  return {
    subject: textProblem(form.subject, MESSAGE_LIMITS.subject, true),
    message: textProblem(form.message, MESSAGE_LIMITS.message, true),
  };
}

/** Each field's problem; a field without one is absent. */
export function messageProblems(form: MessageForm, rules: MessageRules): MessageProblems {
  const parts: MessageProblems = {
    ...(rules.askIdentity ? identityProblems(form) : {}),
    ...(form.kind === 'feedback' ? feedbackProblems(form, rules) : {}),
    ...(form.kind === 'question' ? questionProblems(form) : {}),
    ...(form.kind === '' ? { kind: 'Required' as const } : {}),
  };
  return Object.fromEntries(
    Object.entries(parts).filter(([, problem]) => problem !== undefined),
  ) as MessageProblems;
}

/** The settings key of each field's message for a problem (group messages). */
export function problemKey(field: MessageField, problem: MessageProblem): string {
  if (problem === 'TooLong') return 'messages.tooLong';
  if (problem === 'EmailInvalid') return 'messages.emailInvalid';
  if (problem === 'BranchInvalid') return 'messages.branchInvalid';
  if (problem === 'ReasonUnknown') return 'messages.reasonRequired';
  if (problem === 'NotOffered' || field === 'kind') return 'messages.typeRequired';
  return `messages.${field}Required`;
}

/** The problems as the server's 400 names them: "field Problem", in the form's order. */
export function problemList(problems: MessageProblems): string[] {
  return (Object.keys(EMPTY_MESSAGE_FORM) as MessageField[])
    .filter((field) => problems[field] !== undefined)
    .map((field) => `${field} ${problems[field]!}`);
}
