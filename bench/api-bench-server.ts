// The process api-bench.ts measures: the whole API (buildApp, logging off) and, beside it, the
// ANCHOR: a bare Fastify app running one indexed PostgreSQL query that returns 7 rows, through the
// same knex pool, with no session. Every endpoint is reported as a ratio to the anchor's req/s.
// Run apart from the load generator, so autocannon's own work does not land on the API's thread.
import Fastify from 'fastify';
import { buildApp } from '../api/src/app';
import { createDb } from '../api/src/db/database';
import {
  attendanceQuerySchema,
  auditListQuerySchema,
  receivableListQuerySchema,
} from '../packages/contracts/src/index';
import { createAttendanceRepository } from '../api/src/repositories/attendance-repository';
import { listAuditEvents } from '../api/src/repositories/audit-list';
import { readBoard } from '../api/src/repositories/dispatch-board';
import { listReceivables } from '../api/src/repositories/receivables-list';
import { prepared } from '../api/src/repositories/prepared';
import { benchConfig } from './bench-config';
import { boardFloors } from './board-floors';

const url = process.env.BENCH_DATABASE_URL!;
const rows = Number(process.env.BENCH_ROWS ?? 100_000);

const config = benchConfig();
// As src/db/connect.ts makes it for the server.
const db = createDb(url, { timeZone: config.APP_TIME_ZONE });
const app = await buildApp({ config, db, databaseUrl: url, logger: false });
// The write bench's B side: the same API with its audit rows left out, to price them.
if (process.env.BENCH_WITHOUT_AUDIT === '1') app.auditRepository.record = async () => {};
await app.listen({ port: 0, host: '127.0.0.1' });

const anchor = Fastify();
anchor.get('/anchor', async () => {
  const after = Math.floor(Math.random() * Math.max(rows - 7, 1));
  const { rows: page } = await db.raw<{ rows: { id: number; name: string }[] }>(
    'select id, name from customers where id > ? order by id limit 7',
    [after],
  );
  return page;
});
// Not an anchor: the engineers page's payload (100 rows, sent as items and as data) from a bare
// route with no session, to tell what the payload costs from what the API adds to it.
anchor.get('/reference/engineers-page', async (_request, reply) => {
  const { rows: page } = await db.raw<{ rows: Record<string, unknown>[] }>(
    `select id, username as name, email, phone, status, created_at, updated_at from users
     where role = 'engineer' order by created_at desc, id desc limit 100`,
  );
  const items = JSON.stringify(page);
  return reply
    .type('application/json')
    .send(`{"items":${items},"data":${items},"total":${rows},"page":1,"limit":100}`);
});
// Not an anchor: the tickets of one start day (100 full rows, with their customer's and
// engineer's names) from a bare route with no session: what the calendar's day list's payload
// costs on its own.
anchor.get<{ Querystring: { day: string } }>('/reference/tickets-day', async (request, reply) => {
  const { rows: page } = await db.raw<{ rows: Record<string, unknown>[] }>(
    `select t.*, c.name as customer_name, e.username as engineer_name from tickets t
     join customers c on c.id = t.customer_id left join users e on e.id = t.engineer_id
     where t.task_start_date = ?::date order by t.task_start_date, t.id limit 100`,
    [request.query.day],
  );
  return reply
    .type('application/json')
    .send(`{"items":${JSON.stringify(page)},"total":${page.length},"page":1,"limit":100}`);
});
// Not an anchor: the board's data as the API reads it (the same one statement, parsed), sent as
// PostgreSQL gave it, with no session, no shaping and no contract: what the board drawn afresh
// costs before the API adds anything to it.
anchor.get<{ Querystring: { from: string; to: string; limit: string } }>(
  '/reference/board',
  async (request, reply) => {
    const { from, to, limit } = request.query;
    const board = await readBoard(db, { from, to, limit: Number(limit), page: 1, search: '' });
    return reply.type('application/json').send(JSON.stringify(board));
  },
);
// Not anchors: the whole log's first page and the receivables' first page (with their totals
// and aging) as their repositories read them, sent with no session, no reader's policy and no
// contract: what each row costs before the API adds anything to it.
const auditPage = auditListQuerySchema.parse({});
anchor.get('/reference/audit-page', async (_request, reply) =>
  reply.type('application/json').send(JSON.stringify(await listAuditEvents(db, auditPage))),
);
// Not an anchor: the same first page built whole by PostgreSQL as the contract's JSON text (the
// time as ISO text, the actor as an object) and sent as it comes, so Node neither parses nor
// writes an entry: whether moving the page's shaping into SQL could reach the row's target.
const AUDIT_PAGE_TEXT = `select (select n from audit_event_counts where dimension = 'all' and value = '')::int as total,
    (select coalesce(json_agg(x), '[]'::json)::text from (
      select e.id, to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
        (select a from (select e.actor_id as id, e.actor_name as name, e.actor_kind as kind) a) as actor,
        e.action, e.entity, e.entity_id, e.entity_label, e.changes, e.request_id
      from audit_events e
      where e.id in (select id from audit_events order by at desc, id desc limit ${auditPage.limit})
      order by e.at desc, e.id desc) x) as items`;
anchor.get('/reference/audit-page-text', async (_request, reply) => {
  const {
    rows: [page],
  } = await prepared<{ rows: { total: number; items: string }[] }>(db, AUDIT_PAGE_TEXT);
  return reply
    .type('application/json')
    .send(`{"items":${page!.items},"total":${page!.total},"page":1,"limit":${auditPage.limit}}`);
});
const receivablesPage = receivableListQuerySchema.parse({});
anchor.get('/reference/receivables-page', async (_request, reply) =>
  reply.type('application/json').send(JSON.stringify(await listReceivables(db, receivablesPage))),
);
// Not an anchor: an Attendance month as its repository reads it (the one statement, rows shaped
// to the contract), with no session and no contract check: what Attendance drawn afresh costs.
const attendance = createAttendanceRepository(db);
anchor.get('/reference/attendance', async (request, reply) => {
  const query = attendanceQuerySchema.parse(request.query);
  return reply.type('application/json').send(JSON.stringify(await attendance.page(query)));
});
// Not an anchor: an API answer (`of`, fetched once with the caller's session) sent again from
// memory, with no database, no session and no work at all: the floor under that row. Where
// even this is below a row's target, no way of producing that answer reaches it on this machine.
const remembered = new Map<string, { type: string; body: string }>();
anchor.get<{ Querystring: { of: string } }>('/reference/memory', async (request, reply) => {
  const { of } = request.query;
  let answer = remembered.get(of);
  if (!answer) {
    const cookie = request.headers.cookie ?? '';
    const response = await app.inject({ method: 'GET', url: of, headers: { cookie } });
    if (response.statusCode !== 200)
      return reply.status(502).send(`${of} answered ${response.statusCode}: ${response.body}`);
    answer = { type: String(response.headers['content-type']), body: response.body };
    remembered.set(of, answer);
  }
  return reply.type(answer.type).send(answer.body);
});
boardFloors(anchor, app, db);
await anchor.listen({ port: 0, host: '127.0.0.1' });

const port = (server: { server: { address(): unknown } }) =>
  (server.server.address() as { port: number }).port;
process.send!({ api: port(app), anchor: port(anchor) });

process.on('disconnect', () => {
  void Promise.all([app.close(), anchor.close()])
    .then(() => db.destroy())
    .finally(() => process.exit(0));
});
