/** The studio's catalogue: the search box, the filters and the page of rows with Show more. */
import { screen, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { describe, expect, it } from 'vitest';
import { studioCatalogue } from '../../../../src/generated/studioCatalogue';
import { renderStudio, studioViolations } from './harness';

const TOTAL = studioCatalogue.rows.length;

/** Types a whole search at once (a paste): one filtering per search keeps the jsdom test quick. */
async function search(box: HTMLElement, text: string) {
  await userEvent.clear(box);
  await userEvent.click(box);
  await userEvent.paste(text);
}
const rowKeys = () =>
  within(screen.getByRole('region', { name: 'Catalogue' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the studio’s catalogue', { timeout: 30_000 }, () => {
  it('opens with focus on its heading and a first page of every key', async () => {
    renderStudio();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings studio' })).toHaveFocus();
    expect(screen.getByText(`${TOTAL} of ${TOTAL} keys`)).toHaveAttribute('role', 'status');
    expect(rowKeys()).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more' }));
    expect(rowKeys()).toHaveLength(100);
    expect(await studioViolations()).toEqual([]);
  });

  it('finds a key by its name, its default or its description, and says how many match', async () => {
    renderStudio();
    const box = screen.getByRole('searchbox', { name: 'Search keys, texts and descriptions' });
    await search(box, 'login.usernameLabel');
    expect(rowKeys()).toEqual(['login.usernameLabel']);
    expect(screen.getByText(`1 of ${TOTAL} keys`)).toBeInTheDocument();

    await search(box, 'username field label');
    expect(rowKeys()).toContain('login.usernameLabel');

    await search(box, 'no such words anywhere');
    expect(screen.getByText('No key matches the search.')).toBeInTheDocument();
  });

  it('shows a row’s default, current value, description and uses', async () => {
    renderStudio();
    await search(screen.getByRole('searchbox'), 'shell.institutionName');
    const row = screen.getByRole('heading', { level: 3, name: 'shell.institutionName' }).closest('li')!;
    expect(await within(row).findByText('Harbor Valley Credit Union')).toBeInTheDocument();
    expect(within(row).getByText('(from the running institution)')).toBeInTheDocument();
    expect(within(row).getByText('Screens:')).toBeInTheDocument();
  });

  it('filters by screen and by kind', async () => {
    renderStudio();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Colour');
    const colours = studioCatalogue.rows.filter((row) => row.kind === 'color').length;
    expect(screen.getByText(`${colours} of ${TOTAL} keys`)).toBeInTheDocument();
    expect(rowKeys().every((key) => key?.startsWith('theme.'))).toBe(true);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'All kinds');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Screen' }), 'optOut');
    const optOut = studioCatalogue.rows.filter((row) => row.screens.includes('optOut')).map((row) => row.key);
    expect(rowKeys()).toEqual(optOut);
  });
});
