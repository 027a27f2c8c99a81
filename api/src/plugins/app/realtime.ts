import type { WebSocket } from 'ws';
import fp from 'fastify-plugin';
import pg from 'pg';
import {
  realtimeEnvelopeSchema,
  REALTIME_EVENTS,
  type RealtimeEnvelope,
  type RealtimeEventName,
  type RealtimePayload,
  type userProfileUpdatedEvent,
} from '@trellis/contracts';

const CHANNEL = 'trellis_events';

interface Notice extends RealtimeEnvelope {
  /** Deliver only to this user's sockets. */
  userId?: number;
}

export interface PublishOptions {
  /** Deliver only to this user's sockets. */
  userId?: number;
  /** The HTTP request whose write caused the event (`request.id`), so its tab can skip the echo. */
  requestId?: string;
}

type UserProfileEvent = ReturnType<typeof userProfileUpdatedEvent>;

type ClientReply = <E extends RealtimeEventName>(event: E, data: RealtimePayload<E>) => void;

export interface Realtime {
  /** Publishes to every API process; the payload type is the contracts' for that event. */
  publish<E extends RealtimeEventName>(
    event: E,
    data: RealtimePayload<E>,
    options?: PublishOptions,
  ): Promise<void>;
  /** `user:{id}:profile:updated` carries what user:profile:updated does. */
  publish(
    event: UserProfileEvent,
    data: RealtimePayload<typeof REALTIME_EVENTS.userProfileUpdated>,
    options?: PublishOptions,
  ): Promise<void>;
  /** Reads the seven counters and publishes counts:updated. */
  publishCounts(): Promise<void>;
  attach(socket: WebSocket, userId: number): void;
  onClientMessage(
    event: RealtimeEventName,
    handler: (data: Record<string, unknown>, reply: ClientReply) => Promise<void> | void,
  ): void;
  readonly socketCount: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * Events go through PostgreSQL NOTIFY so every API process behind a load balancer hears every
 * write; each process then fans out to its own sockets.
 */
export default fp(
  async function realtime(fastify, opts: { databaseUrl: string }) {
    const sockets = new Map<WebSocket, number>();
    const handlers = new Map<string, Parameters<Realtime['onClientMessage']>[1]>();
    let listener: pg.Client | null = null;
    let closing = false;

    function deliver(notice: Notice) {
      const { userId: _userId, ...envelope } = notice;
      const message = JSON.stringify(envelope satisfies RealtimeEnvelope);
      for (const [socket, userId] of sockets) {
        if (notice.userId !== undefined && notice.userId !== userId) continue;
        if (socket.readyState === socket.OPEN) socket.send(message);
      }
    }

    async function listen(): Promise<void> {
      const client = new pg.Client({ connectionString: opts.databaseUrl });
      client.on('notification', (msg) => {
        if (!msg.payload) return;
        try {
          deliver(JSON.parse(msg.payload) as Notice);
        } catch (error) {
          fastify.log.warn({ err: error }, 'ignored a malformed realtime notice');
        }
      });
      client.on('error', (error) =>
        fastify.log.warn({ err: error }, 'realtime listener lost its connection'),
      );
      client.on('end', () => {
        listener = null;
        if (!closing) setTimeout(() => void listen().catch(() => {}), 1000);
      });
      try {
        await client.connect();
        await client.query(`listen ${CHANNEL}`);
        listener = client;
      } catch (error) {
        fastify.log.warn({ err: error }, 'realtime listener could not connect; retrying');
        await client.end().catch(() => {});
      }
    }

    await listen();

    async function publish(
      event: string,
      data: Record<string, unknown>,
      options: PublishOptions = {},
    ): Promise<void> {
      const notice: Notice = {
        event,
        data,
        ...(options.requestId !== undefined ? { requestId: options.requestId } : {}),
        ...(options.userId !== undefined ? { userId: options.userId } : {}),
      };
      try {
        await fastify.db.raw('select pg_notify(?, ?)', [CHANNEL, JSON.stringify(notice)]);
      } catch (error) {
        // The write that triggered the event has happened; a lost notice must not fail it.
        fastify.log.warn({ err: error, event }, 'could not publish a realtime event');
      }
    }

    const hub: Realtime = {
      publish,
      async publishCounts() {
        try {
          const counts = await fastify.countsRepository.read();
          await hub.publish(REALTIME_EVENTS.countsUpdated, counts);
        } catch (error) {
          // Same as publish: work after a commit never turns the committed write into an error.
          fastify.log.warn({ err: error }, 'could not publish the counters');
        }
      },
      attach(socket, userId) {
        sockets.set(socket, userId);
        socket.on('close', () => sockets.delete(socket));
        socket.on('message', (raw) => {
          let parsed;
          try {
            parsed = realtimeEnvelopeSchema.safeParse(JSON.parse(String(raw)));
          } catch {
            return;
          }
          if (!parsed.success) return;
          const handler = handlers.get(parsed.data.event);
          if (!handler) return;
          const reply: ClientReply = (event, data) => {
            if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ event, data }));
          };
          Promise.resolve(handler(parsed.data.data, reply)).catch((error) =>
            fastify.log.warn({ err: error }, 'realtime client message failed'),
          );
        });
      },
      onClientMessage(event, handler) {
        handlers.set(event, handler);
      },
      get socketCount() {
        return sockets.size;
      },
    };
    fastify.decorate('realtime', hub);

    fastify.addHook('onClose', async () => {
      closing = true;
      for (const socket of sockets.keys()) socket.close(1001, 'server shutting down');
      await listener?.end().catch(() => {});
    });
  },
  { name: 'realtime', dependencies: ['repositories'] },
);
