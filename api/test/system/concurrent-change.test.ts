// When PostgreSQL ends a write to break a deadlock, the caller gets a 503 CONCURRENT_CHANGE with
// Retry-After, not a 500: nothing was written, and the same request a moment later succeeds.
// The deadlock is a real one. Another transaction holds the engineer's attendance lock (which
// a work log's trigger takes) and then waits for the ticket the work log's request holds.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { addDays, createTicket, postWorkLog, workLogs } from '../tickets/ticket-factory';
import { useTicketDesk } from '../tickets/ticket-desk';
import { eventually } from '../helpers/eventually';

/** The advisory lock class of an engineer's attendance days (migration 20261130010000). */
const ATTENDANCE_LOCK = 7120022;

describe('a write ended by a deadlock', () => {
  const desk = useTicketDesk('Deadlock Docks', { engineer: 'Dana Lock' });

  /** Whether some session waits for an advisory lock. */
  const someoneWaitsForAdvisoryLock = async () =>
    (await desk.t.db.raw("select 1 from pg_locks where locktype = 'advisory' and not granted")).rows
      .length > 0;

  it('answers 503 CONCURRENT_CHANGE with Retry-After, writes nothing, and a retry succeeds', async () => {
    const ticket = await createTicket(desk, {
      customerId: desk.customerId,
      engineerId: desk.engineer.id,
    });
    const body = {
      work_date: addDays(desk.today, 3),
      status: 'In Progress',
      start_time: '09:00',
      end_time: '10:00',
    };
    const other = await desk.t.db.transaction();
    try {
      await other.raw('select pg_advisory_xact_lock(?, ?)', [ATTENDANCE_LOCK, desk.engineer.id]);
      const posted = postWorkLog(desk, ticket.id, body);
      // The request holds the ticket and waits for the attendance lock; now the other
      // transaction asks for the ticket. The request waited first, so PostgreSQL ends it.
      assert.ok(
        await eventually(someoneWaitsForAdvisoryLock, 5000),
        'the work log never waited for the attendance lock',
      );
      // `.then` starts it: a knex query runs only once something waits for it.
      const holdingTicket = other
        .raw('select 1 from tickets where id = ? for update', [ticket.id])
        .then(() => undefined);
      const response = await posted;
      await holdingTicket;
      assert.equal(response.statusCode, 503, response.body);
      assert.equal(response.json().code, 'CONCURRENT_CHANGE');
      assert.equal(response.headers['retry-after'], '1');
    } finally {
      await other.rollback();
    }
    assert.equal((await workLogs(desk, ticket.id)).items.length, 0, 'the ended write left a log');
    const again = await postWorkLog(desk, ticket.id, body);
    assert.equal(again.statusCode, 201, again.body);
    assert.equal((await workLogs(desk, ticket.id)).items.length, 1);
  });
});
