/**
 * The branch locator's zip search (spec 03 §2.12, §5): the masked 5-digit zip, Invalid Zip
 * Code, Zip location not received, a failed lookup, and the list nearest first from the zip
 * found, with distances, the focus on the list's heading.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import locations from '../../../../src/generated/screens/locations';
import { server } from '../../../support/msw';
import { listedNames, renderLocations, serveBranches, zipField } from './harness';

const INSTITUTION_ORDER = [
  'Downtown Salt Lake City',
  'Sugar House',
  'Bountiful',
  'Ogden',
  'Midvale',
  'West Jordan',
  'Sandy',
  'Lehi',
  'Provo',
];

async function search(zip: string) {
  const user = userEvent.setup();
  const field = await zipField();
  await user.clear(field);
  if (zip) await user.type(field, zip);
  await user.click(screen.getByRole('button', { name: 'Find Branches' }));
  return user;
}

describe('the branch locator’s zip search', () => {
  it('lists the branches in the institution’s order until a zip is found', async () => {
    serveBranches();
    renderLocations(locations);
    expect(screen.getByRole('heading', { level: 1, name: 'Branch Locations' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Branches' });
    expect(listedNames(list)).toEqual(INSTITUTION_ORDER);
    expect(within(list).queryByText(/miles$/)).not.toBeInTheDocument();
  });

  it('sorts the list nearest first from the zip, with distances, and focuses its heading', async () => {
    serveBranches();
    renderLocations(locations);
    const list = await screen.findByRole('region', { name: 'Branches' });
    await search('84601');
    await waitFor(() => expect(listedNames(list)[0]).toBe('Provo'));
    expect(listedNames(list)).toEqual([
      'Provo',
      'Lehi',
      'Sandy',
      'Midvale',
      'West Jordan',
      'Sugar House',
      'Downtown Salt Lake City',
      'Bountiful',
      'Ogden',
    ]);
    expect(within(list).getByText('Nearest first from zip code 84601.')).toBeInTheDocument();
    const provo = within(list).getAllByRole('listitem')[0]!;
    expect(within(provo).getByText('1.0 miles')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[8]).toHaveTextContent('70 miles');
    expect(screen.getByRole('heading', { level: 2, name: 'Branches' })).toHaveFocus();

    await search('84401');
    await waitFor(() => expect(listedNames(list)[0]).toBe('Ogden'));
    expect(listedNames(list).at(-1)).toBe('Provo');
  });

  it.each([
    ['four digits', '8410'],
    ['nothing', ''],
  ])('says Invalid Zip Code for %s and looks nothing up', async (_case, zip) => {
    serveBranches();
    let lookedUp = false;
    server.use(
      http.get('/api/branchInfo/zip', () => {
        lookedUp = true;
        return HttpResponse.json({});
      }),
    );
    renderLocations(locations);
    await screen.findByRole('region', { name: 'Branches' });
    await search(zip);
    expect(await screen.findByText('Invalid Zip Code')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Zip Code' })).toHaveAttribute('aria-invalid', 'true');
    expect(lookedUp).toBe(false);
  });

  it('takes digits only, at most five', async () => {
    serveBranches();
    renderLocations(locations);
    const field = await zipField();
    await userEvent.setup().type(field, '8a4-1019 9');
    expect(field).toHaveValue('84101');
  });

  it('says Zip location not received for a zip the server does not know, keeping the entry and the list', async () => {
    serveBranches();
    renderLocations(locations);
    const list = await screen.findByRole('region', { name: 'Branches' });
    await search('10001');
    expect(await screen.findByRole('alert')).toHaveTextContent('Zip location not received');
    expect(screen.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('10001');
    expect(listedNames(list)).toEqual(INSTITUTION_ORDER);
  });

  it.each([
    ['a network failure', () => HttpResponse.error()],
    ['a server error', () => HttpResponse.json({}, { status: 500 })],
    ['a malformed answer', () => HttpResponse.json({ Zip: '84101', Latitude: 'north' })],
  ])('says the lookup failed on %s', async (_case, response) => {
    serveBranches();
    server.use(http.get('/api/branchInfo/zip', response));
    renderLocations(locations);
    await screen.findByRole('region', { name: 'Branches' });
    await search('84101');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The zip code could not be looked up. Please try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('84101');
  });
});
