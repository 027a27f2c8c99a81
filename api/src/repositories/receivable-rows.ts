import { displayCode, type Receivable } from '@trellis/contracts';
import { epochMs } from './lead-rows';
import { withFields } from '../lib/with-fields';
import { isoFromEpoch } from '../lib/iso-time';

// A receivable as SQL answers it (one JSON object per invoice of `receivables r`, its status and
// days overdue derived from the business today) and its mapping to the contract's shape. The
// list, the single read, the writes and the export share the derivations.

/** paid; overdue when unpaid and past its due date; else pending. Never stored, so it cannot go stale as days pass. */
export const DERIVED_STATUS = `case when r.status = 'paid' then 'paid'
  when r.due_date < current_date then 'overdue' else 'pending' end`;

/** Whole days past the due date while unpaid; 0 otherwise. */
export const DAYS_OVERDUE = `case when r.status <> 'paid' and r.due_date < current_date
  then current_date - r.due_date else 0 end`;

/** One receivable as a JSON object. Named columns only: the statements using it are prepared. */
export const RECEIVABLE_JSON = `json_build_object('id', r.id,
  'invoice_number', r.invoice_number, 'customer_id', r.customer_id,
  'customer_name', r.customer_name, 'customer_email', r.customer_email,
  'ticket_id', r.ticket_id, 'amount', r.amount::text, 'currency', r.currency,
  'invoice_date', r.invoice_date, 'due_date', r.due_date, 'status', ${DERIVED_STATUS},
  'paid_date', r.paid_date, 'days_overdue', ${DAYS_OVERDUE}, 'category', r.category,
  'description', r.description, 'reminder_sent_at', ${epochMs('r.reminder_sent_at')},
  'created_at', ${epochMs('r.created_at')})`;

export type ReceivableJson = Omit<Receivable, 'ticket_code' | 'reminder_sent_at' | 'created_at'> & {
  reminder_sent_at: number | null;
  created_at: number;
};

export function toReceivable(row: ReceivableJson): Receivable {
  return withFields(row, {
    ticket_code: row.ticket_id === null ? null : displayCode('ticket', row.ticket_id),
    reminder_sent_at: row.reminder_sent_at === null ? null : isoFromEpoch(row.reminder_sent_at),
    created_at: isoFromEpoch(row.created_at),
  });
}

/** The CSV export's columns (RECEIVABLE_CSV_COLUMNS' keys) as SQL over `receivables r`. */
export const RECEIVABLE_CSV_SELECT = `r.invoice_number, r.customer_name, r.customer_email,
  case when r.ticket_id is null then null
    else '#AIM-T-' || lpad(r.ticket_id::text, greatest(3, length(r.ticket_id::text)), '0')
  end as ticket_code,
  r.category, r.description, r.currency, r.amount::text as amount,
  to_char(r.invoice_date, 'YYYY-MM-DD') as invoice_date,
  to_char(r.due_date, 'YYYY-MM-DD') as due_date, ${DERIVED_STATUS} as status,
  to_char(r.paid_date, 'YYYY-MM-DD') as paid_date, ${DAYS_OVERDUE} as days_overdue`;
