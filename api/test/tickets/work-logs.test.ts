import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TICKET_MESSAGES, workLogListResponseSchema, type Ticket } from '@trellis/contracts';
import {
  addDays,
  createTicket,
  getTicket,
  postWorkLog,
  putTicket,
  workLogs,
} from './ticket-factory';
import { useTicketDesk } from './ticket-desk';

describe('/api/tickets/:id/work-logs', () => {
  const desk = useTicketDesk('Tyrell Plants', {
    engineer: 'Rick Deckard',
    other: 'Rachael Tyrell',
  });
  let day = '';

  /** Each test logs on its own day, so their entries never meet. */
  let offset = 0;
  const nextDay = () => (day = addDays(desk.today, (offset += 1)));
  const ticket = () =>
    createTicket(desk, { customerId: desk.customerId, engineerId: desk.engineer.id });
  const log = (ticketId: number, body: Record<string, unknown>) =>
    postWorkLog(desk, ticketId, { work_date: day, status: 'In Progress', ...body });

  it('stores an entry for the assigned engineer and computes 2.5 hours; it survives a new read', async () => {
    nextDay();
    const created = await ticket();
    const response = await log(created.id, { start_time: '09:00', end_time: '11:30' });
    assert.equal(response.statusCode, 201, response.body);
    const list = workLogListResponseSchema.parse(response.json());
    assert.equal(list.items.length, 1);
    const [entry] = list.items;
    assert.deepEqual(
      {
        engineer_id: entry!.engineer_id,
        engineer_name: entry!.engineer_name,
        work_date: entry!.work_date,
        start_time: entry!.start_time,
        end_time: entry!.end_time,
        break_minutes: entry!.break_minutes,
        status: entry!.status,
        duration_hours: entry!.duration_hours,
        actual_hours: entry!.actual_hours,
      },
      {
        engineer_id: desk.engineer.id,
        engineer_name: 'Rick Deckard',
        work_date: day,
        start_time: '09:00',
        end_time: '11:30',
        break_minutes: 0,
        status: 'In Progress',
        duration_hours: 2.5,
        actual_hours: 2.5,
      },
    );
    assert.equal(list.total_hours, 2.5);
    assert.deepEqual(
      await workLogs(desk, created.id),
      response.json(),
      'stored, not kept in memory',
    );
    assert.equal(((await getTicket(desk, created.id)).json() as Ticket).total_hours, 2.5);
    await desk.events.waitFor('ticket:updated', (d) => d.id === created.id);
  });

  it('takes the break off the actual time, floored at 0, and sums the total in whole minutes', async () => {
    nextDay();
    const created = await ticket();
    const withBreak = await log(created.id, {
      start_time: '13:00',
      end_time: '17:15',
      break_minutes: '45',
    });
    assert.equal(withBreak.statusCode, 201, withBreak.body);
    const entry = withBreak.json().items[0];
    assert.deepEqual([entry.duration_hours, entry.actual_hours], [4.25, 3.5]);
    const longBreak = await log(created.id, {
      start_time: '18:00',
      end_time: '18:20',
      break_minutes: 60,
    });
    assert.equal(longBreak.statusCode, 201, longBreak.body);
    const short = longBreak.json().items[1];
    assert.equal(short.actual_hours, 0, 'a break longer than the entry leaves 0, never less');
    assert.equal(Math.round(short.duration_hours * 60), 20);
    const zero = await log(created.id, { start_time: '20:00', end_time: '20:00' });
    assert.equal(zero.statusCode, 201, zero.body);
    assert.equal(zero.json().items[2].duration_hours, 0);
    assert.equal(zero.json().total_hours, 3.5);
  });

  it('refuses an end before the start, and bad times, dates, breaks and statuses, with 400s', async () => {
    nextDay();
    const created = await ticket();
    const backwards = await log(created.id, { start_time: '14:00', end_time: '13:59' });
    assert.equal(backwards.statusCode, 400, backwards.body);
    assert.deepEqual(backwards.json().details, [
      { path: 'end_time', message: TICKET_MESSAGES.endTimeBeforeStart },
    ]);
    for (const [body, path] of [
      [{ start_time: '9am', end_time: '10:00' }, 'start_time'],
      [{ start_time: '09:00', end_time: '24:00' }, 'end_time'],
      [{ start_time: '09:00', end_time: '10:00', work_date: '2026-02-30' }, 'work_date'],
      [{ start_time: '09:00', end_time: '10:00', break_minutes: -5 }, 'break_minutes'],
      [{ start_time: '09:00', end_time: '10:00', status: 'Resolved' }, 'status'],
    ] as const) {
      const response = await log(created.id, body);
      assert.equal(response.statusCode, 400, `${path}: ${response.body}`);
      assert.ok(
        response.json().details.some((d: { path: string }) => d.path === path),
        response.body,
      );
    }
    assert.deepEqual((await workLogs(desk, created.id)).items, []);
  });

  it('refuses an entry overlapping another of the same engineer, on any ticket, naming its time', async () => {
    nextDay();
    const first = await ticket();
    const second = await ticket();
    assert.equal((await log(first.id, { start_time: '09:00', end_time: '12:00' })).statusCode, 201);
    for (const [start, end] of [
      ['11:00', '13:00'],
      ['08:00', '09:30'],
      ['09:30', '10:00'],
      ['08:00', '14:00'],
    ]) {
      const response = await log(second.id, { start_time: start, end_time: end });
      assert.equal(response.statusCode, 400, `${start}-${end}: ${response.body}`);
      assert.equal(response.json().code, 'WORK_LOG_OVERLAP');
      assert.equal(
        response.json().message,
        'This entry overlaps another entry of the same engineer (09:00–12:00)',
      );
    }
    // Touching entries, another engineer at the same time, and another day are all fine.
    assert.equal(
      (await log(second.id, { start_time: '12:00', end_time: '13:00' })).statusCode,
      201,
    );
    assert.equal(
      (await log(second.id, { start_time: '08:00', end_time: '09:00' })).statusCode,
      201,
    );
    const byOther = await log(second.id, {
      start_time: '09:00',
      end_time: '12:00',
      engineer_id: desk.other.id,
    });
    assert.equal(byOther.statusCode, 201, byOther.body);
    const others = byOther
      .json()
      .items.filter((i: { engineer_id: number }) => i.engineer_id === desk.other.id);
    assert.deepEqual(
      others.map((i: { engineer_name: string; start_time: string }) => [
        i.engineer_name,
        i.start_time,
      ]),
      [['Rachael Tyrell', '09:00']],
    );
    const nextDayLog = await log(second.id, {
      start_time: '09:00',
      end_time: '12:00',
      work_date: addDays(day, 30),
    });
    assert.equal(nextDayLog.statusCode, 201, nextDayLog.body);
  });

  it('lets only one of several overlapping entries sent at once through', async () => {
    nextDay();
    const tickets = [await ticket(), await ticket(), await ticket(), await ticket()];
    const answers = await Promise.all(
      tickets.map((t, i) => log(t.id, { start_time: `10:0${i}`, end_time: '11:00' })),
    );
    assert.deepEqual(
      answers.map((r) => r.statusCode).sort(),
      [201, 400, 400, 400],
      answers.map((r) => r.body).join('\n'),
    );
    for (const refused of answers.filter((r) => r.statusCode === 400))
      assert.equal(refused.json().code, 'WORK_LOG_OVERLAP');
  });

  it('the database itself refuses an overlap written around the API', async () => {
    nextDay();
    const created = await ticket();
    const row = {
      ticket_id: created.id,
      engineer_id: desk.engineer.id,
      work_date: day,
      status: 'Accepted',
    };
    await desk.t.db('ticket_work_logs').insert({ ...row, start_time: '09:00', end_time: '10:00' });
    await assert.rejects(
      desk.t.db('ticket_work_logs').insert({ ...row, start_time: '09:59', end_time: '10:30' }),
      /ticket_work_logs_no_overlap/,
    );
  });

  it('needs an engineer: refused when the ticket has none and none is chosen', async () => {
    nextDay();
    const created = await ticket();
    assert.equal((await putTicket(desk, created.id, { engineer_id: null })).statusCode, 200);
    const response = await log(created.id, { start_time: '09:00', end_time: '10:00' });
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(response.json().message, TICKET_MESSAGES.workLogNeedsEngineer);
    const chosen = await log(created.id, {
      start_time: '09:00',
      end_time: '10:00',
      engineer_id: desk.other.id,
    });
    assert.equal(chosen.statusCode, 201, chosen.body);
    const unknown = await log(created.id, {
      start_time: '11:00',
      end_time: '12:00',
      engineer_id: 999999,
    });
    assert.equal(unknown.statusCode, 400, unknown.body);
    assert.equal(unknown.json().message, TICKET_MESSAGES.engineerNotFound);
  });

  it('deletes an entry and answers the new list; unknown ticket or entry is 404', async () => {
    nextDay();
    const created = await ticket();
    const added = await log(created.id, { start_time: '09:00', end_time: '10:30' });
    await log(created.id, { start_time: '11:00', end_time: '12:00' });
    const entryId = added.json().items[0].id as number;
    const removed = await desk.t.app.inject({
      method: 'DELETE',
      url: `/api/tickets/${created.id}/work-logs/${entryId}`,
      headers: { cookie: desk.cookie },
    });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(
      removed.json().items.map((i: { start_time: string }) => i.start_time),
      ['11:00'],
    );
    assert.equal(removed.json().total_hours, 1);
    for (const url of [
      `/api/tickets/${created.id}/work-logs/${entryId}`,
      `/api/tickets/999999/work-logs/${entryId}`,
    ]) {
      const response = await desk.t.app.inject({
        method: 'DELETE',
        url,
        headers: { cookie: desk.cookie },
      });
      assert.equal(response.statusCode, 404, url);
    }
    for (const url of ['/api/tickets/999999/work-logs']) {
      const response = await desk.t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: desk.cookie },
      });
      assert.equal(response.statusCode, 404);
      const post = await postWorkLog(desk, 999999, {
        work_date: day,
        start_time: '09:00',
        end_time: '10:00',
        status: 'Accepted',
      });
      assert.equal(post.statusCode, 404);
    }
  });
});
