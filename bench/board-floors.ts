// Two reference routes that bound the board drawn afresh from below, so that its row's miss can be
// told from a slow implementation. Both run on the anchor's bare app (no session, no contract).
//
// - Prebuilt rows: every active engineer and every dated ticket kept as the finished JSON text of
//   its board entry, one row each (tables built here from the 100,000-row data, as triggers would
//   keep them). A draw reads the page's 100 engineers and the range's cards by index and joins
//   the texts: no parse, no shaping, no leave, booking or holiday cut to the range. Any board
//   computed per request costs at least this.
// - The stored answer: the API's own answer, stored whole in PostgreSQL and read by its key. This
//   is a cache in the database: what any answer not computed per request costs.
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';

const TABLES = `drop table if exists bench_floor_engineers, bench_floor_cards, bench_floor_answers;
create unlogged table bench_floor_engineers as
  select u.id, u.username, json_build_object('id', u.id, 'code', 'AIM-E-' || lpad(u.id::text, 3, '0'),
    'name', u.username, 'compliance', json_build_object('nearest_expiry', u.nearest_expiry,
      'urgency', null, 'document', u.nearest_expiry_document),
    'leaves', '[]'::json, 'booked_hours_by_day', '{}'::json)::text as body
  from users u where u.role = 'engineer' and u.status = 'Active';
create index on bench_floor_engineers (username, id) include (body);
create unlogged table bench_floor_cards as
  select t.id, t.engineer_id, t.task_start_date as first_day,
    greatest(t.task_start_date, t.task_end_date) as last_day,
    json_build_object('id', t.id, 'code', 'AIM-T-' || lpad(t.id::text, 3, '0'),
      'task_name', t.task_name, 'status', t.status, 'status_group', 'open', 'priority', t.priority,
      'customer_name', c.name, 'engineer_id', t.engineer_id, 'task_start_date', t.task_start_date,
      'task_end_date', greatest(t.task_start_date, t.task_end_date),
      'task_time_hours', t.task_time_hours, 'city', t.city, 'country', t.country,
      'holiday_dates', '[]'::json)::text as body
  from tickets t join customers c on c.id = t.customer_id where t.task_start_date is not null;
create index on bench_floor_cards (engineer_id, last_day, first_day);
create unlogged table bench_floor_answers (key text primary key, body text not null);
analyze bench_floor_engineers, bench_floor_cards, bench_floor_answers;`;

const PREBUILT_ROWS = `with page as (
    select e.id, e.username, e.body from bench_floor_engineers e order by e.username, e.id limit $3),
  ids as (select array_agg(p.id) as ids from page p)
  select (select string_agg(p.body, ',' order by p.username, p.id) from page p) as engineers,
    (select string_agg(c.body, ',' order by c.first_day, c.id) from (
      select c.* from bench_floor_cards c where c.engineer_id = any((select ids from ids)::int[])
        and c.last_day >= $1::date and c.first_day <= $2::date
      union all
      select c.* from bench_floor_cards c where c.engineer_id is null
        and c.last_day >= $1::date and c.first_day <= $2::date) c) as tickets`;

interface Range {
  from: string;
  to: string;
  limit: string;
}

/** The two routes on `anchor`; `app` answers the real board once for the stored answer. */
export function boardFloors(anchor: FastifyInstance, app: FastifyInstance, db: Knex): void {
  // Built once, on the first request (during the row's warm-up), from the data as it is then.
  // A knex query runs again each time it is awaited, so it is turned into a plain promise.
  let built: Promise<void> | undefined;
  const ready = () => (built ??= db.raw(TABLES).then(() => undefined));
  const query = async <T>(name: string, text: string, values: unknown[]): Promise<T[]> => {
    await ready();
    const connection = await db.client.acquireConnection();
    try {
      // A named statement, as the API's reads are: planned once per connection.
      return (await connection.query({ name, text, values })).rows as T[];
    } finally {
      await db.client.releaseConnection(connection);
    }
  };

  anchor.get<{ Querystring: Range }>('/reference/board-prebuilt-rows', async (request, reply) => {
    const { from, to, limit } = request.query;
    const [row] = await query<{ engineers: string | null; tickets: string | null }>(
      'bench_floor_rows',
      PREBUILT_ROWS,
      [from, to, Number(limit)],
    );
    return reply
      .type('application/json')
      .send(
        `{"from":"${from}","to":"${to}","engineers":[${row?.engineers ?? ''}],` +
          `"tickets":[${row?.tickets ?? ''}],"holidays":[],"total":0,"page":1,"limit":${limit}}`,
      );
  });

  anchor.get<{ Querystring: { of: string } }>(
    '/reference/board-stored-answer',
    async (request, reply) => {
      const { of } = request.query;
      let [row] = await query<{ body: string }>(
        'bench_floor_answer',
        'select body from bench_floor_answers where key = $1',
        [of],
      );
      if (!row) {
        const cookie = request.headers.cookie ?? '';
        const answer = await app.inject({ method: 'GET', url: of, headers: { cookie } });
        if (answer.statusCode !== 200)
          return reply.status(502).send(`${of} answered ${answer.statusCode}: ${answer.body}`);
        await db.raw('insert into bench_floor_answers values (?, ?) on conflict do nothing', [
          of,
          answer.body,
        ]);
        row = { body: answer.body };
      }
      return reply.type('application/json').send(row.body);
    },
  );
}
