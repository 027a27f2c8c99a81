// The customer receivables module's contract (issue 11): enums, texts, the invoice rule, the list
// query and response with per-currency totals and the aging analysis, and the create body. Only
// what is listed here is public.
export {
  RECEIVABLE_AGING_BASES,
  RECEIVABLE_AGING_BASIS_LABELS,
  RECEIVABLE_AGING_BUCKETS,
  RECEIVABLE_AGING_FILTERS,
  RECEIVABLE_AGING_FILTER_LABELS,
  RECEIVABLE_CSV_COLUMNS,
  RECEIVABLE_MESSAGES,
  RECEIVABLE_RULES,
  RECEIVABLE_STATUSES,
  RECEIVABLE_STATUS_FILTERS,
  RECEIVABLE_STATUS_FILTER_LABELS,
  RECEIVABLE_STATUS_LABELS,
  RECEIVABLE_STAT_TILES,
  RECEIVABLE_STORED_STATUSES,
  RECEIVABLE_TABLE_COLUMNS,
  RECEIVABLES_PAGE_SIZE,
  invoiceNumber,
  type ReceivableAgingBasis,
  type ReceivableAgingBucketKey,
  type ReceivableAgingFilter,
  type ReceivableStatus,
  type ReceivableStatusFilter,
  type ReceivableStoredStatus,
} from './receivable/texts';
export { invoiceAmount, type InvoiceRates } from './receivable/invoice-amount';
export {
  RECEIVABLE_LIST_DEFAULTS,
  RECEIVABLE_SORT_FIELDS,
  receivableAgingRowSchema,
  receivableAgingSchema,
  receivableCreateBodySchema,
  receivableListQuerySchema,
  receivableListResponseSchema,
  receivableSchema,
  receivableStatsSchema,
  receivableStatusSchema,
  type Receivable,
  type ReceivableAging,
  type ReceivableAgingRow,
  type ReceivableCreateBody,
  type ReceivableListParams,
  type ReceivableListQuery,
  type ReceivableListResponse,
  type ReceivableSortField,
  type ReceivableStats,
} from './receivable/schemas';
export { receivableEventSchemas } from './finance-events';
export { receivableArea } from './receivable/area';
