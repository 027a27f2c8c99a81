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
  /** Publishes many events in one round trip, in order (what `publish` does for each). */
  publishMany(events: readonly PublishedEvent[]): Promise<void>;
  /** Reads the seven counters and publishes counts:updated. */
  publishCounts(): Promise<void>;
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
  async function publish(
    event: string,
    data: Record<string, unknown>,
    options: PublishOptions = {},
  ): Promise<void> {
    try {
      await db.raw('select pg_notify(?, ?)', [
        REALTIME_CHANNEL,
        JSON.stringify(noticeOf({ event, data, options })),
      ]);
    } catch (error) {
      log.warn({ err: error, event }, 'could not publish a realtime event');
    }
  }

  /** Many notices in one statement, in order: a bulk batch's events after its commit. */
  async function publishMany(events: readonly PublishedEvent[]): Promise<void> {
    if (events.length === 0) return;
    const payloads = events.map((published) => JSON.stringify(noticeOf(published)));
    try {
      await db.raw(
        `select pg_notify(?, p.payload)
           from unnest(?::text[]) with ordinality as p(payload, n) order by p.n`,
        [REALTIME_CHANNEL, payloads],
      );
    } catch (error) {
      log.warn({ err: error }, 'could not publish realtime events');
    }
  }

  async function publishCounts(): Promise<void> {
    try {
      await publish(REALTIME_EVENTS.countsUpdated, await countsRepository.read());
    } catch (error) {
      log.warn({ err: error }, 'could not publish the counters');
    }
  }

  return { publish, publishMany, publishCounts };
}
