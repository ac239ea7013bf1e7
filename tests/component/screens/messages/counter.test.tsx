/**
 * The message box's characters-left counter (spec 03 §2.10, §5, §9): 300 minus the length, the
 * box stopping at 300, the warning style under 100 and over 50 left, the error style at 50 or
 * fewer; the box is described by the count, and a polite live region says it only when it
 * crosses 100, 50 and 0, not on every keystroke.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockMessagesApi } from '../../../support/messagesApi';
import { renderMessages } from './harness';

const box = () => screen.getByRole('textbox', { name: 'Message' });
const counter = () => document.getElementById(`${box().id}__counter`)!;
const announced = () => screen.getByTestId('counter-announcement');

/** Types a message of `length` characters at once, as a paste would. */
function typeLength(length: number) {
  fireEvent.change(box(), { target: { value: 'a'.repeat(length) } });
}

async function shown() {
  mockMessagesApi();
  const view = renderMessages({ options: { HideFeedback: true } });
  await screen.findByText('What is seven plus three?');
  return view;
}

describe('the characters-left counter', () => {
  it('starts at 300, describes the box and stops it at 300', async () => {
    await shown();
    expect(counter()).toHaveTextContent('300 characters left');
    expect(box()).toHaveAccessibleDescription(/300 characters left/);
    expect(box()).toHaveAttribute('maxLength', '300');
    expect(announced()).toHaveTextContent('');
  });

  it.each<[number, string, string]>([
    [1, '299 characters left', 'normal'],
    [200, '100 characters left', 'normal'],
    [201, '99 characters left', 'warning'],
    [240, '60 characters left', 'warning'],
    [249, '51 characters left', 'warning'],
    [250, '50 characters left', 'error'],
    [260, '40 characters left', 'error'],
    [300, '0 characters left', 'error'],
  ])('at %i characters: "%s", %s style', async (length, text, level) => {
    await shown();
    typeLength(length);
    expect(counter()).toHaveTextContent(text);
    expect(counter()).toHaveClass(`message-counter--${level}`);
  });

  it('is announced when it crosses 100, 50 and 0 (either way), not on every keystroke', async () => {
    const { user } = await shown();
    await user.type(box(), 'abc');
    expect(announced()).toHaveTextContent('');
    typeLength(150);
    expect(announced()).toHaveTextContent('');
    typeLength(201);
    expect(announced()).toHaveTextContent('99 characters left');
    typeLength(230);
    expect(announced()).toHaveTextContent('99 characters left');
    typeLength(250);
    expect(announced()).toHaveTextContent('50 characters left');
    typeLength(300);
    expect(announced()).toHaveTextContent('0 characters left');
    typeLength(240);
    expect(announced()).toHaveTextContent('60 characters left');
    expect(announced()).toHaveAttribute('aria-live', 'polite');
  });
});
