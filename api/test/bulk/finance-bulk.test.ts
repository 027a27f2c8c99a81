import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Receivable } from '@trellis/contracts';
import {
  insertTicket,
  newCustomer,
  newEngineer,
  send,
  useFinanceDesk,
} from '../payouts/finance-factory';
import { rowsOf } from '../audit/rows-since';
import { bulkDone } from './bulk-calls';

describe('bulk actions on receivables and payouts', () => {
  const fx = useFinanceDesk();

  async function invoice(customerId: number): Promise<Receivable> {
    const ticket = await insertTicket(fx, customerId, { agreed_rate: '500.00', currency: 'EUR' });
    const response = await send(fx, 'POST', '/api/receivables', { ticket_id: ticket });
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as Receivable;
  }

  it('marks invoices paid, each audited, and reports one already paid with the single call’s reason', async () => {
    const customer = await newCustomer(fx, 'Bulk Payer Ltd', 'ap@bulkpayer.example');
    const a = await invoice(customer.id);
    const b = await invoice(customer.id);
    const paidAlone = await send(fx, 'POST', `/api/receivables/${b.id}/pay`);
    assert.equal(paidAlone.statusCode, 200, paidAlone.body);
    const again = await send(fx, 'POST', `/api/receivables/${b.id}/pay`);
    const { result: run, rows } = await rowsOf(fx.t, () =>
      bulkDone(fx.t, fx.cookie, 'receivables', { action: 'paid', params: {}, ids: [a.id, b.id] }),
    );
    assert.equal(run.succeeded, 1);
    assert.deepEqual(run.failures, [
      { id: b.id, label: b.invoice_number, reason: again.json().message },
    ]);
    assert.deepEqual(
      rows.map((r) => r.action),
      ['invoice.paid', 'bulk_action.applied'],
    );
  });

  it('names each of many refused invoices by its number, reading the names once per batch', async () => {
    const customer = await newCustomer(fx, 'Bulk Refusals Ltd', 'ap@refusals.example');
    const open = await invoice(customer.id);
    const paid: Receivable[] = [];
    for (let i = 0; i < 3; i += 1) {
      const made = await invoice(customer.id);
      assert.equal((await send(fx, 'POST', `/api/receivables/${made.id}/pay`)).statusCode, 200);
      paid.push(made);
    }
    const gone = 999_999;
    const statements: string[] = [];
    const record = (query: { sql: string }) => statements.push(query.sql);
    fx.t.db.on('query', record);
    const run = await bulkDone(fx.t, fx.cookie, 'receivables', {
      action: 'paid',
      params: {},
      ids: [open.id, ...paid.map((p) => p.id), gone],
    }).finally(() => fx.t.db.removeListener('query', record));
    assert.equal(run.succeeded, 1);
    assert.deepEqual(
      run.failures.map((f) => [f.id, f.label]),
      [...paid.map((p) => [p.id, p.invoice_number]), [gone, `Invoice ${gone}`]],
    );
    const nameReads = statements.filter((sql) => /from "receivables" where "id" in/.test(sql));
    assert.equal(nameReads.length, 1, nameReads.join('\n'));
  });

  it('moves payouts forward and refuses to move one backwards, as the single edit does', async () => {
    const engineer = await newEngineer(fx, 'Bulk Payee');
    const ids: number[] = [];
    for (const [month, status] of [
      ['2025-03-01', 'pending'],
      ['2025-04-01', 'paid'],
    ] as const) {
      const [row] = await fx.t
        .db('payouts')
        .insert({
          engineer_id: engineer.id,
          engineer_name: 'Bulk Payee',
          month,
          currency: 'GBP',
          working_hours: 40,
          overtime_hours: 0,
          rate: '25.00',
          base: '1000.00',
          status,
          paid_date: status === 'paid' ? '2025-05-05' : null,
        })
        .returning('id');
      ids.push((row as { id: number }).id);
    }
    const run = await bulkDone(fx.t, fx.cookie, 'payouts', {
      action: 'approve',
      params: {},
      filter: 'search=Bulk+Payee&month=',
    });
    assert.equal(run.total, 2);
    assert.equal(run.succeeded, 1);
    assert.equal(run.failures[0]!.id, ids[1]);
    assert.match(run.failures[0]!.label, /Bulk Payee/);
    const alone = await send(fx, 'PUT', `/api/payouts/${ids[1]}`, { status: 'processing' });
    assert.equal(run.failures[0]!.reason, alone.json().message);
    const moved = await fx.t.db('payouts').where({ id: ids[0] }).first('status');
    assert.equal(moved.status, 'processing');
  });
});
