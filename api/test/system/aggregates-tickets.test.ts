// The ticket tiles per status are an aggregate kept by triggers (migration 20261123090000), like
// the counters: after writes through every ticket path and multi-row statements, and after the
// migration ran over rows written before it, every aggregate must still equal the tables.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  confirmedLead,
  createTicket,
  deleteTicket,
  newCustomer,
  newEngineer,
  putTicket,
  ticketFixture,
  type TestEngineer,
  type TicketFixture,
} from '../tickets/ticket-factory';
import { aggregateChecks } from './aggregate-checks';

const TICKETS_MIGRATION = '20261123090000_tickets_contract_and_work_logs.ts';
const TILES_BY_PRIORITY_MIGRATION = '20261126040000_ticket_tiles_by_status_and_priority.ts';
const ATTENDANCE_DAYS_MIGRATION = '20261130010000_engineer_attendance_days.ts';

describe('the ticket tiles kept by triggers match the tables', () => {
  let fx: TicketFixture;
  let customerId: number;
  let engineer: TestEngineer;
  before(async () => {
    fx = await ticketFixture();
    customerId = (await newCustomer(fx, 'Agg Ticket Customer')).id;
    engineer = await newEngineer(fx, 'Agg Engineer');
  });
  after(async () => fx.t.close());

  const { assertAggregates } = aggregateChecks(
    () => fx.t,
    () => fx.cookie,
  );

  it('follows tickets created, moved, closed by their engineer and deleted, and multi-row statements', async () => {
    const ids = { customerId, engineerId: engineer.id };
    const lead = await confirmedLead(fx, customerId);
    const created = await Promise.all([
      createTicket(fx, { ...ids, leadId: lead.id }),
      createTicket(fx, ids),
      createTicket(fx, ids),
      createTicket(fx, ids),
    ]);
    await assertAggregates('after concurrent ticket creates');
    const [a, b, c, d] = created.map((ticket) => ticket.id) as [number, number, number, number];
    await Promise.all([
      putTicket(fx, a, { status: 'In Progress' }),
      putTicket(fx, b, { status: 'Closed' }),
      putTicket(fx, c, { status: 'Expired' }),
      putTicket(fx, d, { priority: 'High' }),
    ]);
    const mobile = await fx.t.app.inject({
      method: 'PUT',
      url: `/api/engineers/me/tickets/${d}`,
      payload: { status: 'On Hold' },
      headers: { cookie: engineer.mobile },
    });
    assert.equal(mobile.statusCode, 200, mobile.body);
    assert.equal((await putTicket(fx, a, { status: 'Resolved' })).statusCode, 400);
    await assertAggregates('after status changes from staff and the engineer, and a refused one');
    assert.equal((await deleteTicket(fx, a)).statusCode, 200);
    await assertAggregates('after a delete');

    await fx.t.db('tickets').whereIn('id', [b, c]).update({ status: 'Accepted' });
    await assertAggregates('after one statement moving many tickets');
    await fx.t.db('tickets').insert(
      ['Offered', 'Closed', 'Closed'].map((status) => ({
        customer_id: customerId,
        task_name: `Bulk ${status}`,
        status,
      })),
    );
    await assertAggregates('after one statement inserting many');
    await fx.t.db('tickets').where({ status: 'Closed' }).delete();
    await assertAggregates('after one statement deleting many');
    await assert.rejects(
      fx.t.db.transaction(async (trx) => {
        await trx('tickets').update({ status: 'Expired' });
        throw new Error('rollback');
      }),
      /rollback/,
    );
    await assertAggregates('after a rolled back write');
  });

  it('the tickets migration brings rows written before it inside the contract and counts them', async () => {
    // The later migrations whose triggers on tickets read what this one makes go first: the
    // tiles per (status, priority), and the attendance days (which read the work logs).
    await fx.t.db.migrate.down({ name: ATTENDANCE_DAYS_MIGRATION });
    await fx.t.db.migrate.down({ name: TILES_BY_PRIORITY_MIGRATION });
    await fx.t.db.migrate.down({ name: TICKETS_MIGRATION });
    // What older databases may hold: statuses and values the contract does not know.
    await fx.t.db('tickets').insert(
      ['Open', 'resolved', 'in progress', 'Won', 'On Hold'].map((status) => ({
        customer_id: customerId,
        task_name: `Old ${status}`,
        status,
        priority: status === 'Won' ? 'whenever' : 'urgent',
        timezone: 'Mars/Olympus',
        task_time_hours: 30,
        task_start_date: '2026-05-02',
        task_end_date: '2026-05-01',
        hourly_rate: '-5',
      })),
    );
    await fx.t.db.migrate.latest();
    const old = await fx.t.db('tickets').whereLike('task_name', 'Old %').orderBy('id');
    assert.deepEqual(
      old.map((t) => [
        t.status,
        t.priority,
        t.timezone,
        t.task_time_hours,
        t.task_end_date,
        t.hourly_rate,
      ]),
      [
        ['Offered', 'Urgent', 'UTC+00:00', null, '2026-05-02', null],
        ['Closed', 'Urgent', 'UTC+00:00', null, '2026-05-02', null],
        ['In Progress', 'Urgent', 'UTC+00:00', null, '2026-05-02', null],
        ['Offered', 'Medium', 'UTC+00:00', null, '2026-05-02', null],
        ['On Hold', 'Urgent', 'UTC+00:00', null, '2026-05-02', null],
      ],
    );
    await assertAggregates('after the tickets migration ran over existing rows');
  });

  it('refresh_ticket_status_counts() repairs tiles that were tampered with', async () => {
    await fx.t.db('ticket_status_counts').update({ tickets: 7 });
    await fx.t.db.raw('select refresh_ticket_status_counts()');
    await assertAggregates('after refresh_ticket_status_counts()');
  });
});
