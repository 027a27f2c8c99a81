// The API bench is read by hand and never timed here. This only keeps it working. On a small
// copy of its data, every path it measures must answer 200 once, whether on the API or on the
// anchor's reference routes, and so must its customer and lead writes. A change to a route, a
// contract or a reference route can then not break a bench row unseen.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { benchTargets } from '../../../bench/api-targets';
import { load } from '../../../bench/bench-data';
import { startServer, stopServer, type Server } from '../../../bench/api-servers';
import {
  createCustomerRequest,
  createLeadRequests,
  createTicketRequests,
} from '../../../bench/write-requests';
import type { LoadOptions } from '../../../bench/load-slices';
import { createDb } from '../../src/db/database';
import { createTestDatabase } from '../helpers/test-app';

const ROWS = 200;

describe(
  'every row of the API bench, once, on a small copy of its data',
  { timeout: 120_000 },
  () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
    let server: Server | undefined;

    before(async () => {
      database = await createTestDatabase();
      const db = createDb(database.url);
      try {
        await load(db, ROWS);
      } finally {
        await db.destroy();
      }
      server = await startServer(database.url, ROWS);
    });
    after(async () => {
      if (server) await stopServer(server);
      await database?.drop();
    });

    it('answers 200 to every path it measures', async () => {
      const { api, anchor, cookie, engineerCookie } = server!;
      const failures: string[] = [];
      const paths = [
        { name: 'the anchor', url: `${anchor}/anchor`, as: cookie },
        ...benchTargets(ROWS).map((t) => ({
          name: t.name,
          url: `${t.onAnchor ? anchor : api}${t.path}`,
          as: t.asEngineer ? engineerCookie : cookie,
        })),
      ];
      for (const { name, url, as } of paths) {
        const response = await fetch(url, { headers: { cookie: as } });
        const body = await response.text();
        if (response.status !== 200)
          failures.push(`${name}: ${response.status} ${body.slice(0, 300)}`);
      }
      assert.deepEqual(failures, []);
      assert.ok(paths.length > 70, `only ${paths.length} paths`);
    });

    it('creates the customer, the lead and the ticket its write checks send', async () => {
      const { api, cookie } = server!;
      /** The request as autocannon would send it first: a fixed one, or the first of a turn. */
      const first = (options: LoadOptions) => {
        const turn = options.requests?.[0]?.setupRequest as
          ((request: object, context: object) => object) | undefined;
        const request = turn ? turn({ method: 'POST', path: '/' }, {}) : options;
        return request as { method?: string; headers?: Record<string, string>; body?: unknown };
      };
      const send = (path: string, options: LoadOptions) => {
        const { method, headers, body } = first(options);
        return fetch(`${api}${path}`, { method, headers, body: body as string | Buffer });
      };
      const customer = await send('/api/customers', createCustomerRequest(cookie));
      assert.equal(customer.status, 201, await customer.text());
      const lead = await send('/api/leads', createLeadRequests(cookie, [1, 2]));
      assert.equal(lead.status, 201, await lead.text());
      const db = createDb(database!.url);
      const { rows } = await db.raw<{ rows: { id: number }[] }>(
        `select id from users u where role = 'engineer' and status = 'Active'
       and not exists (select 1 from leave_requests l where l.engineer_id = u.id) order by id limit 1`,
      );
      await db.destroy();
      const ticket = await send(
        '/api/tickets',
        createTicketRequests(cookie, [{ customer: 1, engineer: rows[0]!.id }]),
      );
      assert.equal(ticket.status, 201, await ticket.text());
    });
  },
);
