import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ticketCalendarResponseSchema } from '@trellis/contracts';
import { addDays, newCustomer, ticketFixture, type TicketFixture } from './ticket-factory';

describe('GET /api/tickets/calendar-days', () => {
  let fx: TicketFixture;
  let first: string;
  const day = (offset: number) => addDays(first, offset);

  before(async () => {
    fx = await ticketFixture();
    // A month far from the other rows of this database: the first of a month, two years on.
    first = `${Number(fx.today.slice(0, 4)) + 2}-03-01`;
    const customer = (await newCustomer(fx, 'Busy Month Ltd')).id;
    const row = (offset: number, extra: Record<string, unknown> = {}) => ({
      customer_id: customer,
      task_name: `Visit ${offset}`,
      task_start_date: day(offset),
      task_end_date: day(offset),
      status: 'Offered',
      country: 'United Kingdom',
      ...extra,
    });
    // More tickets on one day than the list's largest page: the calendar must still count them.
    await fx.t.db('tickets').insert(Array.from({ length: 1200 }, () => row(4)));
    await fx.t
      .db('tickets')
      .insert([
        row(0, { country: 'Germany', status: 'Closed', priority: 'High' }),
        row(0, { country: null }),
        row(30),
        row(31),
      ]);
  });
  after(async () => fx.t.close());

  const calendar = async (query: string) => {
    const response = await fx.t.app.inject({
      method: 'GET',
      url: `/api/tickets/calendar-days?${query}`,
      headers: { cookie: fx.cookie },
    });
    return response;
  };

  it('counts every ticket of each day, with its countries, whatever the page size', async () => {
    const response = await calendar(`from=${day(0)}&to=${day(30)}`);
    assert.equal(response.statusCode, 200, response.body);
    const { days } = ticketCalendarResponseSchema.parse(response.json());
    assert.deepEqual(days, [
      // A ticket without a country counts, but adds no country.
      { date: day(0), count: 2, countries: ['Germany'] },
      { date: day(4), count: 1200, countries: ['United Kingdom'] },
      { date: day(30), count: 1, countries: ['United Kingdom'] },
    ]);
  });

  it('applies the list filters and search', async () => {
    const closed = (await calendar(`from=${day(0)}&to=${day(30)}&status=Closed`)).json();
    assert.deepEqual(closed.days, [{ date: day(0), count: 1, countries: ['Germany'] }]);
    const high = (await calendar(`from=${day(0)}&to=${day(30)}&priority=High`)).json();
    assert.equal(high.days[0].count, 1);
    const searched = (await calendar(`from=${day(0)}&to=${day(31)}&search=Visit 31`)).json();
    assert.deepEqual(
      searched.days.map((d: { date: string }) => d.date),
      [day(31)],
    );
  });

  it('keeps its unfiltered days equal to a count over the tickets after every kind of write', async () => {
    await fx.t.db.raw(`update tickets set country = 'France' where task_name = 'Visit 30'`);
    await fx.t.db.raw(`update tickets set task_start_date = task_start_date + 1,
      task_end_date = task_end_date + 1 where id in (select id from tickets
      where task_name = 'Visit 4' order by id limit 200)`);
    await fx.t.db.raw(`delete from tickets where id in (select id from tickets
      where task_name = 'Visit 4' order by id desc limit 100)`);
    await fx.t.db.raw(`update tickets set country = null where task_name = 'Visit 0'`);
    const { rows: counted } = (await fx.t.db.raw(
      `select to_char(task_start_date, 'YYYY-MM-DD') as date, count(*)::int as count,
         coalesce(array_agg(distinct country) filter (where country <> ''), '{}') as countries
       from tickets where task_start_date between ? and ? group by task_start_date
       order by task_start_date`,
      [day(0), day(31)],
    )) as { rows: unknown[] };
    const response = await calendar(`from=${day(0)}&to=${day(31)}`);
    assert.deepEqual(response.json().days, counted);
    assert.deepEqual(
      response.json().days.map((d: { date: string; count: number }) => [d.date, d.count]),
      [
        [day(0), 2],
        [day(4), 900],
        [day(5), 200],
        [day(30), 1],
        [day(31), 1],
      ],
    );
  });

  it('refuses a missing, backwards or longer than 62-day range with 400 naming it', async () => {
    assert.equal((await calendar(`from=${day(0)}`)).statusCode, 400);
    const backwards = await calendar(`from=${day(5)}&to=${day(1)}`);
    assert.equal(backwards.statusCode, 400);
    assert.equal(backwards.json().details[0].path, 'to');
    assert.equal((await calendar(`from=${day(0)}&to=${day(61)}`)).statusCode, 200);
    const long = await calendar(`from=${day(0)}&to=${day(62)}`);
    assert.equal(long.statusCode, 400);
    assert.match(long.json().message + JSON.stringify(long.json().details), /62 days/);
  });
});
