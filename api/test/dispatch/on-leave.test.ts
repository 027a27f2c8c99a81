import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { DISPATCH_MESSAGES, type Ticket } from '@trellis/contracts';
import { createTicket, getTicket, sendTicket, ticketFields } from '../tickets/ticket-factory';
import {
  addDays,
  dispatchFixture,
  insertLeave,
  newEngineer,
  putTicket,
  type DispatchFixture,
  type TestEngineer,
} from './dispatch-factory';

describe('assigning an engineer on approved leave: 409 ENGINEER_ON_LEAVE', () => {
  let fx: DispatchFixture;
  let holder: TestEngineer;
  before(async () => {
    fx = await dispatchFixture();
    holder = await newEngineer(fx, 'Sam Holder');
  });
  after(async () => fx.t.close());

  const day = (n: number) => addDays(fx.today, n);
  /** A ticket on days start..end (from today), held by `holder` until reassigned. */
  const ticket = (start: number, end: number): Promise<Ticket> =>
    createTicket(
      fx,
      { customerId: fx.customerId, engineerId: holder.id },
      { task_start_date: day(start), task_end_date: day(end) },
    );
  const assign = (id: number, engineer: TestEngineer | null) =>
    putTicket(fx, id, { engineer_id: engineer?.id ?? null }, fx.support.cookie);

  it('{engineer_id}: leave starting on the ticket’s end date is refused with its dates; the ticket stays', async () => {
    const away = await newEngineer(fx, 'Robin Away');
    await insertLeave(fx, away, day(12), day(14));
    const created = await ticket(10, 12);
    const response = await assign(created.id, away);
    assert.equal(response.statusCode, 409, response.body);
    assert.equal(response.json().code, 'ENGINEER_ON_LEAVE');
    const message = DISPATCH_MESSAGES.onLeave('Robin Away', day(12), day(14));
    assert.equal(response.json().message, message);
    assert.deepEqual(response.json().details, [{ path: 'engineer_id', message }]);
    assert.equal((await getTicket(fx, created.id)).json().engineer_id, holder.id);
  });

  it('leave ending the day before the ticket starts, or starting the day after it ends, is fine', async () => {
    const between = await newEngineer(fx, 'Kim Between');
    await insertLeave(fx, between, day(5), day(9));
    await insertLeave(fx, between, day(13), day(15));
    const created = await ticket(10, 12);
    const response = await assign(created.id, between);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().engineer_id, between.id);
  });

  it('pending and rejected leave do not block', async () => {
    const asking = await newEngineer(fx, 'Alex Asking');
    await insertLeave(fx, asking, day(10), day(12), 'pending');
    await insertLeave(fx, asking, day(10), day(12), 'rejected');
    const created = await ticket(10, 12);
    assert.equal((await assign(created.id, asking)).statusCode, 200);
  });

  it('creating a ticket with an engineer on leave is refused and writes nothing', async () => {
    const away = await newEngineer(fx, 'Jo Creating');
    await insertLeave(fx, away, day(30), day(30));
    const before = await fx.t.db('tickets').count<{ n: number }[]>({ n: '*' });
    const response = await sendTicket(
      fx,
      ticketFields(
        fx.today,
        { customerId: fx.customerId, engineerId: away.id },
        { task_start_date: day(28), task_end_date: day(31) },
      ),
    );
    assert.equal(response.statusCode, 409, response.body);
    assert.equal(response.json().code, 'ENGINEER_ON_LEAVE');
    assert.deepEqual(await fx.t.db('tickets').count<{ n: number }[]>({ n: '*' }), before);
  });

  it('the full form: moving the dates into the engineer’s leave is refused', async () => {
    const created = await ticket(40, 41);
    await insertLeave(fx, holder, day(44), day(46));
    const fields = ticketFields(fx.today, { customerId: fx.customerId, engineerId: holder.id });
    const moved = await putTicket(
      fx,
      created.id,
      { ...fields, task_start_date: day(43), task_end_date: day(44) },
      fx.manager.cookie,
    );
    assert.equal(moved.statusCode, 409, moved.body);
    assert.equal(moved.json().message, DISPATCH_MESSAGES.onLeave('Sam Holder', day(44), day(46)));
    const kept = await putTicket(
      fx,
      created.id,
      { ...fields, task_start_date: day(42), task_end_date: day(43) },
      fx.manager.cookie,
    );
    assert.equal(kept.statusCode, 200, kept.body);
  });

  it('through the API: pending leave does not block; once a manager approves it, it does', async () => {
    const mobileAway = await newEngineer(fx, 'Pat Mobile');
    const requested = await fx.t.app.inject({
      method: 'POST',
      url: '/api/engineers/me/leaves',
      headers: { cookie: mobileAway.mobile },
      payload: { leave_type: 'Sick Leave', start_date: day(50), end_date: day(51) },
    });
    assert.equal(requested.statusCode, 201, requested.body);
    const first = await ticket(51, 52);
    assert.equal((await assign(first.id, mobileAway)).statusCode, 200, 'pending: fine');
    const approved = await fx.t.app.inject({
      method: 'PUT',
      url: `/api/leave-requests/${requested.json().id}`,
      headers: { cookie: fx.manager.cookie },
      payload: { status: 'approved' },
    });
    assert.equal(approved.statusCode, 200, approved.body);
    const second = await ticket(50, 50);
    const refused = await assign(second.id, mobileAway);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().message, DISPATCH_MESSAGES.onLeave('Pat Mobile', day(50), day(51)));
  });

  it('an approval committing while the assignment waits for its check is seen by it', async () => {
    const racing = await newEngineer(fx, 'Lee Racing');
    const leaveId = await insertLeave(fx, racing, day(60), day(61), 'pending');
    const created = await ticket(61, 62);
    const { leavesRepository } = fx.t.app;
    const trx = await fx.t.db.transaction();
    try {
      // What the approval does: the engineer's schedule lock, then the decision.
      await leavesRepository.holdSchedule(racing.id, 'approve', trx);
      await trx('leave_requests').where({ id: leaveId }).update({ status: 'approved' });
      let settled = false;
      const assignment = assign(created.id, racing).then((r) => ((settled = true), r));
      await sleep(300);
      assert.equal(settled, false, 'the assignment waits for the approval');
      await trx.commit();
      const response = await assignment;
      assert.equal(response.statusCode, 409, response.body);
      assert.equal(response.json().code, 'ENGINEER_ON_LEAVE');
    } finally {
      if (!trx.isCompleted()) await trx.rollback();
    }
  });

  it('right to work expiring on the ticket’s end date is fine; the day before is not', async () => {
    const created = await ticket(70, 72);
    const lastDay = await newEngineer(fx, 'Val Lastday', day(72));
    assert.equal((await assign(created.id, lastDay)).statusCode, 200);
    const dayBefore = await newEngineer(fx, 'Mo Daybefore', day(71));
    const refused = await assign(created.id, dayBefore);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().code, 'ENGINEER_NOT_COMPLIANT');
  });
});
