/**
 * Bench D: the reference server under password sign-ins. The server runs in this process on
 * loopback (an in-memory database, @hono/node-server on port 0); a client process
 * (signInClient.ts) starts 50 sign-ins of a user without a security code (demo.company) at
 * once and GETs /api/MaintenanceMode one call after another until they are done, in ROUNDS
 * rounds. Printed: sign-ins per second and the GET's p50 and p99 under that load (target: p99
 * <= 250 ms; with synchronous scrypt a GET waited 7.5 s), and the GET unloaded for
 * comparison. Scrypt runs on libuv's thread pool, whose size (UV_THREADPOOL_SIZE, default 4)
 * bounds how many hashes run at once.
 */
import { serve } from '@hono/node-server';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { assemble } from '../../server/start.ts';
import { ms, quantile, type BenchResult } from './report';
import { SIGN_INS_EACH, USERS, type ClientTimes } from './signInClient';

const TARGET_P99 = 250;
const CLIENT = join(import.meta.dirname, 'signInClient.ts');
const quiet = { log: () => {}, error: () => {} };

const numbers = (field: unknown) => Array.isArray(field) && field.every((item) => typeof item === 'number');

/** Whether the client printed its times. */
function isClientTimes(value: unknown): value is ClientTimes {
  return (
    typeof value === 'object' &&
    value !== null &&
    'seconds' in value &&
    typeof value.seconds === 'number' &&
    'signIns' in value &&
    numbers(value.signIns) &&
    'loaded' in value &&
    numbers(value.loaded) &&
    'unloaded' in value &&
    numbers(value.unloaded)
  );
}

/** The server, measured by a client process. */
async function measure(): Promise<ClientTimes> {
  const { app, deps } = await assemble({ logger: quiet });
  let server: ReturnType<typeof serve> | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve(info.port));
  });
  try {
    const client = spawn(process.execPath, ['--import', 'tsx', CLIENT, String(port)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    client.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => client.on('close', resolve));
    if (status !== 0) throw new Error(`the sign-in client exited ${status}`);
    const times: unknown = JSON.parse(output);
    if (!isClientTimes(times)) throw new Error(`the sign-in client printed ${output}`);
    return times;
  } finally {
    await new Promise((resolve) => server?.close(resolve));
    deps.db.close();
  }
}

export async function signInLoad(): Promise<BenchResult> {
  const { loaded, unloaded, signIns, seconds } = await measure();
  const p99 = quantile(loaded, 0.99);
  return {
    title: `D. Sign-in load on the reference server (${USERS} concurrent password sign-ins, ${USERS * SIGN_INS_EACH} in all)`,
    figures: [
      { label: 'sign-ins per second', value: `${(signIns.length / seconds).toFixed(1)}/s` },
      { label: 'GET /api/MaintenanceMode under load, p50', value: ms(quantile(loaded, 0.5)) },
      {
        label: 'GET /api/MaintenanceMode under load, p99',
        value: ms(p99),
        target: `<= ${ms(TARGET_P99)}`,
        ratio: `${((p99 / TARGET_P99) * 100).toFixed(0)}% of target`,
        met: p99 <= TARGET_P99,
      },
      { label: 'GET /api/MaintenanceMode under load, worst', value: ms(Math.max(...loaded)) },
      {
        label: 'GET unloaded, p50 / p99',
        value: `${ms(quantile(unloaded, 0.5))} / ${ms(quantile(unloaded, 0.99))}`,
      },
      {
        label: 'one sign-in under load, p50 / p99',
        value: `${ms(quantile(signIns, 0.5))} / ${ms(quantile(signIns, 0.99))}`,
      },
    ],
    notes: [
      `${loaded.length} GETs under load, ${unloaded.length} unloaded; before async scrypt the GET's worst was 7.5 s`,
      `scrypt runs on libuv's thread pool: UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'} hashes at once`,
    ],
  };
}
