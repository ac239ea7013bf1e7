/**
 * The loan screen's Contact Info Change action link (spec 03 §2.3): shown with the institution
 * option ForceManualCifChanges, in the spec's place among the links, to myaccount/requestChange.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockLoanApi } from '../../../support/loanApi';
import { renderLoan } from '../loan/harness';

let badRequests: string[] = [];
afterEach(() => expect(badRequests).toEqual([]));

async function actions(options: Record<string, unknown>) {
  badRequests = mockLoanApi().badRequests;
  renderLoan({ options });
  await screen.findByRole('heading', { name: 'Loan Information' });
  const list = document.querySelector('.loan-actions') as HTMLElement;
  return [...list.querySelectorAll('a, button')].map((element) => element.textContent);
}

describe('the loan screen’s Contact Info Change link', () => {
  it('shows with manual CIF changes forced, after Get Payoff Quote, and opens the request form', async () => {
    expect(await actions({ ForceManualCifChanges: true, PayoffQuote: true })).toEqual([
      'Make A Payment',
      'Get Payoff Quote',
      'Contact Info Change',
      'Hide From Web',
    ]);
    expect(screen.getByRole('link', { name: 'Contact Info Change' })).toHaveAttribute(
      'href',
      '#/myaccount/requestChange',
    );
  });

  it('is not offered otherwise', async () => {
    expect(await actions({})).not.toContain('Contact Info Change');
  });
});
