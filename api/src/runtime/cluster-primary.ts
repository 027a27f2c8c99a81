import cluster, { type Worker } from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import type { Config } from '../config';
import type { Database } from '../db/connect';
import { SHUTDOWN_MESSAGE } from './serve-http';

/** Environment a worker reads instead of owning the database (see server.ts). */
export const WORKER_DATABASE_ENV = 'TRELLIS_WORKER_DATABASE_URL';

const REFORK_BACKOFF_MS = { first: 500, max: 30_000 } as const;

/**
 * API_WORKERS > 1: this process owns the database (migrated, supervised when embedded) and runs
 * N workers that share one port through node:cluster. Sessions, files and events live in
 * PostgreSQL (events cross processes by LISTEN/NOTIFY), so any worker can answer any request.
 * A worker that dies is replaced, with backoff if it keeps dying. On SIGTERM/SIGINT every worker
 * drains (serve-http.ts), and only when the last has exited is the database stopped.
 */
export function runClusterPrimary(
  config: Config,
  database: Database,
  log: (message: string) => void,
): void {
  let stopping = false;
  let delay: number = REFORK_BACKOFF_MS.first;

  const fork = (): Worker =>
    cluster.fork({ [WORKER_DATABASE_ENV]: database.url, SEED_DEMO: 'false' });

  let listening = 0;
  cluster.on('listening', () => {
    delay = REFORK_BACKOFF_MS.first;
    if (++listening === config.API_WORKERS)
      log(`Trellis is running on ${config.publicUrl} with ${listening} API workers`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log(
      `API worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); replacing it in ${delay} ms`,
    );
    setTimeout(() => !stopping && fork(), delay);
    delay = Math.min(delay * 2, REFORK_BACKOFF_MS.max);
  });

  closeWithGrace(
    { delay: config.SHUTDOWN_GRACE_MS + 30_000, logger: { error: (m: unknown) => log(String(m)) } },
    async ({ signal }) => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
      log(`${signal ?? 'shutdown'}: draining ${workers.length} API workers`);
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((done) => {
              if (worker.isDead()) return done();
              worker.once('exit', () => done());
              // A worker that got the same terminal Ctrl+C is already draining; the message is a no-op.
              if (worker.isConnected()) worker.send(SHUTDOWN_MESSAGE);
            }),
        ),
      );
      await database.close();
      log('Stopped');
    },
  );

  log(`Starting ${config.API_WORKERS} API workers on port ${config.PORT}`);
  for (let i = 0; i < config.API_WORKERS; i++) fork();
}
