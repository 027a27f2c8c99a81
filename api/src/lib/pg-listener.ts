import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

export interface ChannelHandlers {
  onNotice: (payload: string) => void;
  /**
   * Runs after every connection but the first: notices sent while the connection was down are
   * gone, so whatever they would have refreshed must be refreshed anyway.
   */
  onReconnect?: () => void;
}

export interface PgListener {
  /** LISTENs on `channel` (once, however many listen to it); resolves once it is listening. */
  listen(channel: string, handlers: ChannelHandlers): Promise<void>;
  close(): Promise<void>;
}

/**
 * Every channel a process listens to, on one connection of its own, reconnecting a second after
 * it is lost. One connection rather than one per channel: until PostgreSQL 19, every NOTIFY
 * wakes every listening backend of the database, whatever its channels, so each extra listening
 * connection costs a wake-up on every write of every process.
 */
export async function createPgListener(options: {
  databaseUrl: string;
  log: FastifyBaseLogger;
}): Promise<PgListener> {
  const { databaseUrl, log } = options;
  const handlers = new Map<string, ChannelHandlers[]>();
  let client: pg.Client | null = null;
  let listening = new Set<string>();
  let closing = false;
  let connectedBefore = false;
  let retry: NodeJS.Timeout | undefined;

  async function listenOn(target: pg.Client, heard: Set<string>, channel: string) {
    heard.add(channel);
    await target.query(`listen ${target.escapeIdentifier(channel)}`);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) handler.onNotice(msg.payload ?? '');
    });
    next.on('error', (error) =>
      log.warn({ err: error }, 'the notice listener lost its connection'),
    );
    next.on('end', () => {
      if (client === next) client = null;
      if (closing || retry) return;
      retry = setTimeout(() => {
        retry = undefined;
        if (!closing) void connect().catch(() => {});
      }, 1000);
    });
    try {
      await next.connect();
      const heard = new Set<string>();
      // A channel added while this connection was being made is listened to here as well.
      for (const channel of handlers.keys()) await listenOn(next, heard, channel);
      // Closed while this connection was being made: nothing else would end it, and an open
      // connection keeps the process from exiting.
      if (closing) {
        await next.end();
        return;
      }
      client = next;
      listening = heard;
      if (connectedBefore)
        for (const list of handlers.values()) for (const handler of list) handler.onReconnect?.();
      connectedBefore = true;
    } catch (error) {
      log.warn({ err: error }, 'the notice listener could not connect; retrying');
      await next.end().catch(() => {});
    }
  }

  await connect();
  return {
    async listen(channel, channelHandlers) {
      handlers.set(channel, [...(handlers.get(channel) ?? []), channelHandlers]);
      // Without a connection, the next one listens to it.
      if (client && !listening.has(channel))
        await listenOn(client, listening, channel).catch((error: unknown) =>
          log.warn({ err: error, channel }, 'the notice listener could not listen'),
        );
    },
    async close() {
      closing = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
