/**
 * The FAQ (spec 03 §2.11): sections General, Security, Account, Rates and Holidays (General
 * first) from a section navigation on wide screens, each question a disclosure that opens and
 * closes by keyboard; rich-text answers sanitised.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { describe, expect, it } from 'vitest';
import faq from '../../../../src/generated/screens/faq';
import { FaqBlock } from '../../../../src/screens/faq/FaqBlock';
import { violations } from '../../../support/axe';
import { renderScreen, type RenderScreenOptions } from '../../../support/engine';

function renderFaq(options: RenderScreenOptions = {}) {
  return renderScreen(faq, { ...options, blocks: { faq: FaqBlock } });
}

const nav = () => screen.getByRole('navigation', { name: 'FAQ sections' });
const navItems = () =>
  within(nav())
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('the FAQ on a wide screen', () => {
  it('shows General first, with the section navigation in the spec’s order', () => {
    renderFaq();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(navItems()).toEqual(['General', 'Security', 'Account', 'Rates', 'Holidays']);
    expect(within(nav()).getByRole('button', { name: 'General' })).toHaveAttribute('aria-current', 'true');
    const section = screen.getByRole('region', { name: 'General' });
    expect(within(section).getAllByRole('button', { expanded: false })).toHaveLength(4);
    expect(
      within(section).getByRole('button', { name: 'What can I do in the online portal?' }),
    ).toBeInTheDocument();
  });

  it('shows the chosen section and moves the focus to its heading', async () => {
    renderFaq();
    const user = userEvent.setup();
    await user.click(within(nav()).getByRole('button', { name: 'Holidays' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Holidays' });
    expect(heading).toHaveFocus();
    expect(within(nav()).getByRole('button', { name: 'Holidays' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav()).getByRole('button', { name: 'General' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('region', { name: 'General' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Are payments processed on holidays?' })).toBeInTheDocument();
  });

  it('opens and closes a question by keyboard', async () => {
    renderFaq();
    const user = userEvent.setup();
    const question = screen.getByRole('button', { name: 'Is there a fee to use the online portal?' });
    const answerId = question.getAttribute('aria-controls')!;
    expect(document.getElementById(answerId)).not.toBeVisible();
    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(answerId)).toBeVisible();
    expect(document.getElementById(answerId)).toHaveTextContent(/Signing in and using the portal is free/);
    await user.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(answerId)).not.toBeVisible();
  });

  it('sanitises an institution’s answer', async () => {
    renderFaq({
      layers: {
        shared: {
          faq: {
            general1Answer:
              '<p>Safe <strong>text</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
          },
        },
      },
    });
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'What can I do in the online portal?' }));
    const answer = document.getElementById('faq-answer-general1')!;
    expect(answer).toHaveTextContent('Safe text');
    expect(answer.querySelector('script')).toBeNull();
    expect(answer.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('passes axe with a question open', async () => {
    renderFaq();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Which browsers can I use?' }));
    expect(await violations('fragment')).toEqual([]);
  });
});
