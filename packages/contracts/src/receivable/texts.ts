// The customer receivables screen's enums, texts and rules (issue 11). Zod-free.

/** Stored statuses: overdue is never stored, it is derived (unpaid and past its due date). */
export const RECEIVABLE_STORED_STATUSES = ['pending', 'paid'] as const;
export type ReceivableStoredStatus = (typeof RECEIVABLE_STORED_STATUSES)[number];

/** Statuses as shown and filtered: paid, pending, overdue. */
export const RECEIVABLE_STATUSES = ['paid', 'pending', 'overdue'] as const;
export type ReceivableStatus = (typeof RECEIVABLE_STATUSES)[number];

export const RECEIVABLE_STATUS_LABELS: Record<ReceivableStatus, string> = {
  paid: 'Paid',
  pending: 'Pending',
  overdue: 'Overdue',
};

/** The status filter: all, paid, pending, overdue. */
export const RECEIVABLE_STATUS_FILTERS = ['all', ...RECEIVABLE_STATUSES] as const;
export type ReceivableStatusFilter = (typeof RECEIVABLE_STATUS_FILTERS)[number];
export const RECEIVABLE_STATUS_FILTER_LABELS: Record<ReceivableStatusFilter, string> = {
  all: 'All Status',
  ...RECEIVABLE_STATUS_LABELS,
};

/**
 * The aging filter: all, current, overdue only. Current is unpaid and not yet
 * due; overdue only is unpaid and past its due date.
 */
export const RECEIVABLE_AGING_FILTERS = ['all', 'current', 'overdue'] as const;
export type ReceivableAgingFilter = (typeof RECEIVABLE_AGING_FILTERS)[number];
export const RECEIVABLE_AGING_FILTER_LABELS: Record<ReceivableAgingFilter, string> = {
  all: 'All Aging',
  current: 'Current',
  overdue: 'Overdue Only',
};

/** What the aging analysis counts days from, as ERPNext offers (issue 11). */
export const RECEIVABLE_AGING_BASES = ['due_date', 'invoice_date'] as const;
export type ReceivableAgingBasis = (typeof RECEIVABLE_AGING_BASES)[number];
export const RECEIVABLE_AGING_BASIS_LABELS: Record<ReceivableAgingBasis, string> = {
  due_date: 'Due date',
  invoice_date: 'Invoice date',
};

/**
 * The aging buckets, by whole days since the basis date. A row not yet due ages
 * 0 days (ERPNext puts it in the first range too).
 */
export const RECEIVABLE_AGING_BUCKETS = [
  { key: '0-30', label: '0-30 days', from: 0, to: 30 },
  { key: '31-60', label: '31-60 days', from: 31, to: 60 },
  { key: '61-90', label: '61-90 days', from: 61, to: 90 },
  { key: '90+', label: '90+ days', from: 91, to: null },
] as const;
export type ReceivableAgingBucketKey = (typeof RECEIVABLE_AGING_BUCKETS)[number]['key'];

/** The invoice rules (issue 11). */
export const RECEIVABLE_RULES = {
  /** An invoice is due this many days after its date. */
  dueDays: 30,
  /** A day with at most this many logged hours is billed at the half-day rate. */
  halfDayMaxHours: 4,
  /** A second reminder waits this long after the last. */
  reminderIntervalDays: 7,
  /** What a ticket's invoice is filed under. */
  category: 'Field Service',
} as const;

/** Receivables are listed 10 to a page. */
export const RECEIVABLES_PAGE_SIZE = 10;

/**
 * Texts of the receivables screen: the product's fixed wording first, then our own for
 * situations it has no text for.
 */
export const RECEIVABLE_MESSAGES = {
  title: 'Customer Receivables',
  noReceivables: 'No receivable records found matching your criteria.',
  // Our own wording.
  description: 'Invoices for closed tickets, what is paid and what is owed.',
  exportReport: 'Export Report',
  searchPlaceholder: 'Search by invoice number or customer...',
  searchLabel: 'Search receivables',
  agingTitle: 'Aging Analysis',
  agingBasisLabel: 'Age by',
  agingEmpty: 'Nothing outstanding',
  loadFailed: 'Failed to load receivables',
  markPaid: 'Mark paid',
  marking: 'Marking...',
  markedPaid: (invoice: string) => `Invoice ${invoice} marked paid`,
  markPaidFailed: 'Failed to mark the invoice paid',
  sendReminder: 'Send reminder',
  sending: 'Sending...',
  reminderSent: (invoice: string) => `Reminder sent for ${invoice}`,
  reminderFailed: 'Failed to send the reminder',
  createInvoice: 'Create invoice',
  creatingInvoice: 'Creating invoice...',
  invoiceCreated: (invoice: string) => `Invoice ${invoice} created`,
  createInvoiceFailed: 'Failed to create the invoice',
  ticketNotClosed: 'Only a Closed ticket can be invoiced',
  invoiceExists: (invoice: string) => `This ticket is already invoiced (${invoice})`,
  invoicePaid: (invoice: string) => `Invoice ${invoice} is already paid`,
  reminderTooSoon: (sentOn: string, nextOn: string) =>
    `A reminder was sent on ${sentOn}; the next one can be sent from ${nextOn}`,
  noCustomerEmail: 'This invoice has no customer email to remind',
  reminderNotSent:
    'The reminder could not be sent: the mail server did not accept it. Try again later.',
  invoiceCreatedNotification: 'Invoice created',
  invoicePaidNotification: 'Invoice paid',
} as const;

/** The stat cards in order (four totals), each amount per currency. */
export const RECEIVABLE_STAT_TILES = [
  { key: 'total', label: 'Total Receivables' },
  { key: 'paid', label: 'Paid Amount' },
  { key: 'pending', label: 'Pending Amount' },
  { key: 'overdue', label: 'Overdue Amount' },
] as const;

/** The table's column headers, in order (the fields of an invoice record). */
export const RECEIVABLE_TABLE_COLUMNS = [
  'Invoice',
  'Customer',
  'Amount',
  'Invoice Date',
  'Due Date',
  'Status',
  'Days Overdue',
  'Actions',
] as const;

/** The CSV export's columns, in order: field of the row -> header. */
export const RECEIVABLE_CSV_COLUMNS = [
  { key: 'invoice_number', header: 'Invoice Number' },
  { key: 'customer_name', header: 'Customer' },
  { key: 'customer_email', header: 'Customer Email' },
  { key: 'ticket_code', header: 'Ticket' },
  { key: 'category', header: 'Category' },
  { key: 'description', header: 'Description' },
  { key: 'currency', header: 'Currency' },
  { key: 'amount', header: 'Amount' },
  { key: 'invoice_date', header: 'Invoice Date' },
  { key: 'due_date', header: 'Due Date' },
  { key: 'status', header: 'Status' },
  { key: 'paid_date', header: 'Paid Date' },
  { key: 'days_overdue', header: 'Days Overdue' },
] as const;

/** The invoice number: INV-2026-0005 (the year of the invoice date, a sequence number). */
export function invoiceNumber(invoiceDate: string, sequence: number): string {
  return `INV-${invoiceDate.slice(0, 4)}-${String(sequence).padStart(4, '0')}`;
}
