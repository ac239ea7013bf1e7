/**
 * The signed-out messages form (spec 03 §2.1, §2.10, §4, §5, §8): the logo and Back to Login,
 * the visitor's name, e-mail and branch, the Feedback / Question choice with Send Message
 * disabled until one is chosen, each field's message, the built-in captcha ("Must Complete
 * Captcha" when not answered, a new question on request and after each send), the request
 * sent, the form reset with the success message of the type sent, the configured error and
 * "Cannot connect to the service", and axe.
 */
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { violations } from '../../../support/axe';
import { mockMessagesApi, type MessagesApiOptions } from '../../../support/messagesApi';
import { renderMessages } from './harness';

let badRequests: string[] = [];
afterEach(() => expect(badRequests).toEqual([]));

function api(options: MessagesApiOptions = {}) {
  const mocked = mockMessagesApi(options);
  badRequests = mocked.badRequests;
  return mocked;
}

const send = () => screen.getByRole('button', { name: 'Send Message' });
const field = (name: string) => screen.getByRole('textbox', { name });
const radio = (name: string) => screen.getByRole('radio', { name });

async function shown() {
  const view = renderMessages();
  await screen.findByText('What is seven plus three?');
  return view;
}

async function fillQuestion(user: ReturnType<typeof renderMessages>['user']) {
  await user.type(field('Name'), 'Sam Rivera');
  await user.type(field('E-mail'), 'sam@example.com');
  await user.type(field('Branch Number'), '12');
  await user.click(radio('Question'));
  await user.type(field('Subject'), 'Rates');
  await user.type(field('Message'), 'What is the rate?');
  await user.type(field('Your answer'), '10');
}

describe('the signed-out messages form', () => {
  it('shows the logo, Back to Login, the visitor’s fields and the type choice; Send waits for a type', async () => {
    api();
    const { user } = renderMessages({
      layers: { shared: { shell: { logo: 'logo.svg', institutionName: 'Demo Bank' } } },
    });
    await screen.findByText('What is seven plus three?');
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Demo Bank' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '#/home/login');
    expect(field('Name')).toHaveAttribute('maxLength', '100');
    expect(field('E-mail')).toHaveAttribute('maxLength', '100');
    expect(field('Branch Number')).toHaveAttribute('maxLength', '4');
    expect(screen.getByRole('group', { name: 'What would you like to send?' })).toBeInTheDocument();
    expect(radio('Feedback')).not.toBeChecked();
    expect(radio('Question')).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(send()).toBeDisabled();
    await user.click(radio('Question'));
    expect(send()).toBeEnabled();
    expect(field('Subject')).toHaveAttribute('maxLength', '100');
    expect(field('Message')).toHaveAttribute('maxLength', '300');
    expect(await violations('fragment')).toEqual([]);
  });

  it('shows each message on Send and moves focus to the first field with one', async () => {
    const { sent } = api();
    const { user } = await shown();
    await user.click(radio('Question'));
    await user.type(field('Branch Number'), '12a');
    await user.click(send());
    expect(field('Name')).toHaveFocus();
    expect(field('Name')).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('The branch number is up to 4 digits.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
    expect(screen.getByText('Must Complete Captcha')).toBeInTheDocument();
    await user.type(field('E-mail'), 'sam@');
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(await violations('fragment')).toEqual([]);
  });

  it('says Must Complete Captcha and focuses the answer when only the captcha is missing', async () => {
    const { sent } = api();
    const { user } = await shown();
    await fillQuestion(user);
    await user.clear(field('Your answer'));
    await user.click(send());
    expect(field('Your answer')).toHaveFocus();
    expect(field('Your answer')).toHaveAccessibleDescription(
      /What is seven plus three\?.*Must Complete Captcha/,
    );
    expect(field('Your answer')).toHaveAttribute('aria-invalid', 'true');
    await user.type(field('Your answer'), 'ten');
    expect(screen.queryByText('Must Complete Captcha')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('sends a Question with the visitor’s entries and the captcha, then resets with its success message', async () => {
    const mocked = api({ questions: ['What is seven plus three?', 'What is two plus two?'] });
    const { user } = await shown();
    await fillQuestion(user);
    await user.click(send());
    const success = await screen.findByText('Thank you. Your question was sent; we will answer soon.');
    await waitFor(() => expect(success).toHaveFocus());
    expect(mocked.sent).toHaveLength(1);
    expect(mocked.sent[0]).toMatchObject({
      path: 'ContactUs',
      body: {
        FeedbackType: 'Question',
        Name: 'Sam Rivera',
        Email: 'sam@example.com',
        ServicingBranch: '12',
        Subject: 'Rates',
        Message: 'What is the rate?',
        ReCaptchaCode: 'challenge-1-abcdefghijkl:10',
        Alert: { PersonalName: 'Sam Rivera', Email: 'sam@example.com', ServicingBranch: 12, Username: '' },
      },
    });
    // Reset: the entries gone, the type cleared, a new question.
    expect(field('Name')).toHaveValue('');
    expect(radio('Question')).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull();
    expect(send()).toBeDisabled();
    expect(await screen.findByText('What is two plus two?')).toBeInTheDocument();
    expect(field('Your answer')).toHaveValue('');
    expect(await violations('fragment')).toEqual([]);
  });

  it('sends a Feedback with its answer and reason, then shows the feedback’s success message', async () => {
    const mocked = api();
    const { user } = await shown();
    await user.type(field('Name'), 'Sam Rivera');
    await user.type(field('E-mail'), 'sam@example.com');
    await user.click(radio('Feedback'));
    expect(send()).toBeEnabled();
    await user.click(radio('Could Be Better'));
    await user.click(radio('Too slow'));
    await user.type(field('Your answer'), '10');
    await user.click(send());
    expect(await screen.findByText('Thank you for your feedback.')).toBeInTheDocument();
    expect(mocked.sent[0]).toMatchObject({
      path: 'Feedback',
      body: {
        FeedbackType: 'Feedback',
        SurveyQuestions: {
          'How was your experience?': 'Could Be Better',
          'What is the main reason?': 'Too slow',
        },
        Message: '',
        Alert: { PersonalName: 'Sam Rivera', Email: 'sam@example.com', ServicingBranch: 0 },
      },
    });
  });

  it('keeps the entries and shows the configured error when the message is refused', async () => {
    api({ answer: () => HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: 'ServerError' }] }, { status: 500 }) });
    const { user } = await shown();
    await fillQuestion(user);
    await user.click(send());
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Oops...it looks like something went wrong.');
    await waitFor(() => expect(error).toHaveFocus());
    expect(field('Subject')).toHaveValue('Rates');
    expect(field('Message')).toHaveValue('What is the rate?');
    expect(radio('Question')).toBeChecked();
  }); // prettier-ignore

  it('says "Cannot connect to the service" when the call does not reach the server', async () => {
    api({ answer: () => HttpResponse.error() });
    const { user } = await shown();
    await fillQuestion(user);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot connect to the service');
    expect(field('Name')).toHaveValue('Sam Rivera');
  });

  it('shows the captcha’s own message and a new question when the server does not pass it', async () => {
    const mocked = api({
      questions: ['What is seven plus three?', 'What is one plus one?'],
      answer: () => HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: 'CaptchaFailed' }] }, { status: 400 }),
    });
    const { user } = await shown();
    await fillQuestion(user);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('The security check was not passed. Please try again.');
    expect(await screen.findByText('What is one plus one?')).toBeInTheDocument();
    expect(mocked.challenges()).toBe(2);
    expect(field('Subject')).toHaveValue('Rates');
  }); // prettier-ignore

  it('asks a new question on New question, by keyboard', async () => {
    const mocked = api({ questions: ['What is seven plus three?', 'What is four plus five?'] });
    const { user } = await shown();
    await user.type(field('Your answer'), '9');
    screen.getByRole('button', { name: 'New question' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('What is four plus five?')).toBeInTheDocument();
    expect(field('Your answer')).toHaveValue('');
    expect(mocked.challenges()).toBe(2);
  });

  it('says when the question cannot be loaded', async () => {
    api({ challengeStatus: 500 });
    renderMessages();
    expect(
      await screen.findByText('The security check could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(field('Your answer')).toBeDisabled());
  });
});
