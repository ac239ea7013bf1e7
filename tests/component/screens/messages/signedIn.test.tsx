/**
 * The signed-in messages form (spec 03 §2.10): no name, e-mail or branch to enter, the
 * session's user named as the sender, and the session's name, e-mail, branch and username in
 * what is sent.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { violations } from '../../../support/axe';
import { mockMessagesApi } from '../../../support/messagesApi';
import { renderMessages, SESSION } from './harness';

async function shown(session = SESSION) {
  const mocked = mockMessagesApi();
  const view = renderMessages({ signedIn: true, session });
  await screen.findByText('What is seven plus three?');
  return { ...view, ...mocked };
}

describe('the signed-in messages form', () => {
  it('asks nothing of who sends, and names the session’s user; no logo or Back to Login', async () => {
    await shown();
    expect(screen.getByText('From Alex Morgan (alex.morgan@example.com)')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Branch Number' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Back to Login' })).toBeNull();
    expect(await violations('fragment')).toEqual([]);
  });

  it('names the user alone when no e-mail is on file', async () => {
    await shown({ ...SESSION, hasEmail: false, emailAddress: '' });
    expect(screen.getByText('From Alex Morgan')).toBeInTheDocument();
  });

  it('sends a Feedback from the session’s user', async () => {
    const { user, sent } = await shown();
    await user.click(screen.getByRole('radio', { name: 'Feedback' }));
    await user.click(screen.getByRole('radio', { name: 'Good' }));
    await user.click(screen.getByRole('radio', { name: 'Easy to use' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Thanks!');
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), '10');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Thank you for your feedback.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: 'Feedback',
        body: {
          FeedbackType: 'Feedback',
          SurveyQuestions: { 'How was your experience?': 'Good', 'What is the main reason?': 'Easy to use' },
          Message: 'Thanks!',
          ReturnURL: expect.any(String),
          ReCaptchaCode: 'challenge-1-abcdefghijkl:10',
          Alert: {
            Email: 'alex.morgan@example.com',
            PersonalName: 'Alex Morgan',
            ServicingBranch: 1,
            UserAgent: expect.any(String),
            Username: 'demo.borrower',
          },
        },
      },
    ]);
    expect(screen.getByRole('radio', { name: 'Feedback' })).not.toBeChecked();
  });
});
