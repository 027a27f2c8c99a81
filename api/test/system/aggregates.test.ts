// The live counters, the customer cards' aggregates and the per-customer sort columns are kept by
// triggers in the same transaction as each write (migration 20261122210000). After writes through
// every path, each one must equal what a real count(*) / sum() over the tables says, and the API
// (GET /api/counts, the unfiltered customer and engineer lists) must answer those real figures.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { asAdmin, uniqueEmail, teamManagerCookie } from '../helpers/accounts';
import { useAdminSession } from '../helpers/admin-app';
import { addLead, createCustomer, person, sendCustomer } from '../customers/customer-factory';
import { aggregateChecks } from './aggregate-checks';

const MIGRATION = '20261122210000_live_aggregates.ts';

describe('aggregates kept by triggers match the tables', () => {
  const desk = useAdminSession();

  const { all, assertAggregates } = aggregateChecks(
    () => desk.t,
    () => desk.cookie,
  );

  const customerIds: number[] = [];

  it('starts equal to the tables', async () => {
    await assertAggregates('at start');
  });

  it('follows customers created, updated (Active <-> Inactive, persons, documents) and deleted through the API', async () => {
    const active = await createCustomer(desk.t, desk.cookie, {
      fields: { name: 'Agg Active' },
      persons: [person('Bea'), person('Al')],
      documents: [{ title: 'One' }, { title: 'Two', expiry_date: '2030-01-01' }],
    });
    const inactive = await createCustomer(desk.t, desk.cookie, {
      fields: { name: 'Agg Inactive', status: 'Inactive' },
    });
    const spare = await createCustomer(desk.t, desk.cookie, { fields: { name: 'Agg Spare' } });
    customerIds.push(active.id, inactive.id, spare.id);
    await assertAggregates('after creates');

    const update = async (id: number, input: Parameters<typeof sendCustomer>[2]) => {
      const response = await sendCustomer(desk.t, desk.cookie, input, id);
      assert.equal(response.statusCode, 200, response.body);
      return response.json();
    };
    await update(active.id, { fields: { name: 'Agg Active', status: 'Inactive' } });
    await update(inactive.id, {
      fields: { name: 'Agg Inactive', status: 'Active' },
      persons: [person('Zoe')],
      documents: [{ title: 'Three' }],
    });
    await assertAggregates('after status flips, persons and documents added');

    const withDocs = await update(active.id, {
      fields: { name: 'Agg Active', status: 'Active' },
      persons: [person('Cy')],
    });
    await update(active.id, {
      fields: {
        name: 'Agg Active',
        status: 'Active',
        remove_document_ids: JSON.stringify([withDocs.documents[0].id]),
      },
      persons: [],
    });
    await assertAggregates('after persons replaced and cleared, a document removed');

    const removed = await desk.t.app.inject({
      method: 'DELETE',
      url: `/api/customers/${spare.id}`,
      headers: { cookie: desk.cookie },
    });
    assert.equal(removed.statusCode, 200, removed.body);
    customerIds.pop();
    await assertAggregates('after a delete');
  });

  it('follows concurrent creates and multi-row statements', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        sendCustomer(desk.t, desk.cookie, {
          fields: { name: `Agg Burst ${i}`, status: i % 3 === 0 ? 'Inactive' : 'Active' },
          persons: [person(`Burst ${i}`)],
        }),
      ),
    );
    for (const r of responses) assert.equal(r.statusCode, 201, r.body);
    await assertAggregates('after 12 concurrent creates');
    await desk.t.db('customers').whereLike('name', 'Agg Burst%').update({ status: 'Inactive' });
    await assertAggregates('after one statement deactivating many');
    await desk.t.db('customers').whereLike('name', 'Agg Burst%').delete();
    await assertAggregates('after one statement deleting many');
  });

  it('follows tickets inserted, re-rated, moved to another currency and deleted', async () => {
    const [a, b] = customerIds as [number, number];
    const ids = (
      await desk.t
        .db('tickets')
        .insert([
          { customer_id: a, task_name: 'T1', currency: 'USD', agreed_rate: '100.10' },
          { customer_id: a, task_name: 'T2', currency: 'USD', full_day_rate: '0.20' },
          { customer_id: b, task_name: 'T3', currency: 'EUR', half_day_rate: '180.00' },
          { customer_id: b, task_name: 'T4', currency: 'GBP' },
        ])
        .returning('id')
    ).map((r: { id: number }) => r.id);
    await assertAggregates('after inserting tickets');
    await desk.t
      .db('tickets')
      .where({ id: ids[0] })
      .update({ agreed_rate: '0', hourly_rate: '7.25' });
    await desk.t.db('tickets').where({ id: ids[3] }).update({ full_day_rate: '50.00' });
    await assertAggregates('after changing rates');
    await desk.t.db('tickets').where({ id: ids[2] }).update({ currency: 'USD' });
    await desk.t.db('tickets').whereIn('id', [ids[0]!, ids[1]!]).update({ currency: 'CHF' });
    await assertAggregates('after changing currencies');
    await desk.t.db('tickets').where({ id: ids[1] }).delete();
    await assertAggregates('after deleting a ticket');
    const refused = await desk.t.app.inject({
      method: 'DELETE',
      url: `/api/customers/${a}`,
      headers: { cookie: desk.cookie },
    });
    assert.equal(refused.statusCode, 409);
    await assertAggregates('after a refused delete');
  });

  it('follows leads', async () => {
    const lead = await addLead(desk.t, customerIds[0]!);
    await addLead(desk.t, customerIds[1]!);
    await assertAggregates('after adding leads');
    await desk.t.db('leads').where({ id: lead }).delete();
    await assertAggregates('after deleting a lead');
  });

  it('follows engineers registered through the API and deleted', async () => {
    const register = async (email: string) =>
      desk.t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { cookie: await teamManagerCookie(desk.t.app) },
        payload: { username: 'Agg Eng', email, password: 'Secret123', role: 'engineer' },
      });
    const first = await register(uniqueEmail('eng'));
    const second = await register(uniqueEmail('eng'));
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(second.statusCode, 201, second.body);
    await asAdmin(desk.t.app); // a staff account does not count
    await assertAggregates('after registering engineers and staff');
    await desk.t.db('users').where({ id: first.json().id }).delete();
    await assertAggregates('after deleting an engineer');
    await desk.t.db('users').where({ id: second.json().id }).update({ role: 'staff' });
    await assertAggregates('after an engineer became staff');
  });

  it('follows leave requests, notifications and receivables through their status changes', async () => {
    const leaves = (
      await desk.t
        .db('leave_requests')
        .insert(
          ['pending', 'pending', 'approved'].map((status) => ({
            employee_name: 'Eng',
            leave_type: 'Annual',
            start_date: '2030-01-01',
            end_date: '2030-01-02',
            status,
          })),
        )
        .returning('id')
    ).map((r: { id: number }) => r.id);
    await assertAggregates('after requesting leave');
    await desk.t.db('leave_requests').where({ id: leaves[0] }).update({ status: 'approved' });
    await desk.t.db('leave_requests').where({ id: leaves[2] }).update({ status: 'pending' });
    await desk.t.db('leave_requests').where({ id: leaves[1] }).update({ status: 'rejected' });
    await assertAggregates('after approving and rejecting leave');
    await desk.t.db('leave_requests').where({ id: leaves[2] }).delete();
    await assertAggregates('after deleting leave');

    const notes = (
      await desk.t
        .db('notifications')
        .insert([1, 2, 3].map((i) => ({ title: `N${i}`, message: 'm' })))
        .returning('id')
    ).map((r: { id: number }) => r.id);
    await assertAggregates('after notifying');
    await desk.t
      .db('notifications')
      .whereIn('id', notes.slice(0, 2))
      .update({ read_at: desk.t.db.fn.now() });
    await assertAggregates('after reading notifications');
    await desk.t.db('notifications').where({ id: notes[0] }).update({ read_at: null });
    await desk.t.db('notifications').where({ id: notes[2] }).delete();
    await assertAggregates('after marking unread and deleting');

    const invoices = (
      await desk.t
        .db('receivables')
        .insert(
          // Overdue is derived, never stored (migration 20261126030000): a past due date.
          [
            ['pending', '2030-01-31'],
            ['pending', '2020-01-31'],
            ['paid', '2030-01-31'],
          ].map(([status, due], i) => ({
            invoice_number: `AGG-${i}`,
            customer_name: 'Agg',
            amount: '10.00',
            invoice_date: '2020-01-01',
            due_date: due,
            status,
            paid_date: status === 'paid' ? '2020-01-15' : null,
          })),
        )
        .returning('id')
    ).map((r: { id: number }) => r.id);
    await assertAggregates('after invoicing');
    await desk.t
      .db('receivables')
      .where({ id: invoices[0] })
      .update({ status: 'paid', paid_date: '2020-02-01' });
    await desk.t
      .db('receivables')
      .where({ id: invoices[2] })
      .update({ status: 'pending', paid_date: null });
    await assertAggregates('after payments');
    await desk.t.db('receivables').where({ id: invoices[1] }).delete();
    await assertAggregates('after deleting an invoice');
  });

  it('does not move when the writing transaction rolls back', async () => {
    const before = await all('select name, value from counters order by name');
    await assert.rejects(
      desk.t.db.transaction(async (trx) => {
        const [c] = await trx('customers')
          .insert({ name: 'Rolled back', account_email: 'rb@example.com' })
          .returning('id');
        await trx('tickets').insert({ customer_id: c.id, task_name: 'x', agreed_rate: '5' });
        await trx('notifications').insert({ title: 'x', message: 'x' });
        throw new Error('rollback');
      }),
      /rollback/,
    );
    assert.deepEqual(await all('select name, value from counters order by name'), before);
    await assertAggregates('after a rollback');
  });

  it('the migration starts every aggregate from the rows already there', async () => {
    await desk.t.db.migrate.down({ name: MIGRATION });
    // Written while no trigger keeps the aggregates.
    const [c] = await desk.t
      .db('customers')
      .insert({ name: 'Before migration', account_email: 'bm@example.com', status: 'Inactive' })
      .returning('id');
    await desk.t.db('customer_persons').insert({
      customer_id: c.id,
      person_name: 'Early',
      person_email: 'e@example.com',
      person_contact: '1',
    });
    await desk.t
      .db('tickets')
      .insert({ customer_id: c.id, task_name: 'x', currency: 'JPY', hourly_rate: '9' });
    await desk.t.db('notifications').insert({ title: 'x', message: 'x' });
    await desk.t.db.migrate.latest();
    await assertAggregates('after the migration ran over existing rows');
  });

  it('refresh_aggregates() repairs aggregates that were tampered with', async () => {
    await desk.t.db('counters').where({ name: 'leads' }).update({ value: 999 });
    await desk.t.db('ticket_revenue').update({ amount: '1.00' });
    await desk.t.db('customers').update({ documents_count: 42, first_person: 'Nobody' });
    await desk.t.db.raw('select refresh_aggregates()');
    await assertAggregates('after refresh_aggregates()');
  });
});
