import { z } from 'zod';
import { listDefaultsOf, sortedListQuerySchema, listResponseSchema } from '../common';
import { decimalAmountSchema } from '../common/amount';
import { CURRENCIES } from '../common/currency';
import { isoDateSchema } from '../common/iso-date';
import { moneySchema } from '../common/money';
import {
  RECEIVABLE_AGING_BASES,
  RECEIVABLE_AGING_FILTERS,
  RECEIVABLE_STATUSES,
  RECEIVABLE_STATUS_FILTERS,
  RECEIVABLES_PAGE_SIZE,
} from './texts';

// The receivable's responses, list query and bodies (issue 11).

export const receivableStatusSchema = z.enum(RECEIVABLE_STATUSES);

/**
 * An invoice as the API answers it. `status`
 * and `days_overdue` are derived from the due date and the business today, never stored.
 */
export const receivableSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  customer_id: z.number().int().nullable(),
  customer_name: z.string(),
  customer_email: z.string().nullable(),
  /** The Closed ticket it bills, or null (rows from before invoices were made from tickets). */
  ticket_id: z.number().int().nullable(),
  /** #AIM-T-001, or null without a ticket. */
  ticket_code: z.string().nullable(),
  amount: decimalAmountSchema,
  currency: z.enum(CURRENCIES),
  invoice_date: isoDateSchema,
  due_date: isoDateSchema,
  /** paid; overdue (unpaid and due_date < today); else pending. */
  status: receivableStatusSchema,
  paid_date: isoDateSchema.nullable(),
  /** Whole days past the due date while unpaid; 0 otherwise. */
  days_overdue: z.number().int().min(0),
  category: z.string().nullable(),
  description: z.string().nullable(),
  /** When 'Send reminder' last mailed the customer (ISO 8601), or null. */
  reminder_sent_at: z.string().nullable(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type Receivable = z.infer<typeof receivableSchema>;

/** The sortable columns. */
export const RECEIVABLE_SORT_FIELDS = ['invoice_date', 'due_date', 'amount'] as const;
export type ReceivableSortField = (typeof RECEIVABLE_SORT_FIELDS)[number];

/**
 * GET /api/receivables' query, the export's, and the screen's address. `search` matches the
 * invoice number and the customer (contains, case-insensitive); `status` and `aging` filter
 * ('all': no filter); `aging_basis` chooses what the aging analysis counts days from.
 */
export const receivableListQuerySchema = sortedListQuerySchema(RECEIVABLE_SORT_FIELDS, {
  limit: RECEIVABLES_PAGE_SIZE,
  sort: 'invoice_date',
  order: 'desc',
}).extend({
  status: z.enum(RECEIVABLE_STATUS_FILTERS).optional().default('all'),
  aging: z.enum(RECEIVABLE_AGING_FILTERS).optional().default('all'),
  aging_basis: z.enum(RECEIVABLE_AGING_BASES).optional().default('due_date'),
});

/** With no sort chosen the newest invoices come first. */
export const RECEIVABLE_LIST_DEFAULTS = listDefaultsOf(receivableListQuerySchema);
export type ReceivableListQuery = z.input<typeof receivableListQuerySchema>;
export type ReceivableListParams = z.output<typeof receivableListQuerySchema>;

/**
 * The four totals over every invoice matching the search and filters, one entry per currency
 * each (never added across currencies): total = paid + pending + overdue.
 */
export const receivableStatsSchema = z.object({
  total: z.array(moneySchema),
  paid: z.array(moneySchema),
  pending: z.array(moneySchema),
  overdue: z.array(moneySchema),
});
export type ReceivableStats = z.infer<typeof receivableStatsSchema>;

/** One currency's unpaid amounts in each aging bucket (RECEIVABLE_AGING_BUCKETS). */
export const receivableAgingRowSchema = z.object({
  currency: z.enum(CURRENCIES),
  buckets: z.object({
    '0-30': decimalAmountSchema,
    '31-60': decimalAmountSchema,
    '61-90': decimalAmountSchema,
    '90+': decimalAmountSchema,
  }),
  total: decimalAmountSchema,
});
export type ReceivableAgingRow = z.infer<typeof receivableAgingRowSchema>;

/** The aging analysis over the matching unpaid invoices, one row per currency. */
export const receivableAgingSchema = z.object({
  basis: z.enum(RECEIVABLE_AGING_BASES),
  rows: z.array(receivableAgingRowSchema),
});
export type ReceivableAging = z.infer<typeof receivableAgingSchema>;

export const receivableListResponseSchema = listResponseSchema(receivableSchema).extend({
  stats: receivableStatsSchema,
  aging: receivableAgingSchema,
});
export type ReceivableListResponse = z.infer<typeof receivableListResponseSchema>;

/** POST /api/receivables: 'Create invoice' for a Closed ticket. */
export const receivableCreateBodySchema = z.object({
  ticket_id: z.coerce
    .number({ error: 'Ticket must be a ticket id' })
    .int('Ticket must be a ticket id')
    .positive('Ticket must be a ticket id')
    .max(2_147_483_647, 'Ticket must be a ticket id'),
});
export type ReceivableCreateBody = z.infer<typeof receivableCreateBodySchema>;
