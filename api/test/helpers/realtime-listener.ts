import pg from 'pg';
import type { TestApp } from './test-app';

export interface HeardEvent {
  event: string;
  data: Record<string, unknown>;
  requestId?: string;
}

/**
 * Listens where every API process publishes (PostgreSQL NOTIFY), as another instance would, and
 * keeps what it hears. `waitFor` answers the latest event of that name matching `match`.
 */
export async function listenToEvents(t: TestApp) {
  const events: HeardEvent[] = [];
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  client.on('notification', (msg) => events.push(JSON.parse(msg.payload!) as HeardEvent));
  await client.query('listen trellis_events');
  return {
    events,
    async waitFor(event: string, match: (e: HeardEvent) => boolean = () => true) {
      for (let i = 0; i < 150; i += 1) {
        const found = events.filter((e) => e.event === event && match(e));
        if (found.length > 0) return found.at(-1)!;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no ${event} heard`);
    },
    close: () => client.end(),
  };
}
