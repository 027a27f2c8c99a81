import type { FastifyBaseLogger } from 'fastify';
import type { Knex } from 'knex';
import {
  REALTIME_EVENTS,
  type RealtimeEnvelope,
  type RealtimeEventName,
  type RealtimePayload,
  type userProfileUpdatedEvent,
} from '@trellis/contracts';
import type { CountsRepository } from '../../repositories/counts-repository';

/** The PostgreSQL channel every API process publishes on and listens to. */
export const REALTIME_CHANNEL = 'trellis_events';

/** An event as it travels between processes: the envelope, and whom it is for. */
export interface Notice extends RealtimeEnvelope {
  /** Deliver only to this user's sockets. */
  userId?: number;
}

export interface PublishOptions {
  /** Deliver only to this user's sockets. */
  userId?: number;
  /** The HTTP request whose write caused the event (`request.id`), so its tab can skip the echo. */
  requestId?: string;
}

/** An event as `publish` takes it, for publishing many at once. */
export interface PublishedEvent {
  event: string;
  data: Record<string, unknown>;
  options?: PublishOptions;
}

type UserProfileEvent = ReturnType<typeof userProfileUpdatedEvent>;

export interface RealtimePublisher {
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
  /** Publishes many events, in order (what `publish` does for each). */
  publishMany(events: readonly PublishedEvent[]): Promise<void>;
  /** Publishes counts:updated with the seven counters as they are once the batch goes out. */
  publishCounts(): Promise<void>;
  /** Resolves once what has been published so far has gone out (or failed, logged). */
  sent(): Promise<void>;
}

const noticeOf = ({ event, data, options = {} }: PublishedEvent): Notice => ({
  event,
  data,
  ...(options.requestId !== undefined ? { requestId: options.requestId } : {}),
  ...(options.userId !== undefined ? { userId: options.userId } : {}),
});

/**
 * Events go out through PostgreSQL NOTIFY, so every API process behind a load balancer hears
 * every write. Publishing follows a committed write: a lost notice is logged, never thrown, so
 * it cannot turn that write into an error.
 *
 * What is published in one turn of the event loop goes out together, in one statement after it.
 * Every NOTIFY statement is a commit of its own (a WAL flush, under PostgreSQL's cluster-wide
 * notify lock) and wakes every listening process, so a write's event and its counters, and the
 * events of requests running side by side, share one. The counters are read once for the whole
 * batch, after every write in it has committed, and go out last.
 */
export function createRealtimePublisher({
  db,
  countsRepository,
  log,
}: {
  db: Knex;
  countsRepository: CountsRepository;
  log: FastifyBaseLogger;
}): RealtimePublisher {
  interface Batch {
    notices: Notice[];
    counts: boolean;
    sent: Promise<void>;
  }
  let batch: Batch | null = null;
  /** Batches on their way, the one still filling included. */
  const going = new Set<Promise<void>>();

  async function send({ notices, counts }: Batch): Promise<void> {
    if (counts) {
      try {
        const data = await countsRepository.read();
        notices.push(noticeOf({ event: REALTIME_EVENTS.countsUpdated, data }));
      } catch (error) {
        log.warn({ err: error }, 'could not publish the counters');
      }
    }
    if (notices.length === 0) return;
    try {
      await db.raw(
        `select pg_notify(?, p.payload)
           from unnest(?::text[]) with ordinality as p(payload, n) order by p.n`,
        [REALTIME_CHANNEL, notices.map((notice) => JSON.stringify(notice))],
      );
    } catch (error) {
      const events = [...new Set(notices.map((notice) => notice.event))];
      log.warn({ err: error, events }, 'could not publish realtime events');
    }
  }

  function pending(): Batch {
    if (batch) return batch;
    const next: Batch = { notices: [], counts: false, sent: Promise.resolve() };
    next.sent = new Promise<void>((resolve) =>
      setImmediate(() => {
        batch = null;
        void send(next).finally(resolve);
      }),
    );
    going.add(next.sent);
    void next.sent.then(() => going.delete(next.sent));
    batch = next;
    return next;
  }

  return {
    async publish(event: string, data: Record<string, unknown>, options: PublishOptions = {}) {
      pending().notices.push(noticeOf({ event, data, options }));
    },
    async publishMany(events) {
      if (events.length > 0) pending().notices.push(...events.map(noticeOf));
    },
    async publishCounts() {
      pending().counts = true;
    },
    sent: async () => void (await Promise.all(going)),
  };
}
