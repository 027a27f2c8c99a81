import type { WebSocket } from 'ws';
import fp from 'fastify-plugin';
import {
  realtimeEnvelopeSchema,
  REALTIME_CLIENT,
  REALTIME_ERROR_EVENT,
  type RealtimeEnvelope,
  type RealtimeEventName,
  type RealtimePayload,
  type Permission,
} from '@trellis/contracts';
import { ACCESS_CHANGING_EVENTS, eventAudience } from './event-audience';
import {
  createRealtimePublisher,
  REALTIME_CHANNEL,
  type Notice,
  type RealtimePublisher,
} from './realtime-publish';

/** One open socket: whose it is, the session it lives by, and what its account may hear. */
interface Listener {
  userId: number;
  sessionId: number;
  permissions: Permission[];
  roleId: number | null;
}

/**
 * What a client message needs, declared like a route's: a permission, or `selfService` for a
 * message any signed-in account may send about itself.
 */
export type ClientMessageAccess = { permission: Permission } | { selfService: true };

/** The account a client message came from, as its socket holds it now. */
export interface ClientMessageSender {
  userId: number;
  permissions: readonly Permission[];
}

/** How often sockets are checked against their sessions' expiry (other ends are announced). */
const SESSION_CHECK_MS = 60_000;

type ClientReply = <E extends RealtimeEventName>(event: E, data: RealtimePayload<E>) => void;

/** What `app.realtime` offers: publishing to every process, and this process's own sockets. */
export interface Realtime extends RealtimePublisher {
  /**
   * `permissions`: the account's, as its session resolved them; kept fresh on access changes.
   * The socket closes when `sessionId`'s session ends, on whichever process ended it.
   */
  attach(
    socket: WebSocket,
    account: { id: number; role_id: number | null },
    permissions: readonly Permission[],
    sessionId: number,
  ): void;
  /** Handles a client message; one without a declared access stops the API from starting. */
  onClientMessage(
    event: RealtimeEventName,
    access: ClientMessageAccess,
    handler: (
      data: Record<string, unknown>,
      reply: ClientReply,
      sender: ClientMessageSender,
    ) => Promise<void> | void,
  ): void;
  readonly socketCount: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * The socket hub: every API process hears every published event on the channel and fans it out
 * to its own sockets, each only what its account may hear; client messages come back in here.
 */
export default fp(
  async function realtime(fastify) {
    const sockets = new Map<WebSocket, Listener>();
    const handlers = new Map<
      string,
      { access: ClientMessageAccess; handle: Parameters<Realtime['onClientMessage']>[2] }
    >();

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

    /**
     * Re-reads every socket's session and what its account may do: a socket whose session has
     * ended (signed out, replaced by a password change or reset, its account deactivated or
     * deleted, expired) is closed with the code the client answers as it answers a 401.
     */
    async function refreshListeners(): Promise<void> {
      const sessionIds = [...new Set([...sockets.values()].map((l) => l.sessionId))];
      if (sessionIds.length === 0) return;
      const rows: {
        session_id: number;
        role_id: number | null;
        permissions: Permission[];
      }[] = await fastify
        .db('sessions as s')
        .join('users as u', 'u.id', 's.user_id')
        .leftJoin('roles as r', 'r.id', 'u.role_id')
        .whereIn('s.id', sessionIds)
        .where('s.expires_at', '>', fastify.db.fn.now())
        .select(
          's.id as session_id',
          'u.role_id',
          fastify.db.raw(
            `case when u.status = 'Active' then coalesce(r.permissions, '{}') else '{}' end as permissions`,
          ),
        );
      const bySession = new Map(rows.map((row) => [Number(row.session_id), row]));
      for (const [socket, listener] of sockets) {
        const row = bySession.get(listener.sessionId);
        if (!row) {
          sockets.delete(socket);
          socket.close(REALTIME_CLIENT.sessionEndedCloseCode, 'session ended');
          continue;
        }
        listener.permissions = row.permissions;
        listener.roleId = row.role_id;
      }
    }

    let refreshing: Promise<void> | null = null;
    let refreshAgain = false;
    /** One refresh at a time; a notice during one asks for another after it. */
    function refreshSoon(): Promise<void> {
      if (refreshing) {
        refreshAgain = true;
        return refreshing;
      }
      refreshing = (async () => {
        do {
          refreshAgain = false;
          await refreshListeners();
        } while (refreshAgain);
      })()
        .catch((error) => fastify.log.warn({ err: error }, 'could not refresh socket access'))
        .finally(() => (refreshing = null));
      return refreshing;
    }

    function receive(notice: Notice) {
      if (!ACCESS_CHANGING_EVENTS.has(notice.event)) return deliver(notice);
      void refreshSoon().finally(() => deliver(notice));
    }

    // Sessions, users and roles announce every change on commit (a sign-out, a deactivation, a
    // password change, a role edited), whichever process or SQL made it.
    await fastify.noticeListener.listen('trellis_sessions_changed', {
      onNotice: () => void refreshSoon(),
      onReconnect: () => void refreshSoon(),
    });
    const sessionTimer = setInterval(() => void refreshSoon(), SESSION_CHECK_MS).unref();

    await fastify.noticeListener.listen(REALTIME_CHANNEL, {
      onNotice(payload) {
        if (!payload) return;
        try {
          receive(JSON.parse(payload) as Notice);
        } catch (error) {
          fastify.log.warn({ err: error }, 'ignored a malformed realtime notice');
        }
      },
    });

    const hub: Realtime = {
      ...createRealtimePublisher({
        db: fastify.db,
        countsRepository: fastify.countsRepository,
        log: fastify.log,
      }),
      attach(socket, account, permissions, sessionId) {
        const held: Listener = {
          userId: account.id,
          sessionId,
          permissions: [...permissions],
          roleId: account.role_id,
        };
        sockets.set(socket, held);
        socket.on('close', () => sockets.delete(socket));
        socket.on('message', (raw) => {
          let parsed;
          try {
            parsed = realtimeEnvelopeSchema.safeParse(JSON.parse(String(raw)));
          } catch {
            return;
          }
          if (!parsed.success) return;
          const { event, data } = parsed.data;
          const reply: ClientReply = (name, payload) => {
            if (socket.readyState === socket.OPEN)
              socket.send(JSON.stringify({ event: name, data: payload }));
          };
          const refuse = (code: string, message: string) => {
            if (socket.readyState === socket.OPEN)
              socket.send(
                JSON.stringify({ event: REALTIME_ERROR_EVENT, data: { code, message, event } }),
              );
          };
          const handler = handlers.get(event);
          if (!handler) return refuse('NOT_FOUND', `No client message is named ${event}`);
          // Deny by default, and by the account's permissions now, not when the socket opened.
          if (!sockets.has(socket)) return;
          const { access } = handler;
          if ('permission' in access && !held.permissions.includes(access.permission))
            return refuse('PERMISSION_DENIED', 'Your role does not allow this');
          const sender = { userId: held.userId, permissions: held.permissions };
          Promise.resolve(handler.handle(data, reply, sender)).catch((error) =>
            fastify.log.warn({ err: error }, 'realtime client message failed'),
          );
        });
      },
      onClientMessage(event, access, handle) {
        const declared =
          access && ('selfService' in access ? access.selfService === true : !!access.permission);
        if (!declared)
          throw new Error(
            `The client message "${event}" declares no access: give it { permission } or { selfService: true }`,
          );
        handlers.set(event, { access, handle });
      },
      get socketCount() {
        return sockets.size;
      },
    };
    fastify.decorate('realtime', hub);

    fastify.addHook('onClose', async () => {
      clearInterval(sessionTimer);
      for (const socket of sockets.keys()) socket.close(1001, 'server shutting down');
      // What the last requests published still goes out, while the database is there.
      await hub.sent();
    });
  },
  { name: 'realtime', dependencies: ['repositories', 'notice-listener'] },
);
