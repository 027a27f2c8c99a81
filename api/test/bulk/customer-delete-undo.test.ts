import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  BULK_MESSAGES,
  bulkUndoResponseSchema,
  displayCode,
  type Customer,
} from '@trellis/contracts';
import { rowsOf } from '../audit/rows-since';
import { createCustomer, dayFromToday, person } from '../customers/customer-factory';
import { useTicketDesk } from '../tickets/ticket-desk';
import { bulkDone, undoRun } from './bulk-calls';

describe('undo of a bulk delete of customers', () => {
  const desk = useTicketDesk('Restore Desk Ltd', { engineer: 'Ellen Ripley' });

  /** A customer with two authorised persons and two documents (files), one dated. */
  async function fullCustomer(name: string) {
    return createCustomer(desk.t, desk.cookie, {
      fields: { name },
      persons: [person(`${name} Ann`), person(`${name} Bob`)],
      documents: [
        { title: 'Insurance', expiry_date: await dayFromToday(desk.t, 40) },
        { title: 'Contract', expiry_date: null },
      ],
    });
  }
  const read = async (id: number) =>
    desk.t.app.inject({
      method: 'GET',
      url: `/api/customers/${id}`,
      headers: { cookie: desk.cookie },
    });
  const listTotal = async (search: string) => {
    const response = await desk.t.app.inject({
      method: 'GET',
      url: `/api/customers?search=${encodeURIComponent(search)}`,
      headers: { cookie: desk.cookie },
    });
    return (response.json() as { total: number }).total;
  };
  const deleteAll = (ids: number[]) =>
    bulkDone(desk.t, desk.cookie, 'customers', { action: 'delete', params: {}, ids });
  const fileCount = async (ids: number[]) =>
    Number(
      (await desk.t.db('files').whereIn('id', ids).count<{ count: string }[]>('* as count'))[0]!
        .count,
    );
  const fileIdsOf = async (customerId: number) =>
    desk.t.db('customer_documents').where({ customer_id: customerId }).pluck('file_id');

  it('puts back each customer with its persons, documents, files and links, audited and announced', async () => {
    const a = await fullCustomer('Undo Alpha');
    const b = await fullCustomer('Undo Beta');
    const before = {
      a: (await read(a.id)).json() as Customer,
      b: (await read(b.id)).json() as Customer,
    };
    const files = [...(await fileIdsOf(a.id)), ...(await fileIdsOf(b.id))];
    const [receivable] = await desk.t
      .db('receivables')
      .insert({
        invoice_number: 'INV-UNDO-1',
        customer_id: a.id,
        customer_name: 'Undo Alpha',
        amount: 100,
        invoice_date: '2026-01-01',
        due_date: '2026-02-01',
      })
      .returning('id');
    const counts = await desk.t.app.countsRepository.read();

    const run = await deleteAll([a.id, b.id]);
    assert.equal(run.succeeded, 2);
    assert.ok(run.undo_until && Date.parse(run.undo_until) > Date.now(), 'a delete offers Undo');
    assert.equal((await read(a.id)).statusCode, 404);
    assert.equal(await listTotal('Undo'), 0);
    assert.equal((await desk.t.app.countsRepository.read()).customers, counts.customers - 2);
    assert.equal(await fileCount(files), 4, 'the files wait for the window to close');
    assert.equal(
      (await desk.t.db('receivables').where({ id: receivable.id }).first()).customer_id,
      null,
    );

    const { result: undo, rows } = await rowsOf(desk.t, () => undoRun(desk.t, desk.cookie, run.id));
    assert.equal(undo.statusCode, 200, undo.body);
    const answer = bulkUndoResponseSchema.parse(undo.json());
    assert.deepEqual([answer.restored, answer.refused, answer.run.state], [2, [], 'undone']);

    for (const [id, was] of [
      [a.id, before.a],
      [b.id, before.b],
    ] as const) {
      const back = await read(id);
      assert.equal(back.statusCode, 200, back.body);
      assert.deepEqual(back.json(), was, 'the same customer, persons and documents, ids and all');
    }
    assert.equal(await listTotal('Undo'), 2);
    assert.deepEqual(await desk.t.app.countsRepository.read(), counts);
    const listed = await desk.t.db('customers').whereIn('id', [a.id, b.id]).orderBy('id');
    assert.deepEqual(
      listed.map((c) => [c.documents_count, c.first_person]),
      [
        [2, 'Undo Alpha Ann'],
        [2, 'Undo Beta Ann'],
      ],
      'the counts the list sorts by are counted afresh, not twice',
    );
    assert.equal(
      (await desk.t.db('receivables').where({ id: receivable.id }).first()).customer_id,
      a.id,
    );
    assert.equal(
      await desk.t
        .db('bulk_deleted_records')
        .where({ run_id: run.id })
        .count()
        .first()
        .then((r) => Number(r!.count)),
      0,
    );

    assert.deepEqual(
      rows.map((r) => [r.action, r.entity_id, r.entity_label]),
      [
        ['customer.restored', String(a.id), `${displayCode('customer', a.id)} Undo Alpha`],
        ['customer.restored', String(b.id), `${displayCode('customer', b.id)} Undo Beta`],
        ['bulk_action.undone', null, 'Delete: 2 customers'],
      ],
    );
    assert.ok(rows[0]!.changes.some((c) => c.field === 'documents'));
    await desk.events.waitFor('customer:created', (d) => d.id === b.id);
  });

  it('refuses Undo once the window has closed, and leaves the customers deleted', async () => {
    const c = await fullCustomer('Undo Late');
    const run = await deleteAll([c.id]);
    await desk.t
      .db('bulk_runs')
      .where({ id: run.id })
      .update({ undo_until: desk.t.db.raw("now() - interval '1 second'") });
    const undo = await undoRun(desk.t, desk.cookie, run.id);
    assert.equal(undo.statusCode, 409, undo.body);
    assert.equal(undo.json().message, BULK_MESSAGES.undoClosed);
    assert.equal((await read(c.id)).statusCode, 404);
  });

  it('reports a customer whose number was taken since as not restored, and restores the others', async () => {
    const taken = await fullCustomer('Undo Taken');
    const free = await fullCustomer('Undo Free');
    const run = await deleteAll([taken.id, free.id]);
    await desk.t
      .db('customers')
      .insert({ id: taken.id, name: 'Squatter Ltd', account_email: 'squat@example.com' });
    const undo = await undoRun(desk.t, desk.cookie, run.id);
    assert.equal(undo.statusCode, 200, undo.body);
    assert.equal(undo.json().restored, 1);
    assert.deepEqual(undo.json().refused, [
      { id: taken.id, label: displayCode('customer', taken.id), reason: BULK_MESSAGES.takenSince },
    ]);
    assert.equal(((await read(taken.id)).json() as Customer).name, 'Squatter Ltd');
    assert.equal(((await read(free.id)).json() as Customer).persons.length, 2);
    assert.equal(
      await desk.t
        .db('customer_persons')
        .where({ customer_id: taken.id })
        .count()
        .first()
        .then((r) => Number(r!.count)),
      0,
    );
  });

  it('keeps what a delete removed until the window closes, then housekeeping purges it with its files', async () => {
    const c = await fullCustomer('Undo Purged');
    const files = await fileIdsOf(c.id);
    const run = await deleteAll([c.id]);
    const housekeeping = () => desk.t.app.jobs.execute('housekeeping', { trigger: 'manual' });
    const kept = () =>
      desk.t.db('bulk_deleted_records').where({ run_id: run.id }).pluck('record_id');

    const early = await housekeeping();
    assert.equal(early.result, 'ok');
    assert.deepEqual((await kept()).map(Number), [c.id], 'the window is open: nothing purged');
    assert.equal(await fileCount(files), 2);

    await desk.t
      .db('bulk_runs')
      .where({ id: run.id })
      .update({ undo_until: desk.t.db.raw("now() - interval '1 second'") });
    const late = await housekeeping();
    assert.equal(late.counts.purged_bulk_deletes, 1);
    assert.deepEqual(await kept(), []);
    assert.equal(await fileCount(files), 0, 'the files go with the snapshot');
  });
});
