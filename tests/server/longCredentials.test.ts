// @vitest-environment node
/**
 * Over-long credentials (issue 12: a 5,000-character username answered "A server error
 * occurred"): login/userlogin answers them 400 BadRequest (its request schema caps both
 * at 128), never 500. The portal's
 * inputs take no more than the limits (12, or 128 with customer credentials), so this is
 * what a caller other than the portal gets.
 */
import { describe, expect, it } from 'vitest';
import { testServer } from './support';

describe('POST login/userlogin with over-long credentials', () => {
  it.each([
    ['a 5,000-character username', 'username', { username: 'x'.repeat(5_000), password: 'Borrower#2026' }],
    ['a 5,000-character password', 'password', { username: 'demo.borrower', password: 'x'.repeat(5_000) }],
    ['a username of 129', 'username', { username: 'x'.repeat(129), password: 'Borrower#2026' }],
  ])('%s: 400 naming the field, not a server error', async (_case, field, body) => {
    const { call } = await testServer();
    const { status, json } = await call('POST', 'login/userlogin', { body });
    expect(status).toBe(400);
    expect(json).toMatchObject({ HasNoErrors: false, Errors: [{ ErrorMessage: 'BadRequest' }] });
    expect(json.Message).toContain(`${field} must NOT have more than 128 characters`);
  });
});
