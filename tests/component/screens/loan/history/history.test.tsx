import { screen, waitFor, within as inside } from '@testing-library/react';
import userEvent from '../../../../support/userEvent';
import { delay, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../../../../src/api/errors';
import { bodyRows, expectSort, headers } from '../../dashboard/harness';
import { violations } from '../../../../support/axe';
import { ACCOUNT, answer, demoHistory, renderHistory, within } from './harness';

const HEADERS = [
  'Date',
  'Description',
  'Principal',
  'Interest',
  'Other',
  'Total',
  'Principal Balance',
  'Time',
];

const table = () => screen.findByRole('table', { name: 'Account History' });
const dates = async () => bodyRows(await table()).map((row) => row[0]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Account History: windows', () => {
  it('shows the last 30 days first, every column of the spec, dates MM/dd/yyyy and money en-US', async () => {
    const calls = answer();
    renderHistory();
    const shown = await table();
    expect(headers(shown)).toEqual(HEADERS);
    expect(bodyRows(shown)).toEqual([
      ['11/05/2026', 'Payment', '$210.00', '$40.00', '$0.00', '$250.00', '$8,210.00', '09:15:00'],
    ]);
    expect(calls.history).toEqual([{ accountNumber: ACCOUNT, days: '30', downloadCSV: 'false' }]);
    expect(screen.getByRole('radio', { name: '30 Days' })).toBeChecked();
  });

  it.each<[string, string, number]>([
    ['60 Days', '60', 3],
    ['90 Days', '90', 4],
    ['All', '400', 13],
  ])('%s asks %s days and lists their rows', async (choice, days, count) => {
    const calls = answer();
    renderHistory();
    await table();
    await userEvent.setup().click(screen.getByRole('radio', { name: choice }));
    await waitFor(async () => expect(await dates()).toHaveLength(count));
    expect(calls.history.at(-1)).toEqual({ accountNumber: ACCOUNT, days, downloadCSV: 'false' });
    expect(await dates()).toEqual(
      within(demoHistory(), Number(days)).map((entry) => {
        const [year, month, day] = entry.TransactionDate.split('-');
        return `${month}/${day}/${year}`;
      }),
    );
  });

  it('moves between the windows with the arrow keys', async () => {
    const calls = answer();
    renderHistory();
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '30 Days' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '60 Days' })).toBeChecked();
    await waitFor(() => expect(calls.history.at(-1)?.days).toBe('60'));
  });

  it('offers All only when the loan says how long it has been open', async () => {
    answer();
    renderHistory({ props: { daysSinceOpened: undefined } });
    const group = screen.getByRole('group', { name: 'Days to display' });
    expect(
      inside(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['30', '60', '90']);
    await table();
  });
});

describe('Account History: sorting', () => {
  it('sorts a column descending on the first click and ascending on the second', async () => {
    answer();
    renderHistory({ props: { daysSinceOpened: 400 } });
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '90 Days' }));
    await waitFor(async () => expect(await dates()).toHaveLength(4));
    const shown = await table();
    await user.click(inside(shown).getByRole('button', { name: 'Total' }));
    expectSort(shown, 'Total', 'descending');
    expect(bodyRows(shown).map((row) => row[5])).toEqual(['$250.00', '$250.00', '$250.00', '$25.00']);
    await user.click(inside(shown).getByRole('button', { name: 'Total' }));
    expectSort(shown, 'Total', 'ascending');
    expect(bodyRows(shown).map((row) => row[5])).toEqual(['$25.00', '$250.00', '$250.00', '$250.00']);
    await user.click(inside(shown).getByRole('button', { name: 'Date' }));
    expectSort(shown, 'Total', null);
    expectSort(shown, 'Date', 'descending');
    expect(await dates()).toEqual(['11/05/2026', '10/20/2026', '10/05/2026', '09/05/2026']);
    await user.click(inside(shown).getByRole('button', { name: 'Time' }));
    expect(bodyRows(shown).map((row) => row[7])).toEqual(['17:00:00', '11:15:00', '10:15:00', '09:15:00']);
  });
});

describe('Account History: columns hidden by settings', () => {
  it('shows only the columns the definition asks for, in the spec order', async () => {
    answer();
    renderHistory({ props: { columns: ['total', 'date', 'description'] } });
    const shown = await table();
    expect(headers(shown)).toEqual(['Date', 'Description', 'Total']);
    expect(bodyRows(shown)).toEqual([['11/05/2026', 'Payment', '$250.00']]);
  });
});

describe('Account History: states', () => {
  it('shows a spinner while the history loads', async () => {
    answer({
      history: async () => {
        await delay(200);
        return HttpResponse.json({ HasNoErrors: true, Errors: [], List: [] });
      },
    });
    renderHistory();
    expect(screen.getByRole('status')).toHaveTextContent('Loading account history…');
    expect(await screen.findByText('No account history found.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when the window has no history, without downloads', async () => {
    answer({ entries: [] });
    renderHistory();
    expect(await screen.findByText('No account history found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it.each<[string, () => Response, string]>([
    [
      'a server error',
      () => HttpResponse.json({}, { status: 500 }),
      'An error occurred trying to retrieve the account history.',
    ],
    [
      'a network failure',
      () => HttpResponse.error(),
      'An error occurred trying to retrieve the account history.',
    ],
    [
      'a malformed answer',
      () => HttpResponse.json({ HasNoErrors: true, Errors: [], List: [{ TransactionDate: 5 }] }),
      'An error occurred trying to retrieve the account history.',
    ],
    [
      'a refusal',
      () => HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Nope' }], List: [] }),
      'An error occurred trying to retrieve the account history.',
    ],
    [
      'another user’s account (403)',
      () =>
        HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Forbidden' }] }, { status: 403 }),
      'Unable to get account history due to security reasons.',
    ],
  ])('says so on %s', async (_label, history, message) => {
    answer({ history });
    renderHistory();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lets an Unauthorized answer reach SWR’s onError, which logs out', async () => {
    answer({ history: () => HttpResponse.json({}, { status: 401 }) });
    const { onError } = renderHistory();
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect((onError.mock.calls[0]![0] as ApiError).problem.kind).toBe('unauthorized');
  });

  it('reads its texts from the settings', async () => {
    answer({ entries: [] });
    renderHistory({
      layers: {
        english: {
          accountHistory: {
            heading: 'Transactions',
            empty: 'Nothing yet.',
            window30: 'Month',
            columnDate: 'When',
          },
        },
      },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Transactions' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Month' })).toBeChecked();
    expect(await screen.findByText('Nothing yet.')).toBeInTheDocument();
  });
});

describe('Account History: CSV and PDF downloads', () => {
  it('asks a token of the shown window and type, then opens the download in a new window', async () => {
    const calls = answer();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderHistory();
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download CSV (opens in a new window)' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(calls.tokens).toEqual([{ AccountNumber: ACCOUNT, DaysOfHistory: 30, DownloadType: 0 }]);
    expect(open).toHaveBeenLastCalledWith(
      '/api/AccountHistory/DownloadAccountHistory?token=tok-1',
      '_blank',
      'noopener',
    );

    await user.click(screen.getByRole('radio', { name: '90 Days' }));
    await waitFor(async () => expect(await dates()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Download PDF (opens in a new window)' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(calls.tokens[1]).toEqual({ AccountNumber: ACCOUNT, DaysOfHistory: 90, DownloadType: 1 });
    expect(open).toHaveBeenLastCalledWith(
      '/api/AccountHistory/DownloadAccountHistory?token=tok-2',
      '_blank',
      'noopener',
    );
  });

  it('says when a download cannot be prepared, and lets the borrower try again', async () => {
    let refuse = true;
    const calls = answer({
      token: () => (refuse ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json('tok-ok')),
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderHistory();
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Download CSV/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred trying to retrieve the account history.',
    );
    expect(open).not.toHaveBeenCalled();
    refuse = false;
    await user.click(screen.getByRole('button', { name: /Download CSV/ }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(expect.stringContaining('token=tok-ok'), '_blank', 'noopener'),
    );
    expect(calls.tokens).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Account History: axe', () => {
  it.each<[string, Parameters<typeof answer>[0]]>([
    ['with rows', {}],
    ['empty', { entries: [] }],
    ['failed', { history: () => HttpResponse.json({}, { status: 500 }) }],
  ])('has no violations %s', async (_label, answers) => {
    answer(answers);
    renderHistory();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(await violations('fragment')).toEqual([]);
  });
});
