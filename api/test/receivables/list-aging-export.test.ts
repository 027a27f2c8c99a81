import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  RECEIVABLE_CSV_COLUMNS,
  receivableListResponseSchema,
  type ReceivableListResponse,
} from '@trellis/contracts';
import { parseCsv } from '../helpers/csv';
import { financeFixture, getCsv, getJson, type FinanceFixture } from '../payouts/finance-factory';

/**
 * Invoices dated relative to the database's today, so that every derived status, days overdue
 * and aging bucket is the same on any day the suite runs:
 * [invoice, customer, currency, amount, invoice date offset, due date offset, paid].
 */
const ROWS: [string, string, string, string, number, number, boolean][] = [
  ['INV-T-001', 'Acme Aging', 'USD', '100.00', -10, 20, false], // not yet due
  ['INV-T-002', 'Acme Aging', 'USD', '200.00', -45, -15, false], // 15 days overdue
  ['INV-T-003', 'Bolt Aging', 'EUR', '300.00', -100, -70, false], // 70 days overdue
  ['INV-T-004', 'Bolt Aging', 'EUR', '400.00', -130, -100, false], // 100 days overdue
  ['INV-T-005', 'Crown Aging', 'GBP', '500.00', -60, -30, true], // paid
  ['INV-T-006', 'Crown Aging', 'USD', '50.00', -31, -1, false], // 1 day overdue
  ['INV-T-007', 'Delta Aging', 'GBP', '70.00', -60, -30, false], // 30 days overdue
  ['INV-T-008', 'Delta Aging', 'GBP', '10.00', 0, 0, false], // due today: not overdue
];

/** One currency's row of the aging analysis: its buckets from 0-30 days to 90+, and their total. */
const aged = (currency: string, [a, b, c, d]: string[], total: string) => ({
  currency,
  buckets: { '0-30': a, '31-60': b, '61-90': c, '90+': d },
  total,
});

describe('GET /api/receivables: derived overdue, the four totals and the aging analysis', () => {
  let fx: FinanceFixture;
  before(async () => {
    fx = await financeFixture();
    for (const [invoice, customer, currency, amount, invoiced, due, paid] of ROWS)
      await fx.t.db('receivables').insert({
        invoice_number: invoice,
        customer_name: customer,
        customer_email: 'ap@aging.example',
        currency,
        amount,
        invoice_date: fx.t.db.raw('current_date + ?::int', [invoiced]),
        due_date: fx.t.db.raw('current_date + ?::int', [due]),
        status: paid ? 'paid' : 'pending',
        paid_date: paid ? fx.t.db.raw('current_date - 5') : null,
      });
  });
  after(async () => fx.t.close());

  const list = async (query: Record<string, string | number> = {}) =>
    receivableListResponseSchema.parse(
      await getJson<ReceivableListResponse>(fx, '/api/receivables', {
        limit: 1000,
        sort: 'due_date',
        order: 'asc',
        ...query,
      }),
    );
  const invoices = async (query: Record<string, string | number>) =>
    (await list(query)).items.map((r) => r.invoice_number);

  it('derives each status and the days overdue from the due date and today', async () => {
    const { items } = await list();
    assert.deepEqual(
      Object.fromEntries(items.map((r) => [r.invoice_number, [r.status, r.days_overdue]])),
      {
        'INV-T-001': ['pending', 0],
        'INV-T-002': ['overdue', 15],
        'INV-T-003': ['overdue', 70],
        'INV-T-004': ['overdue', 100],
        'INV-T-005': ['paid', 0],
        'INV-T-006': ['overdue', 1],
        'INV-T-007': ['overdue', 30],
        'INV-T-008': ['pending', 0],
      },
    );
  });

  it('totals paid, pending and overdue per currency, total being their sum', async () => {
    const { stats, total } = await list();
    assert.equal(total, 8);
    assert.deepEqual(stats, {
      total: [
        { currency: 'EUR', amount: '700.00' },
        { currency: 'GBP', amount: '580.00' },
        { currency: 'USD', amount: '350.00' },
      ],
      paid: [
        { currency: 'EUR', amount: '0.00' },
        { currency: 'GBP', amount: '500.00' },
        { currency: 'USD', amount: '0.00' },
      ],
      pending: [
        { currency: 'EUR', amount: '0.00' },
        { currency: 'GBP', amount: '10.00' },
        { currency: 'USD', amount: '100.00' },
      ],
      overdue: [
        { currency: 'EUR', amount: '700.00' },
        { currency: 'GBP', amount: '70.00' },
        { currency: 'USD', amount: '250.00' },
      ],
    });
  });

  it('ages the unpaid invoices by due date (the default) or by invoice date, per currency', async () => {
    const byDue = await list();
    assert.deepEqual(byDue.aging, {
      basis: 'due_date',
      rows: [
        aged('EUR', ['0.00', '0.00', '300.00', '400.00'], '700.00'),
        // 30 days past due is still the first bucket; due today ages 0 days.
        aged('GBP', ['80.00', '0.00', '0.00', '0.00'], '80.00'),
        // Not yet due counts as 0 days.
        aged('USD', ['350.00', '0.00', '0.00', '0.00'], '350.00'),
      ],
    });
    const byInvoice = await list({ aging_basis: 'invoice_date' });
    assert.deepEqual(byInvoice.aging, {
      basis: 'invoice_date',
      rows: [
        aged('EUR', ['0.00', '0.00', '0.00', '700.00'], '700.00'),
        aged('GBP', ['10.00', '70.00', '0.00', '0.00'], '80.00'),
        // 31 days is the second bucket.
        aged('USD', ['100.00', '250.00', '0.00', '0.00'], '350.00'),
      ],
    });
    // The search path (matches counted row by row) answers what the aggregate path does.
    const searched = await list({ search: 'aging', aging_basis: 'invoice_date' });
    assert.deepEqual([searched.stats, searched.aging], [byInvoice.stats, byInvoice.aging]);
  });

  it('filters by status and aging, searches invoice and customer; totals and aging follow', async () => {
    assert.deepEqual(await invoices({ status: 'paid' }), ['INV-T-005']);
    assert.deepEqual(await invoices({ status: 'pending' }), ['INV-T-008', 'INV-T-001']);
    assert.deepEqual(await invoices({ status: 'overdue' }), [
      'INV-T-004',
      'INV-T-003',
      'INV-T-007',
      'INV-T-002',
      'INV-T-006',
    ]);
    assert.deepEqual(await invoices({ aging: 'current' }), ['INV-T-008', 'INV-T-001']);
    assert.deepEqual(await invoices({ aging: 'overdue' }), await invoices({ status: 'overdue' }));
    assert.deepEqual(await invoices({ status: 'paid', aging: 'overdue' }), []);
    assert.deepEqual(await invoices({ search: 'bolt' }), ['INV-T-004', 'INV-T-003']);
    // A phrase is looked up by one of its words, then matched whole and in order.
    await fx.t.db.raw('analyze receivables');
    assert.deepEqual(await invoices({ search: 'BOLT aging' }), ['INV-T-004', 'INV-T-003']);
    assert.deepEqual(await invoices({ search: 'aging bolt' }), []);
    assert.deepEqual(await invoices({ search: 'bolt  aging' }), [], 'two spaces are not one');
    assert.deepEqual(await invoices({ search: 'inv-t-00', status: 'pending' }), [
      'INV-T-008',
      'INV-T-001',
    ]);
    const overdueUsd = await list({ status: 'overdue', search: 'acme' });
    assert.deepEqual(overdueUsd.stats.overdue, [{ currency: 'USD', amount: '200.00' }]);
    assert.deepEqual(
      overdueUsd.aging.rows.map((r) => r.total),
      ['200.00'],
    );
    const paid = await list({ status: 'paid' });
    assert.deepEqual(paid.aging.rows, [], 'a paid invoice ages no more');
    const sorted = await invoices({ sort: 'amount', order: 'desc', limit: 3 });
    assert.deepEqual(sorted, ['INV-T-005', 'INV-T-004', 'INV-T-003']);
  });

  it('exports exactly the filtered rows with their currency and derived status', async () => {
    const queries: Record<string, string>[] = [
      {},
      { status: 'overdue' },
      { aging: 'current' },
      { search: 'delta' },
      { status: 'paid', search: 'nobody' },
      { sort: 'amount', order: 'desc' },
    ];
    for (const query of queries) {
      const csv = await getCsv(fx, '/api/receivables/export.csv', query);
      assert.equal(
        csv.split('\n')[0]!.trim(),
        RECEIVABLE_CSV_COLUMNS.map((c) => c.header).join(','),
      );
      const rows = parseCsv(csv);
      const { items } = await list({ sort: 'invoice_date', order: 'desc', ...query });
      assert.deepEqual(
        rows.map((r) => [
          r['Invoice Number'],
          r.Currency,
          r.Amount,
          r.Status,
          Number(r['Days Overdue']),
          r['Due Date'],
        ]),
        items.map((i) => [
          i.invoice_number,
          i.currency,
          i.amount,
          i.status,
          i.days_overdue,
          i.due_date,
        ]),
        JSON.stringify(query),
      );
    }
  });
});
