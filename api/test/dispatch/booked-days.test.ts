import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTicket, deleteTicket, ticketFields } from '../tickets/ticket-factory';
import {
  addDays,
  board,
  dispatchFixture,
  insertTicket,
  newEngineer,
  putTicket,
  type DispatchFixture,
  type TestEngineer,
} from './dispatch-factory';

// The board's booked hours and Attendance's holidays of booked tickets read engineer_booked_days,
// kept by statement triggers on tickets. After every kind of write (through the API, and in SQL,
// one row or many at once) it must equal a count over the tickets, and the board must show it.

const MIGRATION = '20261128130000_engineer_booked_days.ts';

/** Per engineer, day and country: the stored count where it differs from the tickets' own. */
const DRIFT = `with counted as (
    select t.engineer_id, d.day::date as day, coalesce(t.country, '') as country,
      count(*)::int as tickets
    from tickets t cross join lateral generate_series(t.task_start_date,
      greatest(t.task_start_date, t.task_end_date), interval '1 day') d(day)
    where t.engineer_id is not null and t.task_start_date is not null and t.status <> 'Expired'
    group by 1, 2, 3),
  kept as (select engineer_id, day, country, tickets::int as tickets from engineer_booked_days
    where tickets <> 0)
  select engineer_id, to_char(day, 'YYYY-MM-DD') as day, country,
    counted.tickets as counted, kept.tickets as kept
  from counted full join kept using (engineer_id, day, country)
  where counted.tickets is distinct from kept.tickets`;

describe('engineer_booked_days: kept by triggers on tickets', () => {
  let fx: DispatchFixture;
  let ana: TestEngineer;
  let bo: TestEngineer;
  const day = (n: number) => addDays(fx.today, n);

  before(async () => {
    fx = await dispatchFixture();
    ana = await newEngineer(fx, 'Ana Booked');
    bo = await newEngineer(fx, 'Bo Booked');
  });
  after(async () => fx.t.close());

  const assertNoDrift = async (when: string) => {
    const { rows } = await fx.t.db.raw(DRIFT);
    assert.deepEqual(rows, [], `booked days equal to a count over the tickets ${when}`);
  };
  /** The board's booked hours per engineer over days 0..30, by name. */
  const hours = async () => {
    const answer = await board(fx, { from: day(0), to: day(30), search: 'Booked' });
    return Object.fromEntries(answer.engineers.map((e) => [e.name, e.booked_hours_by_day]));
  };
  const assign = async (id: number, engineer: TestEngineer | null) => {
    const response = await putTicket(
      fx,
      id,
      { engineer_id: engineer?.id ?? null },
      fx.support.cookie,
    );
    assert.equal(response.statusCode, 200, response.body);
  };

  it('through the API: created, assigned, unassigned, rescheduled and deleted', async () => {
    const created = await createTicket(
      fx,
      { customerId: fx.customerId, engineerId: ana.id },
      { task_start_date: day(2), task_end_date: day(3) },
    );
    assert.deepEqual(await hours(), {
      'Ana Booked': { [day(2)]: 8, [day(3)]: 8 },
      'Bo Booked': {},
    });
    await assertNoDrift('after a create');

    await assign(created.id, bo);
    assert.deepEqual(await hours(), {
      'Ana Booked': {},
      'Bo Booked': { [day(2)]: 8, [day(3)]: 8 },
    });
    await assign(created.id, null);
    assert.deepEqual(await hours(), { 'Ana Booked': {}, 'Bo Booked': {} });
    await assertNoDrift('after assigning and unassigning');

    const fields = ticketFields(fx.today, { customerId: fx.customerId, engineerId: ana.id });
    const moved = await putTicket(
      fx,
      created.id,
      { ...fields, task_start_date: day(5), task_end_date: day(7) },
      fx.manager.cookie,
    );
    assert.equal(moved.statusCode, 200, moved.body);
    assert.deepEqual((await hours())['Ana Booked'], { [day(5)]: 8, [day(6)]: 8, [day(7)]: 8 });
    await assertNoDrift('after a reschedule');

    const deleted = await deleteTicket(fx, created.id);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.deepEqual(await hours(), { 'Ana Booked': {}, 'Bo Booked': {} });
    await assertNoDrift('after a delete');
  });

  it('in SQL: many rows in one statement, an end date cleared, a status, a country', async () => {
    const first = await insertTicket(fx, { start: day(10), end: day(11), engineerId: ana.id });
    const second = await insertTicket(fx, { start: day(11), engineerId: ana.id });
    const third = await insertTicket(fx, { start: day(11), end: day(12), engineerId: bo.id });
    assert.deepEqual(await hours(), {
      'Ana Booked': { [day(10)]: 8, [day(11)]: 16 },
      'Bo Booked': { [day(11)]: 8, [day(12)]: 8 },
    });

    // One statement moving three tickets a day later and onto the other engineer.
    await fx.t.db.raw(
      `update tickets set task_start_date = task_start_date + 1,
         task_end_date = task_end_date + 1,
         engineer_id = case engineer_id when ?::int then ?::int else ?::int end
       where id in (?, ?, ?)`,
      [ana.id, bo.id, ana.id, first, second, third],
    );
    assert.deepEqual(await hours(), {
      'Ana Booked': { [day(12)]: 8, [day(13)]: 8 },
      'Bo Booked': { [day(11)]: 8, [day(12)]: 16 },
    });
    await assertNoDrift('after a many-row update');

    // With no end date, a ticket books its start day alone.
    await fx.t.db('tickets').where({ id: first }).update({ task_end_date: null });
    assert.deepEqual((await hours())['Bo Booked'], { [day(11)]: 8, [day(12)]: 8 });
    // Expired books nothing; the status back books the days again.
    await fx.t.db('tickets').where({ id: third }).update({ status: 'Expired' });
    assert.deepEqual((await hours())['Ana Booked'], {});
    await fx.t.db('tickets').where({ id: third }).update({ status: 'On Hold' });
    assert.deepEqual((await hours())['Ana Booked'], { [day(12)]: 8, [day(13)]: 8 });
    // The country is part of the key (Attendance looks holidays up by it); the hours stay.
    await fx.t.db('tickets').where({ id: third }).update({ country: 'Germany' });
    await fx.t.db('tickets').where({ id: second }).update({ country: null });
    await assertNoDrift('after single-column updates');

    await fx.t.db('tickets').whereIn('id', [first, second, third]).delete();
    assert.deepEqual(await hours(), { 'Ana Booked': {}, 'Bo Booked': {} });
    await assertNoDrift('after a many-row delete');
  });

  it('deleting an engineer unassigns their tickets (ON DELETE SET NULL): their days go too', async () => {
    const leaving = await newEngineer(fx, 'Lee Leaving');
    const ticket = await insertTicket(fx, { start: day(20), end: day(21), engineerId: leaving.id });
    const kept = () =>
      fx.t
        .db('engineer_booked_days')
        .where({ engineer_id: leaving.id })
        .select(fx.t.db.raw('sum(tickets)::int as n'));
    assert.deepEqual(await kept(), [{ n: 2 }]);
    await fx.t.db('users').where({ id: leaving.id }).delete();
    assert.equal((await fx.t.db('tickets').where({ id: ticket }).first()).engineer_id, null);
    assert.deepEqual(await kept(), [{ n: 0 }]);
    await assertNoDrift('after deleting an engineer');
  });

  it('the migration fills it from the tickets already there', async () => {
    await insertTicket(fx, { start: day(3), end: day(5), engineerId: ana.id });
    await insertTicket(fx, { start: day(4), engineerId: bo.id, country: 'France' });
    await insertTicket(fx, { start: day(4), engineerId: bo.id, status: 'Expired' });
    await fx.t.db.migrate.down({ name: MIGRATION });
    await fx.t.db.migrate.up({ name: MIGRATION });
    await assertNoDrift('after the backfill');
    assert.deepEqual(await hours(), {
      'Ana Booked': { [day(3)]: 8, [day(4)]: 8, [day(5)]: 8 },
      'Bo Booked': { [day(4)]: 8 },
    });
  });

  it('TRUNCATE of tickets empties it', async () => {
    await insertTicket(fx, { start: day(1), engineerId: ana.id });
    await fx.t.db.raw('truncate tickets cascade');
    assert.deepEqual(
      await fx.t.db('engineer_booked_days').select(fx.t.db.raw('count(*)::int as n')),
      [{ n: 0 }],
    );
    await assertNoDrift('after a truncate');
  });
});
