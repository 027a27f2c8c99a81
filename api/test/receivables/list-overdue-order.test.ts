// Overdue (and not yet due) invoices in invoice-date order are read per payment term (due date -
// invoice date): with many terms, ties of invoice date across terms and paid invoices among
// them, every page must hold what the filter and the order say, each invoice once.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ReceivableListResponse } from '@trellis/contracts';
import { financeFixture, getJson, type FinanceFixture } from '../payouts/finance-factory';

const TERMS = [0, 7, 14, 30, 45, 60];

describe('GET /api/receivables: overdue and not yet due, in invoice-date order', () => {
  let fx: FinanceFixture;
  before(async () => {
    fx = await financeFixture();
    const rows = [];
    for (let i = 0; i < 60; i += 1) {
      const term = TERMS[i % TERMS.length]!;
      const invoiced = -((i * 7) % 80);
      rows.push({
        invoice_number: `INV-O-${String(i).padStart(3, '0')}`,
        customer_name: 'Ordered Ltd',
        currency: 'USD',
        amount: '10.00',
        invoice_date: fx.t.db.raw('current_date + ?::int', [invoiced]),
        due_date: fx.t.db.raw('current_date + ?::int', [invoiced + term]),
        status: i % 5 === 0 ? 'paid' : 'pending',
        paid_date: i % 5 === 0 ? fx.t.db.raw('current_date') : null,
      });
    }
    await fx.t.db('receivables').insert(rows);
  });
  after(async () => fx.t.close());

  /** The invoice numbers a filter keeps, in invoice-date order, counted over the table. */
  async function counted(due: '<' | '>=', order: 'asc' | 'desc'): Promise<string[]> {
    const rows = await fx.t.db.raw<{ rows: { invoice_number: string }[] }>(
      `select invoice_number from receivables
       where status <> 'paid' and due_date ${due} current_date
       order by invoice_date ${order}, id ${order}`,
    );
    return rows.rows.map((r) => r.invoice_number);
  }

  async function paged(query: Record<string, string>): Promise<string[]> {
    const found: string[] = [];
    for (let page = 1; page <= 40; page += 1) {
      const { items } = await getJson<ReceivableListResponse>(fx, '/api/receivables', {
        ...query,
        sort: 'invoice_date',
        page,
        limit: 4,
      });
      if (items.length === 0) break;
      found.push(...items.map((r) => r.invoice_number));
    }
    return found;
  }

  const FILTERS: [string, Record<string, string>, '<' | '>='][] = [
    ['status overdue', { status: 'overdue' }, '<'],
    ['aging overdue', { aging: 'overdue' }, '<'],
    ['status and aging overdue', { status: 'overdue', aging: 'overdue' }, '<'],
    ['status pending', { status: 'pending' }, '>='],
    ['aging current', { aging: 'current' }, '>='],
  ];

  for (const [name, query, due] of FILTERS)
    it(`pages ${name} by invoice date, both ways`, async () => {
      for (const order of ['asc', 'desc'] as const) {
        const expected = await counted(due, order);
        assert.ok(expected.length > 8, 'the filter keeps several pages');
        assert.deepEqual(await paged({ ...query, order }), expected, `${name} ${order}`);
      }
    });
});
