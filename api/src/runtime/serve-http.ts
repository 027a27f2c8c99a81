import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { Db } from '../db/database';

export interface ServeOptions {
  config: Config;
  db: Db;
  databaseUrl: string;
  log: (message: string) => void;
  /** Runs after the last request has finished and the pool is closed (stops the embedded DB). */
  afterDrain?: () => Promise<void>;
}

/** The message a cluster primary sends its workers to drain and exit. */
export const SHUTDOWN_MESSAGE = 'trellis:shutdown';

/**
 * Builds the app, listens, and on SIGTERM/SIGINT (or the parent going away) shuts down in the
 * order that loses nothing:
 *  1. stop accepting connections, and close websockets with a close frame (1001) so clients
 *     reconnect, to another process if there is one;
 *  2. let in-flight requests finish, for at most SHUTDOWN_GRACE_MS, then cut what is left;
 *  3. close the pool;
 *  4. only then stop the embedded database (afterDrain).
 */
export async function serveHttp({
  config,
  db,
  databaseUrl,
  log,
  afterDrain,
}: ServeOptions): Promise<FastifyInstance> {
  // Asked to stop while still starting (a cluster primary stopping early): stop once listening.
  let stopRequested = false;
  const onRequest = () => (stopRequested = true);
  process.on('disconnect', onRequest);
  process.on('message', (message) => message === SHUTDOWN_MESSAGE && onRequest());

  const app = await buildApp({ config, db, databaseUrl });
  const grace = config.SHUTDOWN_GRACE_MS;
  let closing = false;

  const closer = closeWithGrace(
    // A backstop only: the drain below bounds itself by `grace`; pool and database need a moment.
    { delay: grace + 20_000, logger: { error: (m: unknown) => log(String(m)) } },
    async ({ signal, err, manual }) => {
      closing = true;
      if (err) app.log.error({ err }, 'fatal error, shutting down');
      log(
        `${signal ?? (manual ? 'shutdown request' : 'exit')}: draining requests (up to ${grace} ms)`,
      );
      const cut = setTimeout(() => {
        log('Grace period over: closing the connections still open');
        app.server.closeAllConnections();
      }, grace);
      await app.close();
      clearTimeout(cut);
      await db.destroy();
      await afterDrain?.();
      log('Stopped');
    },
  );
  const shutdown = () => {
    if (!closing) closer.close();
  };
  // A parent with an IPC channel (npm start, a cluster primary) going away, or asking us to stop.
  process.removeListener('disconnect', onRequest);
  process.on('disconnect', shutdown);
  process.on('message', (message) => message === SHUTDOWN_MESSAGE && shutdown());

  await app.listen({ host: config.HOST, port: config.PORT });
  if (stopRequested) shutdown();
  return app;
}
