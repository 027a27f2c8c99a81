import pg from 'pg';
import type { TestApp } from './test-app';

export interface HeardEvent {
  event: string;
  data: Record<string, unknown>;
  requestId?: string;
}

type Match = (e: HeardEvent) => boolean;

/**
 * Listens where every API process publishes (PostgreSQL NOTIFY), as another instance would, and
 * keeps what it hears. `waitFor` answers the latest event of that name matching `match` once at
 * least `count` of them have arrived; `waitForFirst` answers the earliest.
 */
export async function listenToEvents(t: TestApp) {
  const events: HeardEvent[] = [];
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  client.on('notification', (msg) => events.push(JSON.parse(msg.payload!) as HeardEvent));
  await client.query('listen trellis_events');
  const heard = async (event: string, match: Match, count: number) => {
    for (let i = 0; i < 150; i += 1) {
      const found = events.filter((e) => e.event === event && match(e));
      if (found.length >= count) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no ${event} heard; got ${events.map((e) => e.event).join(', ')}`);
  };
  return {
    events,
    async waitFor(event: string, match: Match = () => true, count = 1) {
      return (await heard(event, match, count)).at(-1)!;
    },
    async waitForFirst(event: string, match: Match = () => true) {
      return (await heard(event, match, 1))[0]!;
    },
    close: () => client.end(),
  };
}

/** Matches an event about the record `id`, or any event when `id` is undefined. */
export const about =
  (id: number | undefined): Match =>
  (e) =>
    id === undefined || e.data.id === id;
