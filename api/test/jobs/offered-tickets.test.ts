import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { listenToEvents } from '../helpers/realtime-listener';
import { insertTicket, newCustomer } from '../payouts/finance-factory';
import { addDays, businessInstant, jobFixture, type JobFixture } from './job-fixture';

describe('offered tickets expire at the business-time-zone midnight', () => {
  let fx: JobFixture;
  let events: Awaited<ReturnType<typeof listenToEvents>>;
  before(async () => {
    fx = await jobFixture();
    events = await listenToEvents(fx.t);
  });
  after(async () => {
    await events.close();
    await fx.close();
  });

  const statusOf = async (id: number) =>
    (await fx.t.db('tickets').where({ id }).first<{ status: string }>('status'))!.status;

  it('expires an Offered ticket that started yesterday in APP_TIME_ZONE, once, as the system', async () => {
    const finance = { t: fx.t, cookie: fx.admin.cookie };
    const customer = await newCustomer(finance, 'Midnight Movers');
    const today = fx.realToday;
    const yesterday = addDays(today, -1);
    const ticket = (status: string, start: string) =>
      insertTicket(finance, customer.id, {
        status,
        task_name: `${status} from ${start}`,
        task_start_date: start,
        task_end_date: addDays(start, 3),
      });
    const startedYesterday = await ticket('Offered', yesterday);
    const startsToday = await ticket('Offered', today);
    const acceptedYesterday = await ticket('Accepted', yesterday);

    // A minute before midnight in Tokyo, yesterday is still today there.
    fx.clock.set(businessInstant(yesterday, '23:59'));
    assert.deepEqual((await fx.run('offered-tickets')).counts, { expired: 0 });
    assert.equal(await statusOf(startedYesterday), 'Offered');

    // Half past midnight in Tokyo: the UTC date is still yesterday's, the business date is not.
    const justAfter = businessInstant(today, '00:30');
    assert.equal(justAfter.toISOString().slice(0, 10), yesterday);
    fx.clock.set(justAfter);
    const run = await fx.run('offered-tickets');
    assert.deepEqual(run.counts, { expired: 1 });
    assert.equal(await statusOf(startedYesterday), 'Expired');
    assert.equal(await statusOf(startsToday), 'Offered');
    assert.equal(await statusOf(acceptedYesterday), 'Accepted');

    // The usual event, so lists, tiles and the board follow.
    const heard = await events.waitFor(
      'ticket:updated',
      (e) => e.data.id === startedYesterday && e.data.status === 'Expired',
    );
    assert.ok(heard);
    const history = await fx.t
      .db('audit_events')
      .where({ entity: 'ticket', entity_id: String(startedYesterday) })
      .select('action', 'actor_kind', 'changes');
    assert.deepEqual(history, [
      {
        action: 'ticket.status_changed',
        actor_kind: 'system',
        changes: [{ field: 'status', from: 'Offered', to: 'Expired' }],
      },
    ]);

    // Twice the same day: nothing more.
    const again = await fx.run('offered-tickets');
    assert.deepEqual(again.counts, { expired: 0 });
    assert.equal(
      (await fx.t.db('audit_events').where({ action: 'ticket.status_changed' })).length,
      1,
    );
  });
});
