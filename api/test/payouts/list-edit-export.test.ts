import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  PAYOUT_CSV_COLUMNS,
  payoutListResponseSchema,
  type Payout,
  type PayoutListResponse,
} from '@trellis/contracts';
import { parseCsv } from '../helpers/csv';
import { useFinanceDesk, getCsv, getJson, newEngineer, send } from './finance-factory';

describe('GET /api/payouts, PUT /api/payouts/:id and the CSV export', () => {
  const fx = useFinanceDesk();
  before(async () => {
    const rows: [string, string, string, string, string, string][] = [
      // name, month, currency, base, status, paid date
      ['Priya Raman', '2025-01-01', 'GBP', '1000.00', 'paid', '2025-02-05'],
      ['Priya Raman', '2025-02-01', 'GBP', '1200.00', 'processing', ''],
      ['Tom Becker', '2025-02-01', 'EUR', '900.00', 'pending', ''],
      ['Lena "Quotes", Ortiz', '2025-02-01', 'USD', '700.50', 'paid', '2025-03-05'],
      ['Tom Becker', '2025-01-01', 'EUR', '800.00', 'pending', ''],
    ];
    for (const [name, month, currency, base, status, paidDate] of rows) {
      const engineer = await newEngineer(fx, name);
      await fx.t.db('payouts').insert({
        engineer_id: engineer.id,
        engineer_name: name,
        month,
        currency,
        working_hours: 40,
        overtime_hours: 0,
        rate: '25.00',
        base,
        status,
        paid_date: paidDate || null,
      });
    }
  });

  const list = async (query: Record<string, string | number> = {}) =>
    payoutListResponseSchema.parse(
      await getJson<PayoutListResponse>(fx, '/api/payouts', { limit: 1000, ...query }),
    );
  const names = async (query: Record<string, string | number>) =>
    (await list(query)).items.map((p) => `${p.engineer_name} ${p.month}`);
  const find = async (name: string, month: string) =>
    (await list({ search: name, month })).items[0]!;

  it('lists the latest month first, 10 a page, with the cards per currency over every match', async () => {
    const page = payoutListResponseSchema.parse(await getJson(fx, '/api/payouts'));
    assert.equal(page.limit, 10);
    assert.equal(page.total, 5);
    assert.deepEqual(
      page.items.map((p) => p.month),
      ['2025-02', '2025-02', '2025-02', '2025-01', '2025-01'],
    );
    assert.deepEqual(page.stats, {
      total: [
        { currency: 'EUR', amount: '1700.00' },
        { currency: 'GBP', amount: '2200.00' },
        { currency: 'USD', amount: '700.50' },
      ],
      paid: [
        { currency: 'EUR', amount: '0.00' },
        { currency: 'GBP', amount: '1000.00' },
        { currency: 'USD', amount: '700.50' },
      ],
      // Pending and processing: what is not paid yet.
      pending: [
        { currency: 'EUR', amount: '1700.00' },
        { currency: 'GBP', amount: '1200.00' },
        { currency: 'USD', amount: '0.00' },
      ],
    });
  });

  it('searches the engineer’s name and filters by month and status; the cards follow', async () => {
    assert.deepEqual(await names({ search: 'tom', sort: 'month', order: 'asc' }), [
      'Tom Becker 2025-01',
      'Tom Becker 2025-02',
    ]);
    assert.deepEqual(await names({ month: '2025-01', sort: 'engineer_name', order: 'asc' }), [
      'Priya Raman 2025-01',
      'Tom Becker 2025-01',
    ]);
    assert.deepEqual(await names({ status: 'processing' }), ['Priya Raman 2025-02']);
    // A phrase is looked up by one of its words, then matched whole and in order.
    await fx.t.db.raw('analyze payouts');
    assert.deepEqual(await names({ search: 'tom BECKER', sort: 'month', order: 'asc' }), [
      'Tom Becker 2025-01',
      'Tom Becker 2025-02',
    ]);
    assert.deepEqual(await names({ search: 'becker tom' }), []);
    assert.deepEqual(await names({ search: 'quotes", ortiz' }), ['Lena "Quotes", Ortiz 2025-02']);
    const paidFeb = await list({ status: 'paid', month: '2025-02' });
    assert.deepEqual(
      paidFeb.items.map((p) => p.engineer_name),
      ['Lena "Quotes", Ortiz'],
    );
    assert.deepEqual(paidFeb.stats.total, [{ currency: 'USD', amount: '700.50' }]);
    // The search path counts the same way as the aggregate path.
    const searched = await list({ search: 'r', month: '2025-02' });
    const unsearched = await list({ month: '2025-02' });
    assert.deepEqual(searched.stats, unsearched.stats);
    assert.equal(searched.total, 3);
    assert.deepEqual((await list({ search: 'nobody' })).items, []);
    const sorted = await list({ sort: 'total', order: 'desc' });
    assert.deepEqual(
      sorted.items.map((p) => p.total),
      ['1200.00', '1000.00', '900.00', '800.00', '700.50'],
    );
  });

  it('refuses a month, status or sort the list does not know', async () => {
    for (const query of ['month=2025-13', 'status=overdue', 'sort=rate', 'month=25-01']) {
      const response = await fx.t.app.inject({
        method: 'GET',
        url: `/api/payouts?${query}`,
        headers: { cookie: fx.cookie },
      });
      assert.equal(response.statusCode, 400, query);
    }
  });

  it('edits bonus and deductions (the total follows) and announces it', async () => {
    const tom = await find('Tom Becker', '2025-02');
    const response = await send(fx, 'PUT', `/api/payouts/${tom.id}`, {
      bonus: '100',
      deductions: '25.25',
    });
    assert.equal(response.statusCode, 200, response.body);
    const edited = response.json() as Payout;
    assert.deepEqual(
      [edited.bonus, edited.deductions, edited.total],
      ['100.00', '25.25', '974.75'],
    );
    await fx.events.waitFor('payout:updated', (e) => e.data.id === tom.id);
    // Deductions beyond everything else would pay a negative amount.
    const tooMuch = await send(fx, 'PUT', `/api/payouts/${tom.id}`, { deductions: '1000.01' });
    assert.equal(tooMuch.statusCode, 400, tooMuch.body);
    assert.equal(tooMuch.json().details[0].path, 'deductions');
    const both = await send(fx, 'PUT', `/api/payouts/${tom.id}`, { bonus: '1', status: 'paid' });
    assert.equal(both.statusCode, 400);
    const negative = await send(fx, 'PUT', `/api/payouts/${tom.id}`, { bonus: '-5' });
    assert.equal(negative.statusCode, 400);
    assert.equal((await send(fx, 'PUT', '/api/payouts/999999', { bonus: '1' })).statusCode, 404);
  });

  it('moves the status only forward; paid sets the paid date and freezes the amounts', async () => {
    const tom = await find('Tom Becker', '2025-01');
    const status = (to: string) => send(fx, 'PUT', `/api/payouts/${tom.id}`, { status: to });
    const again = await status('pending');
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'PAYOUT_STATUS_ORDER');
    assert.equal((await status('processing')).statusCode, 200);
    const back = await status('pending');
    assert.equal(back.statusCode, 409);
    assert.equal(back.json().code, 'PAYOUT_STATUS_ORDER');
    const paid = await status('paid');
    assert.equal(paid.statusCode, 200);
    const { rows } = await fx.t.db.raw<{ rows: { today: string }[] }>(
      'select current_date::text as today',
    );
    assert.equal((paid.json() as Payout).paid_date, rows[0]!.today);
    const frozen = await send(fx, 'PUT', `/api/payouts/${tom.id}`, { bonus: '5' });
    assert.equal(frozen.statusCode, 409);
    assert.equal(frozen.json().code, 'PAYOUT_PAID');
    assert.equal((await status('processing')).json().code, 'PAYOUT_STATUS_ORDER');
    await fx.events.waitFor(
      'payout:updated',
      (e) => e.data.id === tom.id && e.data.status === 'paid',
    );
  });

  it('exports exactly the filtered rows, in the list’s order, with their currency', async () => {
    const queries: Record<string, string>[] = [
      {},
      { month: '2025-02' },
      { status: 'paid' },
      { search: 'ortiz' },
      { search: 'nobody' },
      { sort: 'total', order: 'asc' },
    ];
    for (const query of queries) {
      const csv = await getCsv(fx, '/api/payouts/export.csv', query);
      const header = csv.split('\n')[0]!.trim();
      assert.equal(header, PAYOUT_CSV_COLUMNS.map((c) => c.header).join(','));
      const records = parseCsv(csv);
      const { items } = await list(query);
      assert.deepEqual(
        records.map((r) => [r.Engineer, r.Month, r.Currency, r['Total Payout'], r.Status]),
        items.map((p) => [p.engineer_name, p.month, p.currency, p.total, p.status]),
        JSON.stringify(query),
      );
    }
    const [lena] = parseCsv(await getCsv(fx, '/api/payouts/export.csv', { search: 'ortiz' }));
    assert.deepEqual(lena, {
      Engineer: 'Lena "Quotes", Ortiz',
      'Engineer Code': lena!['Engineer Code'],
      Month: '2025-02',
      Currency: 'USD',
      'Working Hours': '40.00',
      'Overtime Hours': '0.00',
      'Hourly Rate': '25.00',
      'Base Salary': '700.50',
      Overtime: '0.00',
      Bonus: '0.00',
      Deductions: '0.00',
      'Total Payout': '700.50',
      Status: 'paid',
      'Paid Date': '2025-03-05',
    });
    assert.match(lena!['Engineer Code']!, /^AIM-E-\d{3,}$/);
  });
});
