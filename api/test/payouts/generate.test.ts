import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  payoutGenerateResultSchema,
  payoutListResponseSchema,
  type Payout,
  type PayoutGenerateResult,
  type PayoutListResponse,
} from '@trellis/contracts';
import {
  useFinanceDesk,
  getJson,
  insertLogs,
  insertTicket,
  newCustomer,
  newEngineer,
  send,
  sqlDay,
} from './finance-factory';

describe('POST /api/payouts/generate: payouts from the stored work logs', () => {
  const fx = useFinanceDesk();
  let ada: { id: number };
  let bert: { id: number };
  let cleo: { id: number };
  let ticket: number;
  before(async () => {
    const customer = await newCustomer(fx, 'Payroll Test Ltd');
    ticket = await insertTicket(fx, customer.id);
    // Ada is paid in pounds (set with the rate); Bert's rate follows his profile's euros;
    // Cleo has no rate at all.
    ada = await newEngineer(fx, 'Ada Payne', { pay_rate: '20', pay_currency: 'GBP' });
    bert = await newEngineer(fx, 'Bert Euro');
    const paymentDetails = {
      payment_currency: 'EUR',
      bank_name: 'Sparkasse',
      account_type: 'Personal',
      account_name: 'Bert Euro',
    };
    await fx.t.db('users').where({ id: bert.id }).update({ profile: { paymentDetails } });
    const rated = await send(fx, 'PUT', `/api/engineers/${bert.id}`, { pay_rate: '30' });
    assert.equal(rated.statusCode, 200, rated.body);
    assert.deepEqual(
      [rated.json().pay_rate, rated.json().pay_currency],
      ['30.00', 'EUR'],
      'the rate in the profile’s payment currency',
    );
    cleo = await newEngineer(fx, 'Cleo Norate');
    await insertLogs(fx, ticket, [
      // Ada, March: 4 h and 5 h on the 10th (9 h: 1 h overtime), 10 h on the 31st (2 h overtime).
      [ada.id, '2025-03-10', '09:00', '13:00'],
      [ada.id, '2025-03-10', '14:00', '19:30', 30],
      [ada.id, '2025-03-31', '08:00', '19:00', 60],
      // The next day is April's: 10 h, 2 h overtime, never counted in March.
      [ada.id, '2025-04-01', '08:00', '18:00'],
      // Bert, March: 12 h on the 15th (4 h overtime), 1.5 h on the 31st.
      [bert.id, '2025-03-15', '06:00', '18:15', 15],
      [bert.id, '2025-03-31', '22:00', '23:30'],
      [cleo.id, '2025-03-20', '09:00', '12:00'],
      // Hours without an engineer (one was deleted) are nobody's payout.
      [null, '2025-03-21', '09:00', '17:00'],
    ]);
  });

  const generate = async (month: string) => {
    const response = await send(fx, 'POST', '/api/payouts/generate', { month });
    assert.equal(response.statusCode, 200, response.body);
    return payoutGenerateResultSchema.parse(response.json()) as PayoutGenerateResult;
  };
  const list = async (query: Record<string, string | number>) =>
    payoutListResponseSchema.parse(
      await getJson<PayoutListResponse>(fx, '/api/payouts', {
        sort: 'engineer_name',
        order: 'asc',
        ...query,
      }),
    );
  const figures = (p: Payout) => ({
    name: p.engineer_name,
    currency: p.currency,
    working_hours: p.working_hours,
    overtime_hours: p.overtime_hours,
    rate: p.rate,
    base: p.base,
    overtime: p.overtime,
    bonus: p.bonus,
    deductions: p.deductions,
    total: p.total,
    status: p.status,
  });

  it('pays hours above 8 a day at 1.5× in each engineer’s currency, and lists who has no rate', async () => {
    const result = await generate('2025-03');
    assert.deepEqual(
      { ...result, skipped: result.skipped.map((s) => [s.engineer_id, s.engineer_name]) },
      { month: '2025-03', created: 2, refreshed: 0, skipped: [[cleo.id, 'Cleo Norate']] },
    );
    assert.match(result.skipped[0]!.reason, /pay rate/i);
    const march = await list({ month: '2025-03' });
    assert.deepEqual(march.items.map(figures), [
      {
        name: 'Ada Payne',
        currency: 'GBP',
        working_hours: 19,
        overtime_hours: 3,
        rate: '20.00',
        base: '320.00',
        overtime: '90.00',
        bonus: '0.00',
        deductions: '0.00',
        total: '410.00',
        status: 'pending',
      },
      {
        name: 'Bert Euro',
        currency: 'EUR',
        working_hours: 13.5,
        overtime_hours: 4,
        rate: '30.00',
        base: '285.00',
        overtime: '180.00',
        bonus: '0.00',
        deductions: '0.00',
        total: '465.00',
        status: 'pending',
      },
    ]);
    assert.equal(march.items[0]!.month, '2025-03');
    assert.equal(march.items[0]!.engineer_code, `AIM-E-${String(ada.id).padStart(3, '0')}`);
    // Per currency, never added together; nothing paid yet.
    assert.deepEqual(march.stats, {
      total: [
        { currency: 'EUR', amount: '465.00' },
        { currency: 'GBP', amount: '410.00' },
      ],
      paid: [
        { currency: 'EUR', amount: '0.00' },
        { currency: 'GBP', amount: '0.00' },
      ],
      pending: [
        { currency: 'EUR', amount: '465.00' },
        { currency: 'GBP', amount: '410.00' },
      ],
    });
    await fx.events.waitFor(
      'payouts:generated',
      (e) => e.data.month === '2025-03' && e.data.count === 2,
    );
    await fx.events.waitFor('payout:updated', (e) => e.data.engineer_id === ada.id);
  });

  it('keeps the last day of a month out of the next: April has only its own day', async () => {
    const result = await generate('2025-04');
    assert.deepEqual(result, { month: '2025-04', created: 1, refreshed: 0, skipped: [] });
    const april = await list({ month: '2025-04' });
    assert.deepEqual(april.items.map(figures), [
      {
        name: 'Ada Payne',
        currency: 'GBP',
        working_hours: 10,
        overtime_hours: 2,
        rate: '20.00',
        base: '160.00',
        overtime: '60.00',
        bonus: '0.00',
        deductions: '0.00',
        total: '220.00',
        status: 'pending',
      },
    ]);
    // A month without logs writes nothing.
    assert.deepEqual(await generate('2025-05'), {
      month: '2025-05',
      created: 0,
      refreshed: 0,
      skipped: [],
    });
  });

  it('refreshes a pending payout with new hours, keeping bonus and deductions; a paid one is never touched', async () => {
    const march = await list({ month: '2025-03' });
    const [adaPayout, bertPayout] = march.items;
    const edited = await send(fx, 'PUT', `/api/payouts/${adaPayout!.id}`, {
      bonus: '50',
      deductions: '10.5',
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal((edited.json() as Payout).total, '449.50');
    const paid = await send(fx, 'PUT', `/api/payouts/${bertPayout!.id}`, { status: 'paid' });
    assert.equal(paid.statusCode, 200, paid.body);
    assert.deepEqual(
      { status: (paid.json() as Payout).status, paid_date: (paid.json() as Payout).paid_date },
      { status: 'paid', paid_date: await sqlDay(fx) },
    );

    // More hours for both; Ada's rate goes up.
    await insertLogs(fx, ticket, [
      [ada.id, '2025-03-11', '09:00', '11:00'],
      [bert.id, '2025-03-12', '09:00', '17:00'],
    ]);
    await send(fx, 'PUT', `/api/engineers/${ada.id}`, { pay_rate: '25' });
    const result = await generate('2025-03');
    assert.equal(result.created, 0);
    assert.equal(result.refreshed, 1);
    assert.deepEqual(
      result.skipped.map((s) => s.engineer_name),
      ['Bert Euro', 'Cleo Norate'],
    );
    assert.match(result.skipped[0]!.reason, /paid/i);

    const after = await list({ month: '2025-03' });
    assert.deepEqual(after.items.map(figures), [
      {
        name: 'Ada Payne',
        currency: 'GBP',
        working_hours: 21,
        overtime_hours: 3,
        rate: '25.00',
        base: '450.00',
        overtime: '112.50',
        bonus: '50.00',
        deductions: '10.50',
        total: '602.00',
        status: 'pending',
      },
      { ...figures(bertPayout!), status: 'paid' },
    ]);
    assert.equal(after.items[0]!.id, adaPayout!.id, 'the same row, refreshed');
    assert.deepEqual(after.stats.paid, [
      { currency: 'EUR', amount: '465.00' },
      { currency: 'GBP', amount: '0.00' },
    ]);
  });

  it('leaves a processing payout alone too', async () => {
    const [april] = (await list({ month: '2025-04' })).items;
    assert.equal(
      (await send(fx, 'PUT', `/api/payouts/${april!.id}`, { status: 'processing' })).statusCode,
      200,
    );
    await insertLogs(fx, ticket, [[ada.id, '2025-04-02', '09:00', '10:00']]);
    const result = await generate('2025-04');
    assert.deepEqual([result.created, result.refreshed], [0, 0]);
    assert.match(result.skipped[0]!.reason, /process/i);
    const [again] = (await list({ month: '2025-04' })).items;
    assert.equal(again!.working_hours, 10);
  });

  it('refuses a month that is not YYYY-MM', async () => {
    for (const month of ['2025-13', '2025-3', 'March', '']) {
      const response = await send(fx, 'POST', '/api/payouts/generate', { month });
      assert.equal(response.statusCode, 400, month);
    }
  });
});
