// The lead tiles per status are an aggregate kept by triggers (migration 20261123071612), like
// the counters: after writes through every lead path and multi-row statements, and after the
// migration ran over rows written before it, every aggregate must still equal the tables.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LeadDetail } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin } from '../helpers/accounts';
import { createCustomer } from '../customers/customer-factory';
import {
  addDays,
  addTicketFor,
  changeStatus,
  createLead,
  leadBody,
  sendLead,
  todayOf,
} from '../leads/lead-factory';
import { aggregateChecks } from './aggregate-checks';

const LEADS_MIGRATION = '20261123071612_leads_contract_and_status_history.ts';

describe('the lead tiles kept by triggers match the tables', () => {
  let t: TestApp;
  let cookie: string;
  const customerIds: number[] = [];
  before(async () => {
    t = await createTestApp();
    cookie = (await asAdmin(t.app)).cookie;
    for (const name of ['Agg Lead One', 'Agg Lead Two'])
      customerIds.push((await createCustomer(t, cookie, { fields: { name } })).id);
  });
  after(async () => t.close());

  const { assertAggregates } = aggregateChecks(
    () => t,
    () => cookie,
  );

  it('follows leads created, changed, cloned and deleted through the API, and multi-row statements', async () => {
    const fixture = { t, cookie };
    const today = todayOf(t);
    const created = await Promise.all(
      ['BID', 'Confirm', 'Reschedule', 'Cancelled', 'BID', 'Confirm'].map((status) =>
        createLead(fixture, {
          customer_id: customerIds[0]!,
          status,
          reschedule_date: status === 'Reschedule' ? addDays(today, 3) : '',
        }),
      ),
    );
    await assertAggregates('after concurrent lead creates');
    const [a, b, c] = created as [LeadDetail, LeadDetail, LeadDetail];
    await Promise.all([
      changeStatus(fixture, a.id, { status: 'Cancelled' }),
      changeStatus(fixture, b.id, { status: 'Reschedule', reschedule_date: addDays(today, 1) }),
      changeStatus(fixture, c.id, { status: 'BID' }),
    ]);
    const edited = await sendLead(
      fixture,
      leadBody(today, customerIds[1]!, { status: 'Confirm' }),
      a.id,
    );
    assert.equal(edited.statusCode, 200, edited.body);
    await assertAggregates('after status changes from the modal and the edit form');
    const refused = await changeStatus(fixture, a.id, { status: 'Won' });
    assert.equal(refused.statusCode, 400);
    const clone = await t.app.inject({
      method: 'POST',
      url: `/api/leads/${b.id}/clone`,
      headers: { cookie },
    });
    assert.equal(clone.statusCode, 201, clone.body);
    await addTicketFor(t, a);
    const inUse = await t.app.inject({
      method: 'DELETE',
      url: `/api/leads/${a.id}`,
      headers: { cookie },
    });
    assert.equal(inUse.statusCode, 409);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/leads/${c.id}`,
      headers: { cookie },
    });
    assert.equal(removed.statusCode, 200, removed.body);
    await assertAggregates('after a refused change, a clone, a refused and a done delete');

    await t.db('leads').whereIn('status', ['BID', 'Cancelled']).update({ status: 'Confirm' });
    await assertAggregates('after one statement confirming many leads');
    await t.db('leads').where({ status: 'Confirm' }).whereNot({ id: a.id }).delete();
    await assertAggregates('after one statement deleting many leads');
  });

  it('the leads migration brings rows written before it inside the contract and counts them', async () => {
    await t.db.migrate.down({ name: LEADS_MIGRATION });
    // What the bench and older databases hold: statuses the contract does not know.
    await t.db('leads').insert(
      ['Confirmed', 'Rescheduled', 'BID', 'Cancelled', 'Won'].map((status) => ({
        customer_id: customerIds[0],
        task_name: `Old ${status}`,
        status,
        reschedule_date: '2020-01-01',
        currency: 'CHF',
        timezone: 'Mars/Olympus',
        hourly_rate: '-5',
      })),
    );
    await t.db.migrate.latest();
    const old = await t.db('leads').whereLike('task_name', 'Old %').orderBy('id');
    assert.deepEqual(
      old.map((l) => [l.status, l.reschedule_date, l.currency, l.timezone, l.hourly_rate]),
      [
        ['Confirm', null, 'EUR', 'UTC+00:00', null],
        ['Reschedule', '2020-01-01', 'EUR', 'UTC+00:00', null],
        ['BID', null, 'EUR', 'UTC+00:00', null],
        ['Cancelled', '2020-01-01', 'EUR', 'UTC+00:00', null],
        ['BID', null, 'EUR', 'UTC+00:00', null],
      ],
    );
    const history = await t.db('lead_status_changes').whereIn(
      'lead_id',
      old.map((l) => l.id),
    );
    assert.equal(history.length, old.length, 'each lead gets the entry its creation would have');
    await assertAggregates('after the leads migration ran over existing rows');
  });

  it('refresh_lead_status_counts() repairs tiles that were tampered with', async () => {
    await t.db('lead_status_counts').update({ leads: 7 });
    await t.db.raw('select refresh_lead_status_counts()');
    await assertAggregates('after refresh_lead_status_counts()');
  });
});
