/**
 * The Feedback / Question choice and a Feedback's answers and reasons (spec 03 §2.10, §4): up
 * to five reasons per answer from settings, an empty one not offered, none at all no reason
 * group; another answer clears the reason; with HideFeedback only Question, chosen from the
 * start and after a send.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { violations } from '../../../support/axe';
import { mockMessagesApi } from '../../../support/messagesApi';
import { renderMessages } from './harness';

const radio = (name: string) => screen.getByRole('radio', { name });
const group = (name: string) => screen.getByRole('group', { name });
const choices = (name: string) =>
  within(group(name))
    .getAllByRole('radio')
    .map((item) => (item as HTMLInputElement).labels?.[0]?.textContent);

async function shown(options: Parameters<typeof renderMessages>[0] = {}) {
  mockMessagesApi();
  const view = renderMessages(options);
  await screen.findByText('What is seven plus three?');
  return view;
}

describe('a Feedback', () => {
  it('asks Good or Could Be Better, then the reasons of the answer chosen; another answer clears the reason', async () => {
    const { user } = await shown();
    await user.click(radio('Feedback'));
    expect(choices('How was your experience?')).toEqual(['Good', 'Could Be Better']);
    expect(screen.queryByRole('group', { name: 'What is the main reason?' })).toBeNull();
    await user.click(radio('Good'));
    expect(choices('What is the main reason?')).toEqual([
      'Easy to use',
      'Quick to find what I need',
      'Helpful information',
      'Fast payments',
    ]);
    await user.click(radio('Helpful information'));
    expect(radio('Helpful information')).toBeChecked();
    await user.click(radio('Could Be Better'));
    expect(choices('What is the main reason?')).toEqual([
      'Hard to find what I need',
      'Something did not work',
      'Too slow',
      'Missing information',
    ]);
    expect(within(group('What is the main reason?')).getAllByRole('radio').some((item) => (item as HTMLInputElement).checked)).toBe(false);
    // The message is optional for a Feedback.
    expect(screen.getByRole('textbox', { name: 'Message' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Message' })).not.toHaveAttribute('aria-required');
    expect(await violations('fragment')).toEqual([]);
  }); // prettier-ignore

  it('offers the reasons the institution configures, leaving out empty ones, and none when none are', async () => {
    const layers = {
      shared: {
        messages: {
          goodReason1: '',
          goodReason2: 'Clear statements',
          goodReason5: 'Friendly staff',
          betterReason1: '',
          betterReason2: '',
          betterReason3: ' ',
          betterReason4: '',
        },
      },
    };
    const { user } = await shown({ layers });
    await user.click(radio('Feedback'));
    await user.click(radio('Good'));
    expect(choices('What is the main reason?')).toEqual([
      'Clear statements',
      'Helpful information',
      'Fast payments',
      'Friendly staff',
    ]);
    await user.click(radio('Could Be Better'));
    expect(screen.queryByRole('group', { name: 'What is the main reason?' })).toBeNull();
  });

  it('needs an answer: Send shows its message and focuses Good', async () => {
    const { user } = await shown();
    await user.click(radio('Feedback'));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(screen.getByText('Choose Good or Could Be Better.')).toBeInTheDocument();
  });

  it('keeps the message typed when the type changes', async () => {
    const { user } = await shown();
    await user.click(radio('Question'));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(radio('Feedback'));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull();
  });
});

describe('with HideFeedback', () => {
  it('offers only Question: no choice to make, Send enabled, the question’s fields shown', async () => {
    await shown({ options: { HideFeedback: true } });
    expect(screen.queryByRole('radio', { name: 'Feedback' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'What would you like to send?' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
