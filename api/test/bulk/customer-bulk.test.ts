import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BULK_MESSAGES, displayCode, type Customer } from '@trellis/contracts';
import { asManager } from '../helpers/accounts';
import { rowsOf } from '../audit/rows-since';
import { createCustomer } from '../customers/customer-factory';
import { createTicket } from '../tickets/ticket-factory';
import { useTicketDesk } from '../tickets/ticket-desk';
import { bulkCall, bulkDone, undoRun } from './bulk-calls';

describe('POST /api/customers/bulk', () => {
  const desk = useTicketDesk('Busy Customer Ltd', { engineer: 'Ellen Ripley' });
  const customer = (name: string) => createCustomer(desk.t, desk.cookie, { fields: { name } });
  const statusOf = async (id: number) =>
    ((await desk.t.db('customers').where({ id }).first('status')) as Customer).status;

  it('sets customers inactive with an audit row each, and undoes all but one changed since', async () => {
    const a = await customer('Bulk Alpha Ltd');
    const b = await customer('Bulk Beta Ltd');
    const { result: run, rows } = await rowsOf(desk.t, () =>
      bulkDone(desk.t, desk.cookie, 'customers', {
        action: 'status',
        params: { status: 'Inactive' },
        filter: 'search=Bulk',
      }),
    );
    assert.deepEqual([run.total, run.succeeded], [2, 2]);
    assert.deepEqual(
      rows.map((r) => [r.action, r.entity_label]),
      [
        ['customer.updated', `${displayCode('customer', a.id)} Bulk Alpha Ltd`],
        ['customer.updated', `${displayCode('customer', b.id)} Bulk Beta Ltd`],
        ['bulk_action.applied', 'Set active / inactive: 2 customers'],
      ],
    );
    assert.deepEqual(rows[0]!.changes, [{ field: 'status', from: 'Active', to: 'Inactive' }]);
    await desk.events.waitFor('customer:updated', (d) => d.id === b.id);

    // Alpha is set Active by someone else after the action: Undo leaves it; Beta is restored.
    await desk.t.db('customers').where({ id: a.id }).update({ status: 'Active' });
    const undo = await undoRun(desk.t, desk.cookie, run.id);
    assert.equal(undo.statusCode, 200, undo.body);
    assert.equal(undo.json().restored, 1);
    assert.deepEqual(undo.json().refused, [
      { id: a.id, label: displayCode('customer', a.id), reason: BULK_MESSAGES.changedSince },
    ]);
    assert.deepEqual([await statusOf(a.id), await statusOf(b.id)], ['Active', 'Active']);
  });

  it('refuses to delete a customer with tickets, as one delete does, and deletes the others', async () => {
    const free = await customer('Bulk Free Ltd');
    await createTicket(desk, { customerId: desk.customerId, engineerId: desk.engineer.id });
    const run = await bulkDone(desk.t, desk.cookie, 'customers', {
      action: 'delete',
      params: {},
      ids: [free.id, desk.customerId],
    });
    assert.equal(run.succeeded, 1);
    assert.equal(run.failures.length, 1);
    assert.equal(run.failures[0]!.id, desk.customerId);
    const alone = await desk.t.app.inject({
      method: 'DELETE',
      url: `/api/customers/${desk.customerId}`,
      headers: { cookie: desk.cookie },
    });
    assert.equal(alone.statusCode, 409);
    assert.equal(run.failures[0]!.reason, alone.json().message);
    assert.equal(await desk.t.db('customers').where({ id: free.id }).first(), undefined);
  });

  it('needs Delete to delete: a Manager may change status but not delete', async () => {
    const c = await customer('Bulk Guarded Ltd');
    const manager = (await asManager(desk.t.app)).cookie;
    const refused = await bulkCall(desk.t, manager, 'customers', {
      action: 'delete',
      params: {},
      ids: [c.id],
    });
    assert.equal(refused.statusCode, 403, refused.body);
    const allowed = await bulkCall(desk.t, manager, 'customers', {
      action: 'status',
      params: { status: 'Inactive' },
      ids: [c.id],
    });
    assert.equal(allowed.statusCode, 200, allowed.body);
    assert.equal(await statusOf(c.id), 'Inactive');
  });
});
