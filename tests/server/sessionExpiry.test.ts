// @vitest-environment node
/**
 * The sliding expiry of a session without a write per read: signed-in reads change nothing
 * in the database (the slid expiry is written at most once a minute per session), yet a
 * session still ends 20 minutes after its last call and lives on while it is used.
 */
import { describe, expect, it, vi } from 'vitest';
import { testServer } from './support';

async function signedIn() {
  const server = await testServer();
  const token = (await server.signIn('demo.company')).json.UserToken as string;
  const read = async () => (await server.call('GET', 'accountList', { token })).status;
  /** Counts the database changes from now on. */
  const changes = () => vi.spyOn(server.deps.db, 'run');
  return { ...server, token, read, changes };
}

describe('session extension', () => {
  it('writes nothing for 20 signed-in reads', async () => {
    const server = await signedIn();
    const run = server.changes();
    for (let call = 0; call < 20; call++) expect(await server.read()).toBe(200);
    expect(run).not.toHaveBeenCalled();
  });

  it('writes the slid expiry at most once a minute', async () => {
    const server = await signedIn();
    const run = server.changes();
    // A read every 10 seconds for 200 seconds: the expiry is written at 60, 120 and 180 s.
    for (let call = 0; call < 20; call++) {
      server.clock.advanceMinutes(1 / 6);
      expect(await server.read()).toBe(200);
    }
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('ends a session 20 minutes after its last call, a call kept in memory included', async () => {
    const server = await signedIn();
    server.clock.advanceMinutes(0.5);
    expect(await server.read()).toBe(200);
    // 19.9 minutes after that call (20.4 after the sign-in the database knows of): alive.
    server.clock.advanceMinutes(19.9);
    expect(await server.read()).toBe(200);
    server.clock.advanceMinutes(20);
    expect(await server.read()).toBe(401);
  });

  it('keeps a session called every 10 minutes alive for an hour', async () => {
    const server = await signedIn();
    const statuses: number[] = [];
    for (let call = 0; call < 6; call++) {
      server.clock.advanceMinutes(10);
      statuses.push(await server.read());
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('ends a session 12 hours after the sign-in however it is used', async () => {
    const server = await signedIn();
    for (let minutes = 0; minutes < 12 * 60 - 10; minutes += 10) {
      server.clock.advanceMinutes(10);
      expect(await server.read()).toBe(200);
    }
    server.clock.advanceMinutes(10);
    expect(await server.read()).toBe(401);
  });

  it('a session ended by logout stays ended, whatever memory held', async () => {
    const server = await signedIn();
    server.clock.advanceMinutes(0.5);
    expect(await server.read()).toBe(200);
    await server.call('POST', 'Login/Logout', { token: server.token });
    expect(await server.read()).toBe(401);
  });
});
