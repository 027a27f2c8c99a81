import type { AuditChange, Receivable } from '@trellis/contracts';
import { fieldChanges } from './audit-changes';

/** `INV-2026-0005 Acme Ltd`: the invoice number, and whom it bills. */
export const invoiceLabel = (r: Pick<Receivable, 'invoice_number' | 'customer_name'>) =>
  `${r.invoice_number} ${r.customer_name}`;

/** What 'Create invoice' sets: whom and what it bills, how much, and when it is due. */
const CREATED = [
  'customer_name',
  'ticket_code',
  'description',
  'amount',
  'currency',
  'invoice_date',
  'due_date',
  'status',
] as const;

export const invoiceCreatedChanges = (invoice: Receivable): AuditChange[] =>
  fieldChanges(null, invoice, CREATED);

/** The status it left (pending or overdue) and the paid date it got. */
export const invoicePaidChanges = (before: Receivable, after: Receivable): AuditChange[] =>
  fieldChanges(before, after, ['status', 'paid_date']);

/** When the reminder went (and the one before), and the address it went to. */
export const invoiceRemindedChanges = (
  before: Receivable,
  after: Receivable,
  recipient: string,
): AuditChange[] => [
  ...fieldChanges(before, after, ['reminder_sent_at']),
  { field: 'sent_to', from: null, to: recipient },
];
