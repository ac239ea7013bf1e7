/**
 * The messages form's rules (spec 03 §4, §5, §9): the type, the feedback's answer and reason,
 * the question's subject and message, the 300-character message, the signed-out identity
 * (branch at most 4 digits), and the settings key of every problem.
 */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_MESSAGE_FORM,
  messageProblems,
  problemKey,
  problemList,
  type MessageForm,
  type MessageRules,
} from '../../../../src/domain/messages';

const RULES: MessageRules = {
  askIdentity: false,
  offersFeedback: true,
  reasons: (answer) => (answer === 'good' ? ['Easy to use', 'Quick service'] : ['Too slow']),
};
const QUESTION: MessageForm = {
  ...EMPTY_MESSAGE_FORM,
  kind: 'question',
  subject: 'Rates',
  message: 'Hello?',
};
const FEEDBACK: MessageForm = { ...EMPTY_MESSAGE_FORM, kind: 'feedback', answer: 'good' };
const VISITOR = { name: 'Sam Rivera', email: 'sam@example.com', branch: '12' };

describe('messageProblems', () => {
  it.each<[string, MessageForm, Partial<MessageRules>, ReturnType<typeof messageProblems>]>([
    ['no type chosen', EMPTY_MESSAGE_FORM, {}, { kind: 'Required' }],
    ['a complete question', QUESTION, {}, {}],
    ['a question without subject or message', { ...QUESTION, subject: ' ', message: '' }, {},
      { subject: 'Required', message: 'Required' }],
    ['a question of 300 characters', { ...QUESTION, message: 'a'.repeat(300) }, {}, {}],
    ['a question of 301 characters', { ...QUESTION, message: 'a'.repeat(301) }, {}, { message: 'TooLong' }],
    ['a subject of 101 characters', { ...QUESTION, subject: 'a'.repeat(101) }, {}, { subject: 'TooLong' }],
    ['feedback with an answer only (reason and message optional)', FEEDBACK, {}, {}],
    ['feedback without an answer', { ...FEEDBACK, answer: '' }, {}, { answer: 'Required' }],
    ['feedback with a reason of its answer', { ...FEEDBACK, reason: 'Quick service' }, {}, {}],
    ['feedback with the other answer’s reason', { ...FEEDBACK, reason: 'Too slow' }, {}, { reason: 'ReasonUnknown' }],
    ['feedback with a reason nobody configured', { ...FEEDBACK, reason: '<b>' }, {}, { reason: 'ReasonUnknown' }],
    ['feedback with a message of 301', { ...FEEDBACK, message: 'a'.repeat(301) }, {}, { message: 'TooLong' }],
    ['feedback while the institution hides it', FEEDBACK, { offersFeedback: false }, { kind: 'NotOffered' }],
    ['signed out, the visitor’s entries', { ...QUESTION, ...VISITOR }, { askIdentity: true }, {}],
    ['signed out, no branch (optional)', { ...QUESTION, ...VISITOR, branch: '' }, { askIdentity: true }, {}],
    ['signed out, nothing entered', QUESTION, { askIdentity: true }, { name: 'Required', email: 'Required' }],
    ['signed out, a malformed e-mail', { ...QUESTION, ...VISITOR, email: 'sam@' }, { askIdentity: true },
      { email: 'EmailInvalid' }],
    ['signed out, a branch of 5 digits', { ...QUESTION, ...VISITOR, branch: '12345' }, { askIdentity: true },
      { branch: 'BranchInvalid' }],
    ['signed out, a branch with a letter', { ...QUESTION, ...VISITOR, branch: '12a' }, { askIdentity: true },
      { branch: 'BranchInvalid' }],
    ['signed out, a name of 101', { ...QUESTION, ...VISITOR, name: 'a'.repeat(101) }, { askIdentity: true },
      { name: 'TooLong' }],
    ['signed in, the identity is not asked', { ...QUESTION, email: 'nonsense' }, {}, {}],
  ])('%s', (_name, form, rules, expected) => {
    expect(messageProblems(form, { ...RULES, ...rules })).toEqual(expected);
  }); // prettier-ignore
});

describe('problemKey', () => {
  it.each([
    ['kind', 'Required', 'messages.typeRequired'],
    ['kind', 'NotOffered', 'messages.typeRequired'],
    ['answer', 'Required', 'messages.answerRequired'],
    ['reason', 'ReasonUnknown', 'messages.reasonRequired'],
    ['subject', 'Required', 'messages.subjectRequired'],
    ['message', 'Required', 'messages.messageRequired'],
    ['message', 'TooLong', 'messages.tooLong'],
    ['name', 'Required', 'messages.nameRequired'],
    ['email', 'Required', 'messages.emailRequired'],
    ['email', 'EmailInvalid', 'messages.emailInvalid'],
    ['branch', 'BranchInvalid', 'messages.branchInvalid'],
  ] as const)('%s %s: %s', (field, problem, key) => {
    expect(problemKey(field, problem)).toBe(key);
  });
});

describe('problemList', () => {
  it('names each problem as the server’s 400 does, in the form’s order', () => {
    expect(problemList({ message: 'Required', kind: 'Required', email: 'EmailInvalid' })).toEqual([
      'kind Required',
      'message Required',
      'email EmailInvalid',
    ]);
  });
});
