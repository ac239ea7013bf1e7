// @vitest-environment jsdom
/** src/api/optOut.ts: the token goes in EmailAddress; the answer is checked; refusals are ApiErrors. */
import { describe, expect, it } from 'vitest';
import { optOut } from '../../../src/api/optOut';
import { answerPost, forbidden, problemOf } from './support';

describe('optOut', () => {
  it('posts the token of the link as EmailAddress', async () => {
    const bodies = answerPost('OptOut/OptOut', { HasNoErrors: true });
    expect(await optOut('opt-token')).toEqual({ HasNoErrors: true });
    expect(bodies).toEqual([{ EmailAddress: 'opt-token' }]);
  });

  it('fails as rejected Invalid for an unknown token', async () => {
    answerPost('OptOut/OptOut', forbidden('Invalid'));
    expect(await problemOf(optOut('x'))).toEqual({ kind: 'rejected', reason: 'Invalid' });
  });

  it('fails as forbidden in maintenance', async () => {
    answerPost('OptOut/OptOut', forbidden('maintenanceModeEnabled'), 403);
    expect(await problemOf(optOut('x'))).toEqual({ kind: 'forbidden', reason: 'maintenanceModeEnabled' });
  });

  it('turns an answer without HasNoErrors into a malformed error', async () => {
    answerPost('OptOut/OptOut', { Done: true });
    expect(await problemOf(optOut('x'))).toMatchObject({
      kind: 'malformed',
      detail: expect.stringContaining('OptOutResponse'),
    });
  });
});
