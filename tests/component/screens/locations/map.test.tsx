/**
 * The branch map in jsdom (spec 03 §2.12): Leaflet draws a marker per branch, named by the
 * branch, whose info box holds the name, address, phone and directions; the zoom buttons and the
 * info box's close button say the institution's words; the note about the map's accessibility
 * stands above it. No tile loads here (jsdom loads no images): the list is there all the same.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { describe, expect, it } from 'vitest';
import locations from '../../../../src/generated/screens/locations';
import { BRANCHES, renderLocations, serveBranches } from './harness';

const markers = () => document.querySelectorAll<HTMLElement>('.leaflet-marker-pane .leaflet-marker-icon');

describe('the branch map', () => {
  it('has a marker per branch, named by the branch, after the note about its accessibility', async () => {
    serveBranches();
    renderLocations(locations);
    const map = await screen.findByRole('region', { name: 'Map of branch locations' });
    await waitFor(() => expect(markers()).toHaveLength(BRANCHES.length));
    expect([...markers()].map((marker) => marker.getAttribute('alt'))).toEqual(
      BRANCHES.map((branch) => branch.BranchName),
    );
    const note = screen.getByText(/does not meet accessibility standards/);
    expect(note.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(map).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
  });

  it('opens a branch’s info box with its name, address, phone and directions', async () => {
    serveBranches();
    renderLocations(locations, { layers: { shared: { locations: { closeInfo: 'Close the box' } } } });
    await waitFor(() => expect(markers()).toHaveLength(BRANCHES.length));
    await userEvent.setup().click([...markers()].find((marker) => marker.getAttribute('alt') === 'Provo')!);
    const box = document.querySelector<HTMLElement>('.leaflet-popup-content')!;
    expect(box).toHaveTextContent('Provo');
    expect(box).toHaveTextContent('100 N University Ave, Provo, UT 84601');
    expect(within(box).getByRole('link', { name: '(801) 555-0180' })).toHaveAttribute(
      'href',
      'tel:+18015550180',
    );
    const directions = within(box).getByRole('link', { name: /^Directions\s*\(opens in a new tab\)$/ });
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
    expect(directions.getAttribute('href')).toContain('destination=100%20N%20University%20Ave%2C%20Provo');
    expect(screen.getByRole('button', { name: 'Close the box' })).toBeInTheDocument();
  });

  it('shows a branch name with markup as text, in the list and the info box', async () => {
    const tricky = { ...BRANCHES[0]!, BranchName: '<img src=x onerror=alert(1)>Main' };
    serveBranches([tricky]);
    renderLocations(locations);
    await waitFor(() => expect(markers()).toHaveLength(1));
    await userEvent.setup().click(markers()[0]!);
    expect(document.querySelector('.leaflet-popup-content img')).toBeNull();
    expect(document.querySelector('.leaflet-popup-content')).toHaveTextContent(
      '<img src=x onerror=alert(1)>Main',
    );
    expect(
      screen.getByRole('heading', { level: 3, name: '<img src=x onerror=alert(1)>Main' }),
    ).toBeInTheDocument();
  });

  it('lists the phone as a tel: link and the directions as a new-tab link to the maps site', async () => {
    serveBranches();
    renderLocations(locations);
    const list = await screen.findByRole('region', { name: 'Branches' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link', { name: '(801) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+18015550100',
    );
    expect(
      within(first).getByRole('link', { name: /^Directions\s*\(opens in a new tab\)$/ }),
    ).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=175%20S%20Main%20St%2C%20Salt%20Lake%20City%2C%20UT%2084111',
    );
  });

  it('leaves the directions link out when the maps site setting is not a web address', async () => {
    serveBranches();
    renderLocations(locations, {
      layers: { shared: { locations: { directionsUrl: 'javascript:alert({destination})' } } },
    });
    const list = await screen.findByRole('region', { name: 'Branches' });
    expect(within(list).queryByRole('link', { name: /Directions/ })).not.toBeInTheDocument();
  });
});
