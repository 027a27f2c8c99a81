import type { WebSocket } from 'ws';
import fp from 'fastify-plugin';
import {
  realtimeEnvelopeSchema,
  REALTIME_EVENTS,
  type RealtimeEnvelope,
  type RealtimeEventName,
  type RealtimePayload,
  type Permission,
  type userProfileUpdatedEvent,
} from '@trellis/contracts';
import { listenToChannel } from '../../lib/pg-listener';
import { ACCESS_CHANGING_EVENTS, eventAudience } from './event-audience';

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

/** One open socket: whose it is and what its account may hear. */
interface Listener {
  userId: number;
  permissions: Permission[];
  roleId: number | null;
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
  /** `permissions`: the account's, as its session resolved them; kept fresh on access changes. */
  attach(
    socket: WebSocket,
    account: { id: number; role_id: number | null },
    permissions: readonly Permission[],
  ): void;
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
    const sockets = new Map<WebSocket, Listener>();
    const handlers = new Map<string, Parameters<Realtime['onClientMessage']>[1]>();

    /**
     * A notice addressed to a user reaches only that user; any other only the sockets whose
     * account holds the event's permission, or, for a role's event, holds that role (its open
     * tabs refresh what they may do).
     */
    function mayHear(listener: Listener, notice: Notice): boolean {
      if (notice.userId !== undefined) return notice.userId === listener.userId;
      const needed = eventAudience(notice.event);
      if (needed !== null && listener.permissions.includes(needed)) return true;
      return notice.event.startsWith('role:') && notice.data.id === listener.roleId;
    }

    function deliver(notice: Notice) {
      const { userId: _userId, ...envelope } = notice;
      const message = JSON.stringify(envelope satisfies RealtimeEnvelope);
      for (const [socket, listener] of sockets) {
        if (!mayHear(listener, notice)) continue;
        if (socket.readyState === socket.OPEN) socket.send(message);
      }
    }

    /** Re-reads what this process's listening accounts may do, after a role or user changed. */
    async function refreshListeners(): Promise<void> {
      const userIds = [...new Set([...sockets.values()].map((l) => l.userId))];
      if (userIds.length === 0) return;
      const rows: { id: number; role_id: number | null; permissions: Permission[] }[] =
        await fastify
          .db('users as u')
          .leftJoin('roles as r', 'r.id', 'u.role_id')
          .whereIn('u.id', userIds)
          .select(
            'u.id',
            'u.role_id',
            fastify.db.raw(
              `case when u.status = 'Active' then coalesce(r.permissions, '{}') else '{}' end as permissions`,
            ),
          );
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const listener of sockets.values()) {
        const row = byId.get(listener.userId);
        listener.permissions = row?.permissions ?? [];
        listener.roleId = row?.role_id ?? null;
      }
    }

    function receive(notice: Notice) {
      if (!ACCESS_CHANGING_EVENTS.has(notice.event)) return deliver(notice);
      refreshListeners()
        .catch((error) => fastify.log.warn({ err: error }, 'could not refresh socket access'))
        .finally(() => deliver(notice));
    }

    const listener = await listenToChannel({
      databaseUrl: opts.databaseUrl,
      channel: CHANNEL,
      name: 'realtime listener',
      log: fastify.log,
      onNotice(payload) {
        if (!payload) return;
        try {
          receive(JSON.parse(payload) as Notice);
        } catch (error) {
          fastify.log.warn({ err: error }, 'ignored a malformed realtime notice');
        }
      },
    });

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
      attach(socket, account, permissions) {
        sockets.set(socket, {
          userId: account.id,
          permissions: [...permissions],
          roleId: account.role_id,
        });
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
      for (const socket of sockets.keys()) socket.close(1001, 'server shutting down');
      await listener.close();
    });
  },
  { name: 'realtime', dependencies: ['repositories'] },
);
