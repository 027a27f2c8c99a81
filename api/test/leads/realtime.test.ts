import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { leadEventSchema } from '@trellis/contracts';
import { useAdminApp } from '../helpers/admin-app';
import { about } from '../helpers/realtime-listener';
import { changeStatus, createLead, leadBody, newCustomer, todayOf } from './lead-factory';

describe('lead writes announce themselves in realtime', () => {
  const desk = useAdminApp();

  /** Waits for the `times`-th counters broadcast whose leads counter reads `leads`. */
  const waitForLeadsCount = (leads: number, times = 1) =>
    desk.heard.waitFor('counts:updated', (e) => e.data.leads === leads, times);
  const inject = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    requestId: string,
    payload?: object,
  ) =>
    desk.t.app.inject({
      method,
      url,
      payload,
      headers: { cookie: desk.cookie, 'x-request-id': requestId },
    });

  it('sends lead:created, lead:updated and lead:deleted with the small payload and the request id, and the leads counter', async () => {
    const customer = await newCustomer(desk);
    const created = await inject(
      'POST',
      '/api/leads',
      'tab-lead-create-0001',
      leadBody(todayOf(desk.t), customer.id, { task_name: 'Live lead' }),
    );
    assert.equal(created.statusCode, 201, created.body);
    const lead = created.json();
    const event = await desk.heard.waitFor('lead:created', about(lead.id));
    assert.deepEqual(event.data, {
      id: lead.id,
      code: lead.code,
      task_name: 'Live lead',
      customer_id: customer.id,
      status: 'BID',
    });
    assert.deepEqual(leadEventSchema.strict().parse(event.data), event.data, 'nothing more');
    assert.equal(event.requestId, 'tab-lead-create-0001');
    await waitForLeadsCount(1);

    const updated = await inject('PUT', `/api/leads/${lead.id}`, 'tab-lead-update-0002', {
      status: 'Confirm',
    });
    assert.equal(updated.statusCode, 200, updated.body);
    const update = await desk.heard.waitFor('lead:updated', about(lead.id));
    assert.equal(update.data.status, 'Confirm');
    assert.equal(update.requestId, 'tab-lead-update-0002');

    const cloned = await inject('POST', `/api/leads/${lead.id}/clone`, 'tab-lead-clone-0003');
    assert.equal(cloned.statusCode, 201, cloned.body);
    const clone = await desk.heard.waitFor('lead:created', about(cloned.json().id));
    assert.equal(clone.data.status, 'BID');
    assert.equal(clone.requestId, 'tab-lead-clone-0003');
    await waitForLeadsCount(2);

    const deleted = await inject('DELETE', `/api/leads/${lead.id}`, 'tab-lead-delete-0004');
    assert.equal(deleted.statusCode, 200, deleted.body);
    const gone = await desk.heard.waitFor('lead:deleted', about(lead.id));
    assert.deepEqual(gone.data, { ...event.data, status: 'Confirm' });
    assert.equal(gone.requestId, 'tab-lead-delete-0004');
    await waitForLeadsCount(1, 2);
  });

  it('announces nothing for a status change that changes nothing, or a refused write', async () => {
    const lead = await createLead(desk);
    await desk.heard.waitFor('lead:created', about(lead.id));
    const before = desk.heard.events.length;
    assert.equal((await changeStatus(desk, lead.id, { status: 'BID' })).statusCode, 200);
    assert.equal((await changeStatus(desk, lead.id, { status: 'Won' })).statusCode, 400);
    assert.equal((await changeStatus(desk, 999_999, { status: 'BID' })).statusCode, 404);
    // A later write's event arrives after any the three above would have sent.
    await changeStatus(desk, lead.id, { status: 'Cancelled' });
    await desk.heard.waitFor('lead:updated', about(lead.id));
    assert.deepEqual(
      desk.heard.events
        .slice(before)
        .filter((e) => e.event.startsWith('lead:'))
        .map((e) => [e.event, e.data.status]),
      [['lead:updated', 'Cancelled']],
    );
  });
  it('a lead saved whose events cannot be sent still answers 201, and is kept', async () => {
    const customer = await newCustomer(desk);
    // From the COMMIT on, every new query fails as if the database had just gone away.
    const { client } = desk.t.db;
    const acquire = client.acquireConnection;
    let failed = 0;
    const onQuery = ({ sql }: { sql: string }) => {
      if (sql !== 'COMMIT;') return;
      client.acquireConnection = async () => {
        failed += 1;
        throw new Error('Connection terminated unexpectedly');
      };
    };
    desk.t.db.on('query', onQuery);
    let response;
    try {
      response = await inject(
        'POST',
        '/api/leads',
        'tab-lead-lost-0005',
        leadBody(todayOf(desk.t), customer.id, { task_name: 'Kept anyway' }),
      );
      // The broadcast goes out just after the answer, with whatever else was published then.
      await desk.t.app.realtime.sent();
    } finally {
      desk.t.db.off('query', onQuery);
      client.acquireConnection = acquire;
    }
    assert.equal(response.statusCode, 201, response.body);
    assert.ok(failed >= 2, 'the counters and the event were both attempted');
    const row = await desk.t.db('leads').where({ id: response.json().id }).first();
    assert.equal(row?.task_name, 'Kept anyway');
  });
});
