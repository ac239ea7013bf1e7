/**
 * The client side of bench D, run as its own process (`node --import tsx signInClient.ts
 * <port>`) so that its clock keeps running while the server's event loop is busy. It GETs
 * /api/MaintenanceMode unloaded; then 50 users sign in (demo.company, no security code) again
 * and again, SIGN_INS_EACH times each, always 50 at once, while GETs follow one another
 * until the sign-ins are done. Each user calls from its own loopback address (127.0.1.x), as
 * 50 people would: the server's sign-in rate limit is per address. Prints the times (ms) as
 * one JSON line.
 */
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

export const USERS = 50;
export const SIGN_INS_EACH = 4;
const UNLOADED_GETS = 200;

export interface ClientTimes {
  seconds: number;
  signIns: number[];
  loaded: number[];
  unloaded: number[];
}

interface Call {
  port: number;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  localAddress?: string;
}

/** One call; answers its status and body, and the milliseconds it took. */
function call({ port, method, path, body, localAddress }: Call) {
  const start = performance.now();
  return new Promise<{ status: number; text: string; ms: number }>((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress,
        headers: { 'Content-Type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text, ms: performance.now() - start }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function timedGet(port: number): Promise<number> {
  const answer = await call({ port, method: 'GET', path: '/api/MaintenanceMode' });
  if (answer.status !== 200) throw new Error(`GET /api/MaintenanceMode answered ${answer.status}`);
  return answer.ms;
}

/** One user's sign-ins, one after another, from its own address. */
async function user(port: number, index: number): Promise<number[]> {
  const times: number[] = [];
  for (let signIn = 0; signIn < SIGN_INS_EACH; signIn++) {
    const answer = await call({
      port,
      method: 'POST',
      path: '/api/login/userlogin',
      body: JSON.stringify({ username: 'demo.company', password: 'Borrower#2026' }),
      localAddress: `127.0.1.${index + 1}`,
    });
    if (answer.status !== 200 || !answer.text.includes('"IsLoggedIn":true'))
      throw new Error(`a sign-in answered ${answer.status}: ${answer.text}`);
    times.push(answer.ms);
  }
  return times;
}

async function measure(port: number): Promise<ClientTimes> {
  const unloaded: number[] = [];
  for (let get = 0; get < UNLOADED_GETS; get++) unloaded.push(await timedGet(port));
  let done = false;
  const start = performance.now();
  const users = Promise.all(Array.from({ length: USERS }, (_, index) => user(port, index))).finally(() => {
    done = true;
  });
  const loaded: number[] = [];
  while (!done) loaded.push(await timedGet(port));
  const signIns = (await users).flat();
  return { signIns, seconds: (performance.now() - start) / 1000, loaded, unloaded };
}

// Run as a script (bench D spawns it); imported, it only lends its types and numbers.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.argv[2]);
  if (!Number.isInteger(port)) throw new Error('usage: node --import tsx tests/bench/signInClient.ts <port>');
  console.log(JSON.stringify(await measure(port)));
}
