// The receivables' totals and aging are remembered per filter, basis and day (FIGURES_CACHE_MS):
// a repeated list reads only its page, the figures are the ones worked out afresh, this
// process's own invoice is in the very next answer, and an invoice written by hand in SQL within
// moments, through the notice its trigger sends.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ReceivableListParams, ReceivableListResponse } from '@trellis/contracts';
import {
  financeFixture,
  getJson,
  insertTicket,
  newCustomer,
  send,
  type FinanceFixture,
} from '../payouts/finance-factory';
import { eventually } from '../helpers/eventually';

describe("the receivables' remembered figures", () => {
  let fx: FinanceFixture;
  let statements: string[];
  let customerId: number;

  before(async () => {
    fx = await financeFixture({ FIGURES_CACHE_MS: '60000' });
    customerId = (await newCustomer(fx, 'Figures Retail', 'ap@figures.example')).id;
    for (const [n, currency, invoiced, paid] of [
      [1, 'USD', -10, false],
      [2, 'USD', -70, false],
      [3, 'EUR', -40, true],
      [4, 'GBP', -100, false],
    ] as const)
      await fx.t.db('receivables').insert({
        invoice_number: `INV-F-00${n}`,
        customer_name: 'Figures Retail',
        customer_email: 'ap@figures.example',
        currency,
        amount: `${n}00.00`,
        invoice_date: fx.t.db.raw('current_date + ?::int', [invoiced]),
        due_date: fx.t.db.raw('current_date + ?::int', [invoiced + 30]),
        status: paid ? 'paid' : 'pending',
        paid_date: paid ? fx.t.db.raw('current_date - 1') : null,
      });
    statements = [];
    fx.t.db.on('query', (query: { sql: string }) => statements.push(query.sql));
  });
  after(async () => fx.t.close());

  const list = (query: Record<string, string | number> = {}) =>
    getJson<ReceivableListResponse>(fx, '/api/receivables', { limit: 2, ...query });
  /** The statements that summed the figures (the page alone reads no totals). */
  const sums = () => statements.filter((sql) => sql.includes('receivable_totals t'));
  /** The same list worked out afresh, past any memory. */
  const afresh = (query: Partial<ReceivableListParams> = {}) =>
    fx.t.app.receivablesRepository.list({
      page: 1,
      limit: 2,
      search: '',
      sort: 'invoice_date',
      order: 'desc',
      status: 'all',
      aging: 'all',
      aging_basis: 'due_date',
      ...query,
    });

  it('sums the figures once, then reads only the page, with the same figures', async () => {
    // The set-up's own inserts announce themselves a moment later and may clear the memory
    // between two requests (rightly): a few tries, of which one must sum nothing.
    let remembered = false;
    for (let attempt = 0; attempt < 5 && !remembered; attempt += 1) {
      await list();
      statements.length = 0;
      const again = await list();
      const secondPage = await list({ page: 2 });
      remembered = sums().length === 0;
      if (!remembered) {
        await new Promise((r) => setTimeout(r, 200));
        continue;
      }
      assert.deepEqual(again, await afresh());
      assert.deepEqual(secondPage, await afresh({ page: 2 }));
      assert.notDeepEqual(
        secondPage.items.map((i) => i.id),
        again.items.map((i) => i.id),
      );
    }
    assert.ok(remembered, 'a repeated list summed its figures every time');
  });

  it('keeps figures of their own per filter and aging basis, and none for a search', async () => {
    await list();
    statements.length = 0;
    const overdue = await list({ status: 'overdue' });
    assert.equal(sums().length, 1, 'the overdue filter has figures of its own');
    assert.deepEqual(overdue, await afresh({ status: 'overdue' }));
    assert.equal(overdue.total, 2);
    statements.length = 0;
    const byInvoiceDate = await list({ aging_basis: 'invoice_date' });
    assert.equal(sums().length, 1, 'the other aging basis has figures of its own');
    assert.deepEqual(byInvoiceDate, await afresh({ aging_basis: 'invoice_date' }));
    statements.length = 0;
    await list({ search: 'INV-F' });
    await list({ search: 'INV-F' });
    assert.equal(
      statements.filter((sql) => sql.includes('with m as (select r.id')).length,
      2,
      'a search sums its matches every time',
    );
  });

  it("shows this process's own new invoice in the very next answer", async () => {
    const before = await list();
    const ticket = await insertTicket(fx, customerId, { agreed_rate: '640.00', currency: 'EUR' });
    const created = await send(fx, 'POST', '/api/receivables', { ticket_id: ticket });
    assert.equal(created.statusCode, 201, created.body);
    const after = await list();
    assert.equal(after.total, before.total + 1);
    assert.deepEqual(after, await afresh());
  });

  it('forgets the figures within moments of an invoice written by hand in SQL', async () => {
    await list();
    await fx.t
      .db('receivables')
      .where({ invoice_number: 'INV-F-004' })
      .update({ amount: '999.00' });
    const seen = await eventually(async () => {
      const gbp = (await list()).stats.total.find((money) => money.currency === 'GBP');
      return gbp?.amount === '999.00';
    });
    assert.ok(seen, 'the GBP total still showed the old amount two seconds after the change');
    assert.deepEqual(await list(), await afresh());
  });
});
