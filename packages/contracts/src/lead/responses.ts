import { z } from 'zod';
import { listDefaultsOf, newestFirstQuerySchema, listResponseSchema } from '../common';
import { decimalAmountSchema } from '../common/amount';
import { customerColumns, rateColumns, scheduleColumns } from '../common/task-columns';
import { isoDateSchema } from '../common/iso-date';
import { importedByFilter } from '../common/imported-by';

import { LEADS_PAGE_SIZE } from './texts';
import { leadStatusSchema, leadTimeZoneSchema, leadTypeSchema } from './fields';
import { leadStatsSchema } from './stats';

// Responses: the lead, its history, the list query and response.
// ---------------------------------------------------------------------------------------------
// Responses

/**
 * A lead as the API answers it, in the list and everywhere else.
 * Fields the form requires are still nullable here: the table allows rows without them.
 */
export const leadSchema = z.object({
  id: z.number().int(),
  /** The display code, `#AIM-L-001` (`displayCode('lead', id)`). */
  code: z.string(),
  task_name: z.string(),
  ...customerColumns,
  /** The customer's profile image path (`/api/files/:id`), or null. */
  profile_image: z.string().nullable(),
  lead_type: leadTypeSchema,
  end_client_name: z.string().nullable(),
  /** The client's own reference; not the link to our ticket (that is `ticket_id`). */
  client_ticket_number: z.string().nullable(),
  status: leadStatusSchema,
  /** The follow-up date; only ever set with Reschedule or Cancelled. */
  reschedule_date: isoDateSchema.nullable(),
  ...scheduleColumns,
  scope_of_work: z.string().nullable(),
  apartment: z.string().nullable(),
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  zip_code: z.string().nullable(),
  timezone: leadTimeZoneSchema,
  ...rateColumns,
  tools: z.string().nullable(),
  travel_cost_day: decimalAmountSchema.nullable(),
  total_cost: decimalAmountSchema.nullable(),
  /** The ticket created from this lead (the newest if several), by id. */
  ticket_id: z.number().int().nullable(),
  /** That ticket's display code, `#AIM-T-001`; null when there is no ticket. */
  ticket_code: z.string().nullable(),
  /** ISO 8601. */
  created_at: z.string(),
  /** ISO 8601. */
  updated_at: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

/** A row of GET /api/leads: the whole lead. */
export const leadListItemSchema = leadSchema;
export type LeadListItem = Lead;

/** One status change (table `lead_status_changes`). */
export const leadStatusHistoryEntrySchema = z.object({
  id: z.number().int(),
  /** The status before; null for the entry written when the lead was created or cloned. */
  from_status: leadStatusSchema.nullable(),
  to_status: leadStatusSchema,
  /** The follow-up date set by this change, or null. */
  reschedule_date: isoDateSchema.nullable(),
  /** The modal's optional reason, or null. */
  reason: z.string().nullable(),
  /** Who made the change; null once that user is deleted. */
  changed_by_id: z.number().int().nullable(),
  changed_by_name: z.string().nullable(),
  /** ISO 8601. */
  changed_at: z.string(),
});
export type LeadStatusHistoryEntry = z.infer<typeof leadStatusHistoryEntrySchema>;

/**
 * GET /api/leads/:id, and the answer of POST, PUT and clone: the lead with its customer and
 * ticket link, and its status history, oldest first.
 */
export const leadDetailSchema = leadSchema.extend({
  status_history: z.array(leadStatusHistoryEntrySchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

// ---------------------------------------------------------------------------------------------
// The list

/** The sortable columns: Lead (by code, i.e. id), Customer, Date & Time, Status; and creation. */
export const LEAD_SORT_FIELDS = [
  'code',
  'customer_name',
  'task_start_date',
  'status',
  'created_at',
] as const;
export type LeadSortField = (typeof LEAD_SORT_FIELDS)[number];

/**
 * GET /api/leads' query, and the list screen's address. `search` matches the lead code, the
 * task name and the customer's name; `status` and `customer_id` filter (absent: all).
 */
export const leadListQuerySchema = newestFirstQuerySchema(LEAD_SORT_FIELDS, LEADS_PAGE_SIZE).extend(
  {
    status: leadStatusSchema.optional(),
    customer_id: z.coerce.number().int().positive().optional(),
    import_id: importedByFilter,
  },
);

/** With no sort chosen the newest leads come first, so a new one is on page 1. */
export const LEAD_LIST_DEFAULTS = listDefaultsOf(leadListQuerySchema);
/** What a caller may send (everything optional). */
export type LeadListQuery = z.input<typeof leadListQuerySchema>;
/** The query after parsing, with every default filled in. */
export type LeadListParams = z.output<typeof leadListQuerySchema>;

export const leadListResponseSchema = listResponseSchema(leadListItemSchema).extend({
  stats: leadStatsSchema,
});
export type LeadListResponse = z.infer<typeof leadListResponseSchema>;
