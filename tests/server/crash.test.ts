// @vitest-environment node
/**
 * Acknowledged writes survive a crash: N writes answered concurrently, the server killed
 * with SIGKILL right after the last answer, restarted on the same folder: all N are there
 * and SQLite finds the file intact. Prints the writes per second group commit achieved.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../../server/paths.ts';
import { answerOf, type Answer } from './support';

const WRITES = 200;
const children: ChildProcess[] = [];
const folders: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Starts the server on `folder` and answers its address once it listens. */
function start(folder: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'tests/server/crashServer.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORTAL_DATA: folder },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) resolve({ child, url: `http://127.0.0.1:${port}/api/` });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** A call through node:http (the unit tests' msw answers fetch calls itself). */
function call(method: string, url: string, body?: unknown, token?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token) headers.UserToken = token;
    const outgoing = request(url, { method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        const headers = new Headers();
        for (let at = 0; at < response.rawHeaders.length; at += 2)
          headers.append(response.rawHeaders[at]!, response.rawHeaders[at + 1]!);
        resolve(answerOf(response.statusCode ?? 0, headers, JSON.parse(text)));
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const post = (url: string, body: unknown, token?: string) => call('POST', url, body, token);

/** Signs demo.terms in (through the security code of the demo outbox when one is asked); answers the session token. */
async function signIn(url: string): Promise<string> {
  const login = await post(`${url}login/userlogin`, { username: 'demo.terms', password: 'Borrower#2026' });
  expect(login.status).toBe(200);
  if (login.json.IsLoggedIn) return login.json.UserToken as string;
  const [message] = (await call('GET', `${url}demo/outbox?to=demo.terms`)).json;
  const { status, json } = await post(`${url}Login/ValidateCode`, {
    UserId: 'demo.terms',
    Code: message.code,
  });
  expect(status).toBe(200);
  return json.UserToken as string;
}

/** The agreement records of demo.terms and SQLite's integrity check, read from the file. */
async function onDisk(folder: string) {
  const SQL = await initSqlJs();
  const db = new SQL.Database(readFileSync(join(folder, 'portal.sqlite')));
  try {
    const records = db.exec(
      "SELECT count(*) FROM agreement_records r JOIN users u ON u.id = r.user_id WHERE u.username = 'demo.terms'",
    )[0]!.values[0]![0];
    return { records, integrity: db.exec('PRAGMA integrity_check')[0]!.values[0]![0] };
  } finally {
    db.close();
  }
}

describe('a crash after acknowledged writes', () => {
  it(`keeps all ${WRITES} answered writes and an intact file`, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-crash-'));
    folders.push(folder);
    const first = await start(folder);
    const token = await signIn(first.url);

    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: WRITES }, () =>
        post(`${first.url}AgreementLogging`, { Agreements: [11337], UserName: 'demo.terms' }, token),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    await killed(first.child);
    expect(answers.map(({ status }) => status)).toEqual(Array.from({ length: WRITES }, () => 200));
    console.log(
      `[crash test] ${WRITES} acknowledged writes in ${seconds.toFixed(2)} s: ${Math.round(WRITES / seconds)} writes/s with group commit`,
    );

    const again = await start(folder);
    expect((await call('GET', `${again.url}setup/ApplicationOptions`)).status).toBe(200);
    expect(await onDisk(folder)).toEqual({ records: WRITES, integrity: 'ok' });
  }, 60_000);
});
