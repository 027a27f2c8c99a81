import type { Knex } from 'knex';
import {
  RECEIVABLE_RULES,
  invoiceNumber,
  type InvoiceRates,
  type Receivable,
  type ReceivableListParams,
  type ReceivableListResponse,
  type ReceivableStoredStatus,
} from '@trellis/contracts';
import { RECEIVABLE_JSON, toReceivable } from './receivable-rows';
import { cursorRows, type ExportRow } from './export-cursor';
import {
  listReceivables,
  receivableExportStatement,
  type RememberedFigures,
} from './receivables-list';
import { findItem, itemsOfIds } from './json-items';
import { isId } from '../lib/row-id';

const FIND = `select ${RECEIVABLE_JSON} as item from receivables r where r.id = ?`;

/** What a write needs to know of a stored invoice. */
export interface ReceivableState {
  id: number;
  invoice_number: string;
  ticket_id: number | null;
  status: ReceivableStoredStatus;
  amount: string;
  currency: string;
  due_date: string;
  days_overdue: number;
  customer_name: string;
  /** Where a reminder goes: the customer's account email now, else the one on the invoice. */
  recipient: string | null;
  /** The last reminder's day (YYYY-MM-DD in the business zone), or null. */
  reminded_on: string | null;
  /** Whether the last reminder was under 7 days ago. */
  reminded_recently: boolean;
}

/** A ticket as 'Create invoice' reads it, with its customer. */
export interface TicketToInvoice extends InvoiceRates {
  id: number;
  status: string;
  task_name: string;
  currency: string;
  customer_id: number;
  customer_name: string;
  customer_email: string;
}

export interface NewReceivable {
  customer_id: number;
  customer_name: string;
  customer_email: string;
  ticket_id: number;
  amount: string;
  currency: string;
  description: string;
}

export function createReceivablesRepository(db: Knex) {
  return {
    /**
     * The page, `total`, the totals and the aging in one statement, or the page alone beside
     * the figures `remembered` (receivables-list.ts).
     */
    async list(
      query: ReceivableListParams,
      remembered?: RememberedFigures,
    ): Promise<ReceivableListResponse> {
      return listReceivables(db, query, remembered);
    },

    /** The export's rows: every matching invoice, in the list's order, read through a cursor. */
    async exportRows(query: ReceivableListParams): Promise<AsyncGenerator<ExportRow>> {
      return cursorRows(db, await receivableExportStatement(db, query));
    },

    /** The list's rows of `ids` that exist, in id order (a selection's CSV). */
    async listItems(ids: readonly number[]): Promise<Receivable[]> {
      const source = { select: `${RECEIVABLE_JSON} as item`, from: 'receivables r', alias: 'r' };
      return itemsOfIds(db, source, ids, toReceivable);
    },

    async findById(id: number, trx: Knex = db): Promise<Receivable | undefined> {
      return findItem(trx, FIND, id, toReceivable);
    },

    /** Locks the invoice for the rest of the transaction, so a concurrent write waits. */
    async lock(id: number, trx: Knex): Promise<ReceivableState | undefined> {
      if (!isId(id)) return undefined;
      const { rows } = await trx.raw<{ rows: ReceivableState[] }>(
        `select r.id, r.invoice_number, r.ticket_id, r.status, r.amount::text as amount,
          r.currency, to_char(r.due_date, 'YYYY-MM-DD') as due_date,
          case when r.due_date < current_date then current_date - r.due_date else 0 end
            as days_overdue,
          r.customer_name, coalesce(c.account_email, r.customer_email) as recipient,
          to_char(r.reminder_sent_at, 'YYYY-MM-DD') as reminded_on,
          coalesce(r.reminder_sent_at > now() - make_interval(days => ?), false)
            as reminded_recently
        from receivables r left join customers c on c.id = r.customer_id
        where r.id = ? for update of r`,
        [RECEIVABLE_RULES.reminderIntervalDays, id],
      );
      return rows[0];
    },

    /** The ticket to bill, locked (a second 'Create invoice' waits for the first). */
    async lockTicket(ticketId: number, trx: Knex): Promise<TicketToInvoice | undefined> {
      if (!isId(ticketId)) return undefined;
      const { rows } = await trx.raw<{ rows: TicketToInvoice[] }>(
        `select t.id, t.status, t.task_name, t.currency, t.agreed_rate::text as agreed_rate,
          t.half_day_rate::text as half_day_rate, t.full_day_rate::text as full_day_rate,
          t.travel_cost_day::text as travel_cost_day, t.tool_cost::text as tool_cost,
          c.id as customer_id, c.name as customer_name, c.account_email as customer_email
        from tickets t join customers c on c.id = t.customer_id
        where t.id = ? for update of t`,
        [ticketId],
      );
      return rows[0];
    },

    /** The invoice number of the ticket's invoice, if it has one. */
    async invoiceOfTicket(ticketId: number, trx: Knex = db): Promise<string | undefined> {
      const row = await trx('receivables')
        .where({ ticket_id: ticketId })
        .first<{ invoice_number: string } | undefined>('invoice_number');
      return row?.invoice_number;
    },

    /** The hours logged on the ticket on each distinct day (end − start − break, floored at 0). */
    async dayHours(ticketId: number, trx: Knex = db): Promise<number[]> {
      const { rows } = await trx.raw<{ rows: { hours: string }[] }>(
        `select (sum(greatest(0, extract(epoch from (w.end_time - w.start_time)) / 60
            - w.break_minutes)) / 60)::text as hours
        from ticket_work_logs w where w.ticket_id = ?
        group by w.work_date order by w.work_date`,
        [ticketId],
      );
      return rows.map((r) => Number(r.hours));
    },

    /** Writes the invoice: numbered from the sequence, dated today, due in 30 days. */
    async create(values: NewReceivable, trx: Knex): Promise<number> {
      const { rows } = await trx.raw<{ rows: { today: string; seq: string }[] }>(
        "select to_char(current_date, 'YYYY-MM-DD') as today, nextval('receivables_invoice_seq')::text as seq",
      );
      const { today, seq } = rows[0]!;
      const [row] = await trx('receivables')
        .insert({
          ...values,
          invoice_number: invoiceNumber(today, Number(seq)),
          invoice_date: trx.raw('current_date'),
          due_date: trx.raw('current_date + ?::int', [RECEIVABLE_RULES.dueDays]),
          status: 'pending',
          category: RECEIVABLE_RULES.category,
        })
        .returning('id');
      return (row as { id: number }).id;
    },

    async markPaid(id: number, trx: Knex): Promise<void> {
      await trx('receivables')
        .where({ id })
        .update({ status: 'paid', paid_date: trx.raw('current_date'), updated_at: trx.fn.now() });
    },

    async recordReminder(id: number, trx: Knex): Promise<void> {
      await trx('receivables')
        .where({ id })
        .update({ reminder_sent_at: trx.fn.now(), updated_at: trx.fn.now() });
    },
  };
}

export type ReceivablesRepository = ReturnType<typeof createReceivablesRepository>;
