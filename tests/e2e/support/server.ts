/**
 * Starts the reference server the way the README's start command does (after the build
 * that npm test runs first; bundled once per run by the global setup, ./serverBundle.ts), on a
 * free port, and stops it after the tests. Every server gets its own fresh temporary data
 * folder (PORTAL_DATA, removed on stop), so the demo data is new for each server and no test
 * shares or reuses `.portal-data`. An institution settings file (PORTAL_SETTINGS) can be
 * written into that folder from an object.
 *
 * A server is assembled in the worker's server host (./serverHost.ts), one process that keeps
 * the server's code loaded between servers, unless the options ask for a process of its own
 * (server/main.ts, as `npm run serve` starts it).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../../tools/project.ts';
import { SERVER_BUNDLE, SERVER_HOST_BUNDLE } from './serverBundle';
import type { HostAnswer, HostRequest } from './serverHost';

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
  output: () => string;
}

export interface ServerOptions {
  /** More environment for the server, such as PORTAL_SETTINGS. */
  env?: Record<string, string>;
  /**
   * An institution settings file (the ApplicationOptions shape, merged over the demo
   * institution), written to the server's temporary folder and passed as PORTAL_SETTINGS.
   */
  settings?: Record<string, unknown>;
  /** The server in a process of its own, started from server/main.ts (bundled) as `npm run serve` does. */
  ownProcess?: boolean;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${url}api/setup/ApplicationOptions`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start within 30 s:\n${log()}`);
}

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** The worker's server host (./serverHost.ts): its process, its output and the answers it owes. */
interface Host {
  child: ChildProcess;
  log: string;
  pending: Map<number, (answer: HostAnswer) => void>;
}

let host: Host | undefined;
let lastRequest = 0;

/** How long a server may take to start before the test is told what the host printed. */
const START_MS = 30_000;

function serverHost(): Host {
  if (host) return host;
  if (!existsSync(SERVER_HOST_BUNDLE))
    throw new Error(`${SERVER_HOST_BUNDLE} is missing: the browser tests' global setup bundles it`);
  const child = fork(SERVER_HOST_BUNDLE, [], {
    cwd: ROOT,
    env: { ...process.env, PORTAL_DEMO: '1' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const started: Host = { child, log: '', pending: new Map() };
  child.stdout?.on('data', (chunk: Buffer) => (started.log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (started.log += chunk.toString()));
  child.on('message', (answer: HostAnswer) => {
    started.pending.get(answer.id)?.(answer);
    started.pending.delete(answer.id);
  });
  child.on('exit', (code, signal) => {
    if (host === started) host = undefined;
    const error = `the server host ended (${code ?? signal}):\n${started.log.slice(-4_000)}`;
    for (const [id, settle] of started.pending) settle({ id, error });
    started.pending.clear();
  });
  // The worker ends when its tests do; the host, told by its IPC channel closing, ends with it.
  child.unref();
  child.channel?.unref();
  host = started;
  return started;
}

/** Sends the host a request and answers its reply (an error after `ms`). */
function ask(to: Host, request: Record<string, unknown>, ms: number): Promise<HostAnswer> {
  const id = ++lastRequest;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      to.pending.delete(id);
      resolve({ id, error: `no answer within ${ms / 1000} s:\n${to.log.slice(-4_000)}` });
    }, ms);
    to.pending.set(id, (answer) => {
      clearTimeout(timer);
      resolve(answer);
    });
    to.child.send({ ...request, id } as HostRequest);
  });
}

export async function startServer({
  env = {},
  settings,
  ownProcess,
}: ServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(join(ROOT, 'dist', 'index.html')))
    throw new Error('dist/ is missing: run npm run build first');
  const folder = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  const extra: Record<string, string> = {};
  if (settings) {
    extra.PORTAL_SETTINGS = join(folder, 'settings.json');
    writeFileSync(extra.PORTAL_SETTINGS, JSON.stringify(settings, null, 2));
  }
  const port = await freePort();
  const serverEnv = {
    PORT: String(port),
    PORTAL_DATA: join(folder, 'data'),
    PORTAL_DEMO: '1',
    ...extra,
    ...env,
  };
  try {
    return await (ownProcess ? startProcess : startInHost)(
      `http://127.0.0.1:${port}/`,
      serverEnv,
      removeFolder,
    );
  } catch (error) {
    removeFolder();
    throw error;
  }
}

async function startInHost(
  url: string,
  env: Record<string, string>,
  removeFolder: () => void,
): Promise<RunningServer> {
  const running = serverHost();
  const from = running.log.length;
  const started = await ask(running, { start: env }, START_MS);
  if (started.error) throw new Error(`the server did not start: ${started.error}`);
  return {
    url,
    output: () => running.log.slice(from),
    async stop() {
      const stopped = await ask(running, { stop: started.port }, 5_000);
      removeFolder();
      if (stopped.error) throw new Error(`the server did not stop: ${stopped.error}`);
    },
  };
}

async function startProcess(
  url: string,
  env: Record<string, string>,
  removeFolder: () => void,
): Promise<RunningServer> {
  let log = '';
  if (!existsSync(SERVER_BUNDLE))
    throw new Error(`${SERVER_BUNDLE} is missing: the browser tests' global setup bundles it`);
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    await waitUntilUp(url, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    await exited(child, 5_000);
    throw error;
  }
  return {
    url,
    output: () => log,
    async stop() {
      child.kill('SIGTERM');
      if (!(await exited(child, 5_000))) {
        child.kill('SIGKILL');
        await exited(child, 5_000);
      }
      removeFolder();
    },
  };
}

/** A message of the demo outbox (GET /api/demo/outbox?to=), as the server would have sent it. */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  /** The message's link (verify, reset, activate), absolute on the origin the outbox was read from. */
  link: string | null;
  /** Every message's opt-out link. */
  optOutLink: string | null;
  sentAt: string;
}

/** The demo outbox of a username or e-mail address, newest first. */
export async function readOutbox(baseUrl: string, to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseUrl}api/demo/outbox?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`GET /api/demo/outbox answered ${response.status}`);
  return (await response.json()) as OutboxMessage[];
}

/**
 * The code of the newest message to `to`, once there are more than `seenBefore` messages
 * (the count read before the action that sends it), so that an older code is never used.
 */
export async function newestCode(baseUrl: string, to: string, seenBefore = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const messages = await readOutbox(baseUrl, to);
    const code = messages.length > seenBefore ? messages[0]?.code : undefined;
    if (code) return code;
    if (Date.now() > deadline)
      throw new Error(`no new code for ${to} in the outbox: ${JSON.stringify(messages[0] ?? null)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
