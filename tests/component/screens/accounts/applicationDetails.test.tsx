/**
 * myaccount/applicationdetails/{applicationNumber} (screen-definitions/applicationDetails.json,
 * spec 03 §2.13): opened directly it fetches GET /api/Application; opened from the
 * dashboard it shows the cached list's application without a call; long and full dates,
 * funds expected left out for 0001-01-01; hide flags; 403 says not found, any other
 * failure says it cannot be loaded, each with the way back; axe.
 */
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { applicationsKey } from '../../../../src/api/applications';
import applicationDetails from '../../../../src/generated/screens/applicationDetails';
import { violations } from '../../../support/axe';
import { server } from '../../../support/msw';
import { DEMO_APPLICATIONS } from '../dashboard/demoData';
import { renderAccountsScreen } from './harness';

const APPLICATION = {
  ApplicationNumber: 'A-20110',
  Status: 'Approved',
  AmountRequested: 5000,
  AmountApproved: 4500,
  LastModified: '2026-11-02T10:00:00',
  Office: 'Airport Road Branch',
  FundsExpected: '2026-11-30T00:00:00',
};

/** Answers GET /api/Application; returns the query strings asked. */
function details(response: () => Response | Promise<Response> = () => answerWith(APPLICATION)) {
  const asked: string[] = [];
  server.use(
    http.get('/api/Application', ({ request }) => {
      asked.push(new URL(request.url).search);
      return response();
    }),
  );
  return asked;
}

function answerWith(application: typeof APPLICATION) {
  return HttpResponse.json({
    HasNoErrors: true,
    Errors: [],
    PersonalName: 'Alex Morgan',
    Application: application,
  });
}

function figures(): [string, string][] {
  return [...document.querySelectorAll('.figure-list__row')].map((row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ]);
}

const open = (applicationNumber: string, opts: Parameters<typeof renderAccountsScreen>[1] = {}) =>
  renderAccountsScreen(applicationDetails, { params: { applicationNumber }, ...opts });

describe('application details (screen-definitions/applicationDetails.json)', () => {
  it('fetches the application when opened directly and shows its figures', async () => {
    const asked = details();
    open('A-20110');
    expect(screen.getByRole('heading', { level: 1, name: 'Application Details' })).toBeInTheDocument();
    expect(await screen.findByText('A-20110', { selector: 'dd' })).toBeInTheDocument();
    expect(figures()).toEqual([
      ['Name', 'Alex Morgan'],
      ['Application Number', 'A-20110'],
      ['Status', 'Approved'],
      ['Amount Requested', '$5,000.00'],
      ['Amount Approved', '$4,500.00'],
      ['Last Modified', 'November 2, 2026'],
      ['Funds Expected', 'Monday, November 30, 2026'],
    ]);
    expect(asked).toEqual(['?numDaysToRetrieve=30&applicationNumber=A-20110']);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '#/myaccount/dashboard',
    );
    expect(await violations('fragment')).toEqual([]);
  });

  it('shows the application the dashboard already loaded without a call, with the session’s name', async () => {
    const asked = details();
    const cache = new Map<string, unknown>([
      [unstable_serialize(applicationsKey('demo.borrower')), { data: DEMO_APPLICATIONS }],
    ]);
    open('A-20461', { cache });
    expect(await screen.findByText('A-20461', { selector: 'dd' })).toBeInTheDocument();
    expect(figures()).toEqual([
      ['Name', 'Alex Morgan'],
      ['Application Number', 'A-20461'],
      ['Status', 'In Review'],
      ['Amount Requested', '$15,000.00'],
      ['Amount Approved', '$0.00'],
      ['Last Modified', 'November 19, 2026'],
    ]);
    expect(asked).toEqual([]);
  });

  it.each([
    ['0001-01-01T00:00:00', 'none'],
    ['0001-01-01', 'none as a date alone'],
    ['', 'empty'],
  ])('leaves funds expected out for %j (%s)', async (FundsExpected) => {
    details(() => answerWith({ ...APPLICATION, FundsExpected }));
    open('A-20110');
    expect(await screen.findByText('A-20110', { selector: 'dd' })).toBeInTheDocument();
    expect(figures().map(([label]) => label)).not.toContain('Funds Expected');
    expect(figures().map(([label]) => label)).toContain('Last Modified');
  });

  it('hides the figures the institution hides', async () => {
    details();
    open('A-20110', {
      layers: { english: { applicationDetails: { hideName: 'true', hideAmountApproved: 'true' } } },
    });
    expect(await screen.findByText('A-20110', { selector: 'dd' })).toBeInTheDocument();
    expect(figures().map(([label]) => label)).toEqual([
      'Application Number',
      'Status',
      'Amount Requested',
      'Last Modified',
      'Funds Expected',
    ]);
  });

  it('says another user’s or an unknown application (403) is not found, with the way back', async () => {
    details(() => HttpResponse.json({ Message: 'Forbidden' }, { status: 403 }));
    open('A-99999');
    expect(await screen.findByRole('alert')).toHaveTextContent('This application could not be found.');
    expect(document.querySelector('.figure-list')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
    expect(await violations('fragment')).toEqual([]);
  });

  it.each([
    ['a server error', () => HttpResponse.json({}, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    [
      'a malformed answer',
      () => HttpResponse.json({ HasNoErrors: true, Errors: [], Application: 'A-20110' }),
    ],
    ['a refusal', () => HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Host down' }] })],
  ])('says the application cannot be loaded on %s', async (_label, response) => {
    details(response);
    open('A-20110');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred trying to retrieve the application.',
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });

  it('shows the loading animation while the application loads', async () => {
    details(async () => {
      await delay('infinite');
      return answerWith(APPLICATION);
    });
    open('A-20110');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the application…');
    expect(document.querySelector('.figure-list')).toBeNull();
  });

  it('says a blank application number is not found, without a call', async () => {
    const asked = details();
    open(' ');
    expect(await screen.findByRole('alert')).toHaveTextContent('This application could not be found.');
    expect(asked).toEqual([]);
  });

  it('lets an Unauthorized answer reach SWR’s onError, which logs out', async () => {
    details(() => HttpResponse.json({}, { status: 401 }));
    const { onError } = open('A-20110');
    await waitFor(() => expect(onError).toHaveBeenCalled());
  });
});
