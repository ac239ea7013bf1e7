/**
 * The messages calls' bodies (spec 03 §3, §7): a Feedback's SurveyQuestions and Alert, a
 * Question's full object, signed in and signed out, and the server's reading back.
 */
import { describe, expect, it } from 'vitest';
import {
  buildContactUsRequest,
  buildFeedbackRequest,
  contactUsFormOf,
  EMPTY_MESSAGE_FORM,
  feedbackFormOf,
  surveyWording,
  unknownQuestions,
  visitorOf,
  type MessageForm,
  type Sender,
  type SurveyWording,
} from '../../../../src/domain/messages';

const SURVEY: SurveyWording = {
  answerQuestion: 'How was your experience?',
  reasonQuestion: 'What is the main reason?',
  answerLabels: { good: 'Good', couldBeBetter: 'Could Be Better' },
};
const CONTEXT = { captcha: 'token-1', userAgent: 'Chromium', returnUrl: 'http://127.0.0.1/#/home/messages' };
const SESSION: Sender = {
  name: 'Alex Morgan',
  email: 'alex@example.com',
  branch: '0001',
  username: 'demo.borrower',
};
const FEEDBACK: MessageForm = { ...EMPTY_MESSAGE_FORM, kind: 'feedback', answer: 'couldBeBetter', reason: 'Too slow',
  message: ' Faster please ' }; // prettier-ignore
const QUESTION: MessageForm = { ...EMPTY_MESSAGE_FORM, kind: 'question', subject: ' Rates ', message: 'What is it?',
  name: ' Sam Rivera ', email: 'sam@example.com ', branch: '12' }; // prettier-ignore

describe('buildFeedbackRequest', () => {
  it('names the answer and the reason by their questions, the sender in the Alert', () => {
    expect(buildFeedbackRequest(FEEDBACK, SESSION, SURVEY, CONTEXT)).toEqual({
      FeedbackType: 'Feedback',
      SurveyQuestions: { 'How was your experience?': 'Could Be Better', 'What is the main reason?': 'Too slow' },
      Message: 'Faster please',
      ReturnURL: CONTEXT.returnUrl,
      ReCaptchaCode: 'token-1',
      Alert: { Email: 'alex@example.com', PersonalName: 'Alex Morgan', ServicingBranch: 1, UserAgent: 'Chromium',
        Username: 'demo.borrower' },
    }); // prettier-ignore
  });

  it('leaves the reason’s question out when none was chosen', () => {
    const request = buildFeedbackRequest({ ...FEEDBACK, reason: '' }, SESSION, SURVEY, CONTEXT);
    expect(request.SurveyQuestions).toEqual({ 'How was your experience?': 'Could Be Better' });
  });

  it('reads back into the same form (the server)', () => {
    const request = buildFeedbackRequest(FEEDBACK, SESSION, SURVEY, CONTEXT);
    expect(feedbackFormOf(request, SURVEY)).toEqual({
      ...FEEDBACK,
      message: 'Faster please',
      name: 'Alex Morgan',
      email: 'alex@example.com',
      branch: '1',
    });
  });

  it('reads an unknown answer label as no answer, and names questions it does not know', () => {
    const request = buildFeedbackRequest(FEEDBACK, SESSION, SURVEY, CONTEXT);
    const odd = { ...request, SurveyQuestions: { 'How was your experience?': 'Meh', Other: 'x' } };
    expect(feedbackFormOf(odd, SURVEY).answer).toBe('');
    expect(unknownQuestions(odd, SURVEY)).toEqual(['Other']);
    expect(unknownQuestions(request, SURVEY)).toEqual([]);
  });
});

describe('buildContactUsRequest', () => {
  it('signed out: the visitor’s entries, trimmed, as Name, Email, ServicingBranch and the Alert', () => {
    expect(buildContactUsRequest(QUESTION, visitorOf(QUESTION), CONTEXT)).toEqual({
      Alert: { Email: 'sam@example.com', PersonalName: 'Sam Rivera', ServicingBranch: 12, UserAgent: 'Chromium',
        Username: '' },
      AnswerBad: '',
      AnswerGood: '',
      AnswerType: '',
      Email: 'sam@example.com',
      FeedbackType: 'Question',
      Message: 'What is it?',
      Name: 'Sam Rivera',
      ReCaptchaCode: 'token-1',
      ReturnURL: CONTEXT.returnUrl,
      ServicingBranch: '12',
      Subject: 'Rates',
      SurveyQuestions: {},
    }); // prettier-ignore
  });

  it('signed in: the session’s user', () => {
    const request = buildContactUsRequest(QUESTION, SESSION, CONTEXT);
    expect(request).toMatchObject({
      Name: 'Alex Morgan',
      Email: 'alex@example.com',
      ServicingBranch: '0001',
    });
    expect(request.Alert).toMatchObject({ Username: 'demo.borrower', ServicingBranch: 1 });
  });

  it('a branch that is not digits is 0 in the Alert', () => {
    expect(buildContactUsRequest(QUESTION, { ...SESSION, branch: 'x' }, CONTEXT).Alert.ServicingBranch).toBe(
      0,
    );
  });

  it('reads back into the form (the server)', () => {
    const request = buildContactUsRequest(QUESTION, visitorOf(QUESTION), CONTEXT);
    expect(contactUsFormOf(request)).toEqual({
      ...QUESTION,
      subject: 'Rates',
      name: 'Sam Rivera',
      email: 'sam@example.com',
    });
  });
});

describe('surveyWording', () => {
  it('reads the questions and the answers’ labels from the settings, as portal and server both do', () => {
    const texts: Record<string, string> = {
      'messages.answerLegend': 'How did we do?',
      'messages.reasonLegend': 'Why?',
      'messages.answerGood': 'Well',
      'messages.answerBad': 'Not well',
    };
    expect(surveyWording((key) => texts[key] ?? '')).toEqual({
      answerQuestion: 'How did we do?',
      reasonQuestion: 'Why?',
      answerLabels: { good: 'Well', couldBeBetter: 'Not well' },
    });
  });
});
