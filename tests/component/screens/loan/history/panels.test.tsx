/**
 * The account history on a narrow screen (prop panels, device.compact in the definition):
 * expansion panels instead of the table, sorted by a row of buttons as the table's headers
 * sort it (first press descending).
 */
import { screen, waitFor, within as inside } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { violations } from '../../../../support/axe';
import { answer, renderHistory } from './harness';

const summaries = () =>
  [...document.querySelectorAll('.history-panel__summary')].map((summary) =>
    [...summary.children].map((part) => part.textContent),
  );

async function ninetyDays() {
  const user = userEvent.setup();
  await screen.findByRole('list', { name: 'Account History' });
  await user.click(screen.getByRole('radio', { name: '90 Days' }));
  await waitFor(() => expect(summaries()).toHaveLength(4));
  return user;
}

describe('Account History panels (narrow screens)', () => {
  it('shows one closed panel per transaction with its date, description and total, and no table', async () => {
    answer();
    renderHistory({ props: { panels: true } });
    await ninetyDays();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(summaries()).toEqual([
      ['11/05/2026', 'Payment', '$250.00'],
      ['10/20/2026', 'Late Fee', '$25.00'],
      ['10/05/2026', 'Payment', '$250.00'],
      ['09/05/2026', 'Payment', '$250.00'],
    ]);
    expect([...document.querySelectorAll('details')].every((panel) => !panel.open)).toBe(true);
  });

  it('opens a panel to every shown column', async () => {
    answer();
    renderHistory({ props: { panels: true } });
    const user = await ninetyDays();
    const [, lateFee] = [...document.querySelectorAll('summary')] as HTMLElement[];
    // A summary opens its panel with Enter or Space in a browser; jsdom acts on clicks only.
    await user.click(lateFee!);
    const panel = lateFee!.closest('details')!;
    expect(panel.open).toBe(true);
    const terms = [...panel.querySelectorAll('dt')].map((term) => term.textContent);
    const values = [...panel.querySelectorAll('dd')].map((value) => value.textContent);
    expect(terms).toEqual([
      'Date',
      'Description',
      'Principal',
      'Interest',
      'Other',
      'Total',
      'Principal Balance',
      'Time',
    ]);
    expect(values).toEqual([
      '10/20/2026',
      'Late Fee',
      '$0.00',
      '$0.00',
      '$25.00',
      '$25.00',
      '$8,000.00',
      '17:00:00',
    ]);
  });

  it('sorts by a column descending on the first press, ascending on the second', async () => {
    answer();
    renderHistory({ props: { panels: true } });
    const user = await ninetyDays();
    const sortBy = screen.getByRole('group', { name: 'Sort by' });
    const total = inside(sortBy).getByRole('button', { name: 'Total' });
    await user.click(total);
    expect(inside(sortBy).getByRole('button', { name: 'Total (sorted descending)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(summaries().map((parts) => parts[2])).toEqual(['$250.00', '$250.00', '$250.00', '$25.00']);
    await user.click(total);
    expect(total).toHaveAccessibleName('Total (sorted ascending)');
    expect(summaries().map((parts) => parts[2])).toEqual(['$25.00', '$250.00', '$250.00', '$250.00']);
    await user.click(inside(sortBy).getByRole('button', { name: 'Date' }));
    expect(total).toHaveAttribute('aria-pressed', 'false');
    expect(summaries().map((parts) => parts[0])).toEqual([
      '11/05/2026',
      '10/20/2026',
      '10/05/2026',
      '09/05/2026',
    ]);
  });

  it('summarises with the shown columns only', async () => {
    answer();
    renderHistory({ props: { panels: true, columns: ['date', 'principal', 'time'] } });
    await ninetyDays();
    expect(summaries()[0]).toEqual(['11/05/2026']);
    expect(inside(screen.getByRole('group', { name: 'Sort by' })).getAllByRole('button')).toHaveLength(3);
  });

  it('has no axe violations, closed and open', async () => {
    answer();
    renderHistory({ props: { panels: true } });
    const user = await ninetyDays();
    expect(await violations('fragment')).toEqual([]);
    await user.click(document.querySelector('summary')!);
    expect(await violations('fragment')).toEqual([]);
  });
});
