import type { Knex } from 'knex';
import { invoiceNumber } from '@trellis/contracts';

// The finance pages' demo records (issue 11) as real rows for a fresh
// `npm start`:
// - receivables: four unpaid invoices (the Receivables badge's demo figure 4), two of them past
//   their due date, so they show as overdue (overdue is derived, never stored), and one paid;
// - the demo engineers' hourly pay rates, each in their own currency, and their payouts of the
//   two months before this one: paid, processing and pending, each computed by the payout rule
//   (hours above 8 a day at 1.5×), so 'Generate payouts' for the current month can follow.

type Day = (offset: number) => string;

const RECEIVABLES = [
  {
    customer_name: 'Acme Field Services',
    customer_email: 'accounts@acme-field.example',
    amount: '4500.00',
    currency: 'USD',
    invoiceOffset: -20,
    paidOffset: null,
    description: 'Quarterly network maintenance, 12 site visits',
  },
  {
    customer_name: 'Northwind Networks',
    customer_email: 'billing@northwind.example',
    amount: '3200.00',
    currency: 'EUR',
    invoiceOffset: -50,
    paidOffset: null,
    description: 'Fibre certification, 24 links',
  },
  {
    customer_name: 'Globex Telecom',
    customer_email: 'ap@globex.example',
    amount: '1800.00',
    currency: 'GBP',
    invoiceOffset: -10,
    paidOffset: null,
    description: 'Cabinet install and patching',
  },
  {
    customer_name: 'Initech Systems',
    customer_email: 'finance@initech.example',
    amount: '2750.00',
    currency: 'USD',
    invoiceOffset: -95,
    paidOffset: null,
    description: 'Printer fleet service, full day',
  },
  {
    customer_name: 'Umbrella Facilities',
    customer_email: 'payables@umbrella.example',
    amount: '980.50',
    currency: 'GBP',
    invoiceOffset: -40,
    paidOffset: -12,
    description: 'UPS battery swap, half day',
  },
];

/** Invoices numbered from the same sequence 'Create invoice' uses, due 30 days after. */
export async function seedDemoReceivables(knex: Knex, day: Day): Promise<void> {
  for (const { invoiceOffset, paidOffset, ...row } of RECEIVABLES) {
    const { rows } = await knex.raw<{ rows: { seq: string }[] }>(
      "select nextval('receivables_invoice_seq')::text as seq",
    );
    await knex('receivables').insert({
      ...row,
      invoice_number: invoiceNumber(day(invoiceOffset), Number(rows[0]!.seq)),
      invoice_date: day(invoiceOffset),
      due_date: day(invoiceOffset + 30),
      status: paidOffset === null ? 'pending' : 'paid',
      paid_date: paidOffset === null ? null : day(paidOffset),
      category: 'Field Service',
    });
  }
}

/** Hourly pay rates of the first three engineers (the demo tickets' engineers). */
const PAY = [
  { rate: '28.00', currency: 'GBP' },
  { rate: '32.00', currency: 'EUR' },
  { rate: '30.00', currency: 'USD' },
];

/**
 * Per engineer: [months before this one, working hours, overtime hours, bonus, deductions,
 * status]. Base and overtime follow from the rate.
 */
const PAYOUTS: [number, number, number, string, string, 'paid' | 'processing' | 'pending'][][] = [
  [
    [2, 168, 6, '150.00', '0.00', 'paid'],
    [1, 160, 10, '200.00', '0.00', 'processing'],
  ],
  [
    [2, 152, 0, '0.00', '120.00', 'paid'],
    [1, 144, 3, '0.00', '0.00', 'pending'],
  ],
  [
    [2, 120, 4, '0.00', '0.00', 'paid'],
    [1, 96, 0, '50.00', '0.00', 'pending'],
  ],
];

/** The first day of the month `back` months before today's (UTC), and its 5th (the pay day). */
function monthBefore(back: number): { month: string; payDay: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  const month = first.toISOString().slice(0, 10);
  return { month, payDay: `${month.slice(0, 8)}05` };
}

const money = (value: number) => value.toFixed(2);

export async function seedDemoPayouts(knex: Knex): Promise<void> {
  const engineers = await knex('users')
    .where({ role: 'engineer' })
    .orderBy('id')
    .limit(PAY.length)
    .select<{ id: number; username: string }[]>('id', 'username');
  for (const [i, engineer] of engineers.entries()) {
    const pay = PAY[i]!;
    await knex('users')
      .where({ id: engineer.id })
      .update({ pay_rate: pay.rate, pay_currency: pay.currency });
    const rate = Number(pay.rate);
    for (const [back, working, overtimeHours, bonus, deductions, status] of PAYOUTS[i]!) {
      const { month, payDay } = monthBefore(back);
      await knex('payouts').insert({
        engineer_id: engineer.id,
        engineer_name: engineer.username,
        month,
        currency: pay.currency,
        working_hours: money(working),
        overtime_hours: money(overtimeHours),
        rate: pay.rate,
        base: money((working - overtimeHours) * rate),
        overtime: money(overtimeHours * 1.5 * rate),
        bonus,
        deductions,
        status,
        paid_date: status === 'paid' ? payDay : null,
      });
    }
  }
}
