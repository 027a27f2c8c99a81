import type { Knex } from 'knex';

/** An invoice as the automatic reminder reads it, locked. */
export interface InvoiceToRemind {
  id: number;
  invoice_number: string;
  status: string;
  amount: string;
  currency: string;
  due_date: string;
  customer_name: string;
  /** The customer's account email now, else the one on the invoice. */
  recipient: string | null;
  /** The last reminder's business day (automatic or by hand), or null. */
  reminded_on: string | null;
  auto_reminders: number;
}

export function createInvoiceRemindersRepository(db: Knex) {
  return {
    /**
     * Unpaid invoices at least `firstAfterDays` past due on `today` that have had fewer than
     * `max` automatic reminders: the ones the policy may remind (the interval is checked under
     * each one's lock).
     */
    async candidates(today: string, firstAfterDays: number, max: number): Promise<number[]> {
      const rows = await db('receivables')
        .where({ status: 'pending' })
        .whereRaw('due_date + ?::int <= ?::date', [firstAfterDays, today])
        .where('auto_reminders', '<', max)
        .orderBy([{ column: 'due_date' }, { column: 'id' }])
        .select<{ id: number }[]>('id');
      return rows.map((row) => row.id);
    },

    async lock(id: number, timeZone: string, trx: Knex): Promise<InvoiceToRemind | undefined> {
      const { rows } = await trx.raw<{ rows: InvoiceToRemind[] }>(
        `select r.id, r.invoice_number, r.status, r.amount::text as amount, r.currency,
          to_char(r.due_date, 'YYYY-MM-DD') as due_date, r.customer_name,
          nullif(coalesce(c.account_email, r.customer_email), '') as recipient,
          to_char(r.reminder_sent_at at time zone ?, 'YYYY-MM-DD') as reminded_on,
          r.auto_reminders
        from receivables r left join customers c on c.id = r.customer_id
        where r.id = ? for update of r`,
        [timeZone, id],
      );
      return rows[0];
    },

    async recordAutomatic(id: number, at: Date, trx: Knex): Promise<void> {
      await trx('receivables')
        .where({ id })
        .update({
          reminder_sent_at: at,
          auto_reminders: trx.raw('auto_reminders + 1'),
          updated_at: trx.fn.now(),
        });
    },
  };
}
