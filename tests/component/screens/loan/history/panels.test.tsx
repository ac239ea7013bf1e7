/**
 * The account history on a narrow screen (prop panels, device.compact in the definition):
 * expansion panels instead of the table, sorted by the lists' Sort by control as the table's
 * headers sort it (a new column descending first).
 */
import { screen, waitFor, within as inside } from '@testing-library/react';
import userEvent from '../../../../support/userEvent';
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

  it('sorts by the Sort by control: a new column descending first, the direction button flips it', async () => {
    answer();
    renderHistory({ props: { panels: true } });
    const user = await ninetyDays();
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    const direction = screen.getByRole('button', { description: 'Sort direction' });
    expect(direction).toBeDisabled();
    await user.selectOptions(sortBy, 'Total');
    expect(direction).toHaveAccessibleName('Descending');
    expect(summaries().map((parts) => parts[2])).toEqual(['$250.00', '$250.00', '$250.00', '$25.00']);
    await user.click(direction);
    expect(direction).toHaveAccessibleName('Ascending');
    expect(screen.getByText('Sorted by Total, Ascending')).toBeInTheDocument();
    expect(summaries().map((parts) => parts[2])).toEqual(['$25.00', '$250.00', '$250.00', '$250.00']);
    await user.selectOptions(sortBy, 'Date');
    expect(direction).toHaveAccessibleName('Descending');
    expect(summaries().map((parts) => parts[0])).toEqual([
      '11/05/2026',
      '10/20/2026',
      '10/05/2026',
      '09/05/2026',
    ]);
    await user.selectOptions(sortBy, 'Default order');
    expect(direction).toBeDisabled();
  });

  it('summarises with the shown columns only, and sorts by those', async () => {
    answer();
    renderHistory({ props: { panels: true, columns: ['date', 'principal', 'time'] } });
    await ninetyDays();
    expect(summaries()[0]).toEqual(['11/05/2026']);
    const options = inside(screen.getByRole('combobox', { name: 'Sort by' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Default order',
      'Date',
      'Principal',
      'Time',
    ]);
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
