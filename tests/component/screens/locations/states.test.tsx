/**
 * The branch locator's other states (spec 03 §2.1, §2.12): loading, a failed or malformed
 * branch list, no branch; the remote branch locator's notice instead of the search, map and
 * list; the signed-out variant with its logo and Back to Login; axe finds nothing.
 */
import { screen } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import locations from '../../../../src/generated/screens/locations';
import locationsSignedOut from '../../../../src/generated/screens/locationsSignedOut';
import { violations } from '../../../support/axe';
import { server } from '../../../support/msw';
import { renderLocations, serveBranches, zipField } from './harness';

const REMOTE = { RemoteBranchLocator: true, RemoteBranchLocatorUrl: 'https://branches.example.org/find' };

afterEach(() => vi.restoreAllMocks());

describe('the branch list’s states', () => {
  it('shows a spinner while the branches load', async () => {
    server.use(http.get('/api/branchInfo', () => new Promise<Response>(() => {})));
    renderLocations(locations);
    expect(await screen.findByText('Loading branch locations…')).toBeInTheDocument();
  });

  it.each([
    ['a server error', () => HttpResponse.json({}, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ['a malformed answer', () => HttpResponse.json([{ BranchName: 'Provo', Latitude: 'north' }])],
    ['an object instead of a list', () => HttpResponse.json({ HasNoErrors: true })],
  ])('says the branches could not be loaded on %s, and keeps the zip form', async (_case, response) => {
    server.use(http.get('/api/branchInfo', response));
    renderLocations(locations);
    expect(await screen.findByRole('alert')).toHaveTextContent('The branch locations could not be loaded.');
    expect(screen.queryByRole('region', { name: 'Map of branch locations' })).not.toBeInTheDocument();
    expect(await zipField()).toBeInTheDocument();
  });

  it('says so when the institution lists no branch', async () => {
    serveBranches([]);
    renderLocations(locations);
    expect(await screen.findByText('No branch locations found.')).toBeInTheDocument();
  });
});

describe('with the remote branch locator in use', () => {
  it('shows its notice and opens it in a new tab instead of the search, map and list', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderLocations(locations, { options: REMOTE });
    expect(screen.getByText(/the branch locator opens in a new tab/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Zip Code' })).not.toBeInTheDocument();
    expect(screen.queryByText(/does not meet accessibility standards/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Branch Locator' }));
    expect(open).toHaveBeenCalledWith(REMOTE.RemoteBranchLocatorUrl, '_blank', 'noopener,noreferrer');
  });

  it('keeps its own locator while the remote one has no address', async () => {
    serveBranches();
    renderLocations(locations, { options: { RemoteBranchLocator: true } });
    expect(await zipField()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Branch Locator' })).not.toBeInTheDocument();
  });
});

describe('signed out (home/locations)', () => {
  it('shows the logo and Back to Login around the same locator, and axe finds nothing', async () => {
    serveBranches();
    renderLocations(locationsSignedOut, { layers: { shared: { shell: { logo: 'logo.svg' } } } });
    expect(screen.getByRole('img', { name: 'Your Financial Institution' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '#/home/login');
    await screen.findByRole('region', { name: 'Branches' });
    await zipField();
    expect(await violations('fragment')).toEqual([]);
  });
});
