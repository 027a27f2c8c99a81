import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type {
  Counts,
  PayoutGenerateResult,
  PayoutListResponse,
  ReceivableListResponse,
} from '@trellis/contracts';
import { useDemoApp } from '../helpers/demo-app';
import { getJson, send } from './finance-factory';

describe('the demo data of `npm start`: the finance pages on real rows', () => {
  const demo = useDemoApp();

  it('has four unpaid invoices (two of them overdue, derived) and a paid one', async () => {
    const list = await getJson<ReceivableListResponse>(demo, '/api/receivables');
    assert.equal(list.total, 5);
    const statuses = list.items.map((r) => r.status).sort();
    assert.deepEqual(statuses, ['overdue', 'overdue', 'paid', 'pending', 'pending']);
    assert.ok(list.items.every((r) => /^INV-\d{4}-\d{4}$/.test(r.invoice_number)));
    assert.ok(list.items.every((r) => r.customer_email));
    assert.equal((await getJson<Counts>(demo, '/api/counts')).customerReceivable, 4);
    assert.deepEqual(
      list.aging.rows.map((r) => r.currency),
      ['EUR', 'GBP', 'USD'],
    );
  });

  it("has the demo engineers' payouts: paid, processing and pending, each in its own currency", async () => {
    const list = await getJson<PayoutListResponse>(demo, '/api/payouts');
    assert.equal(list.total, 6);
    assert.deepEqual([...new Set(list.items.map((p) => p.status))].sort(), [
      'paid',
      'pending',
      'processing',
    ]);
    assert.deepEqual(
      list.stats.total.map((m) => m.currency),
      ['EUR', 'GBP', 'USD'],
    );
    for (const p of list.items) {
      const rate = Number(p.rate);
      assert.equal(Number(p.base), (p.working_hours - p.overtime_hours) * rate, p.engineer_name);
      assert.equal(Number(p.overtime), p.overtime_hours * 1.5 * rate, p.engineer_name);
      assert.equal(p.paid_date !== null, p.status === 'paid');
    }
  });

  it("generates this month's payouts from the demo work logs", async () => {
    const { rows } = await demo.t.db.raw<{ rows: { month: string }[] }>(
      "select to_char(current_date, 'YYYY-MM') as month",
    );
    const response = await send(demo, 'POST', '/api/payouts/generate', { month: rows[0]!.month });
    assert.equal(response.statusCode, 200, response.body);
    const result = response.json() as PayoutGenerateResult;
    assert.ok(result.created >= 1, JSON.stringify(result));
    assert.deepEqual(result.skipped, []);
  });
});
