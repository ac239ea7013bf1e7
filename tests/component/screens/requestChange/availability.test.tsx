/**
 * myaccount/requestChange opens only while manual CIF changes are forced (spec 03 §2.1,
 * ForceManualCifChanges); otherwise the signed-in page-not-available view shows.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '../../../../src/app/session/store';
import requestChange from '../../../../src/generated/screens/requestChange';
import { entryOf, renderPortal } from '../../app/portalHarness';

afterEach(() => clearSession());

describe('the contact info change route', () => {
  it.each([
    ['forced', { ForceManualCifChanges: true }, 'User Info Changes Form'],
    ['not forced', {}, 'Page not available'],
  ])('manual CIF changes %s: %s', async (_case, options, heading) => {
    renderPortal({ path: '/myaccount/requestChange', options, entries: [entryOf(requestChange.definition)] });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
