import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

export interface PgListener {
  close(): Promise<void>;
}

/**
 * LISTENs on one PostgreSQL channel on a connection of its own, reconnecting a second after it
 * is lost. `onReconnect` runs after every connection but the first: notices sent while the
 * connection was down are gone, so whatever they would have refreshed must be refreshed anyway.
 */
export async function listenToChannel(options: {
  databaseUrl: string;
  channel: string;
  onNotice: (payload: string) => void;
  onReconnect?: () => void;
  log: FastifyBaseLogger;
  /** Who listens, for the log lines: "realtime listener". */
  name: string;
}): Promise<PgListener> {
  const { databaseUrl, channel, onNotice, onReconnect, log, name } = options;
  let client: pg.Client | null = null;
  let closing = false;
  let connectedBefore = false;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (msg) => onNotice(msg.payload ?? ''));
    next.on('error', (error) => log.warn({ err: error }, `${name} lost its connection`));
    next.on('end', () => {
      client = null;
      if (!closing) setTimeout(() => void connect().catch(() => {}), 1000);
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      client = next;
      if (connectedBefore) onReconnect?.();
      connectedBefore = true;
    } catch (error) {
      log.warn({ err: error }, `${name} could not connect; retrying`);
      await next.end().catch(() => {});
    }
  }

  await connect();
  return {
    async close() {
      closing = true;
      await client?.end().catch(() => {});
    },
  };
}
