/**
 * The browser tests' server host: one Node process per test worker that runs a fresh reference
 * server for each describe block, with the modules loaded once (issue 33). Starting the
 * server as its own process cost about 2 CPU-seconds, nearly all of it loading and compiling
 * the server's code and packages, about 70 CPU-seconds over a run; a server assembled here
 * costs a few tenths of one.
 *
 * Each server is what server/main.ts starts from the same environment: `assemble` from
 * server/start.ts with `optionsFromEnvironment`, its own port, its own fresh data folder and
 * settings, its own database and demo data, and it answers once its sign-in page is
 * prerendered. Nothing of one server's state is another's: the server keeps its state in its
 * database and in what `assemble` makes (server/services/sessions.ts keys by database), never in
 * a module's variable. What stays shared is read-only: the catalogue's defaults, the compiled
 * validators, the demo's password hashes.
 *
 * Driven by its parent (./server.ts) over Node's IPC channel:
 *   → { id, start: env }  ← { id, port } or { id, error }
 *   → { id, stop: port }  ← { id }
 * It ends when its parent goes away.
 */
import { serve, type ServerType } from '@hono/node-server';
import { assemble, optionsFromEnvironment } from '../../../server/start.ts';

export type HostRequest = { id: number; start: Record<string, string> } | { id: number; stop: number };
export type HostAnswer = { id: number; port?: number; error?: string };

interface Running {
  server: ServerType;
  close: () => void;
}

const running = new Map<number, Running>();

function answer(message: HostAnswer): void {
  process.send?.(message);
}

async function start(env: Record<string, string>): Promise<number> {
  const options = optionsFromEnvironment({ ...process.env, ...env });
  const { app, deps, prerender } = await assemble(options);
  await prerender.ready();
  const server = await new Promise<ServerType>((resolve, reject) => {
    const listening = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: options.port }, () =>
      resolve(listening),
    );
    listening.once('error', reject);
  });
  console.log(`Borrower portal on http://127.0.0.1:${options.port}/ (data in ${options.dataFolder})`);
  running.set(options.port, { server, close: () => deps.db.close() });
  return options.port;
}

/** Stops a server as main.ts does on SIGTERM: no more requests, the database saved and closed. */
function stop(port: number): void {
  const server = running.get(port);
  if (!server) return;
  running.delete(port);
  server.server.close();
  // The browser's keep-alive connections would hold the port open until they time out.
  if ('closeAllConnections' in server.server) server.server.closeAllConnections();
  server.close();
}

process.on('message', (message: HostRequest) => {
  if ('start' in message)
    start(message.start).then(
      (port) => answer({ id: message.id, port }),
      (error: unknown) => answer({ id: message.id, error: (error as Error).message ?? String(error) }),
    );
  else {
    try {
      stop(message.stop);
      answer({ id: message.id });
    } catch (error) {
      answer({ id: message.id, error: (error as Error).message ?? String(error) });
    }
  }
});

// The test worker that started the host has ended (or died): the databases are saved as they close.
process.on('disconnect', () => {
  for (const port of [...running.keys()]) stop(port);
  process.exit(0);
});
