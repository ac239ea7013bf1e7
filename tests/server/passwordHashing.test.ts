// @vitest-environment node
/**
 * Password hashing runs off the event loop: a call that arrives while sign-ins are checking
 * their passwords is answered before them. Order, not time, is asserted (npm run bench
 * measures the times).
 */
import { describe, expect, it, vi } from 'vitest';
import type * as Passwords from '../../server/security/passwords.ts';
import { hashPassword, verifyPassword } from '../../server/security/passwords.ts';
import { testServer } from './support';

vi.mock('../../server/security/passwords.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

/** Turns of the event loop until a sign-in has begun checking its password. */
async function untilPasswordCheck() {
  for (let turn = 0; vi.mocked(verifyPassword).mock.calls.length === 0; turn++) {
    if (turn > 10_000) throw new Error('no sign-in reached the password check');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('password hashing', () => {
  it('answers a trivial call before the sign-ins that were checking their passwords when it came', async () => {
    const { call } = await testServer();
    vi.mocked(verifyPassword).mockClear();
    const finished: string[] = [];
    const signIns = Array.from({ length: 4 }, (_, index) =>
      call('POST', 'login/userlogin', { body: { username: 'demo.company', password: 'Borrower#2026' } }).then(
        (answer) => finished.push(`sign-in ${index} ${answer.status}`),
      ),
    );
    await untilPasswordCheck();
    const trivial = call('GET', 'MaintenanceMode').then((answer) =>
      finished.push(`trivial ${answer.status}`),
    );
    await Promise.all([...signIns, trivial]);
    expect(finished[0]).toBe('trivial 200');
    expect(finished.slice(1).sort()).toEqual([0, 1, 2, 3].map((index) => `sign-in ${index} 200`));
  });

  it.each([
    ['the password', 'Borrower#2026', true],
    ['another password', 'Borrower#2027', false],
    ['the password in another Unicode form', 'Borrower#2026'.normalize('NFD'), true],
  ])('verifies %s against its hash', async (_case, password, expected) => {
    expect(await verifyPassword(password, await hashPassword('Borrower#2026'))).toBe(expected);
  });

  it.each([
    ['no hash', undefined],
    ['an unusable hash', '!'],
  ])('answers false for %s', async (_case, stored) => {
    expect(await verifyPassword('Borrower#2026', stored)).toBe(false);
  });
});
