import {
  API_ROUTES,
  displayCode,
  type Lead,
  type LeadBody,
  type LeadEvent,
  type LeadStatus,
  type LeadStatusHistoryEntry,
} from '@trellis/contracts';
import { ADDRESS_COLUMNS, RATE_COLUMNS } from './site-columns';
import { withFields } from '../lib/with-fields';
import { isoFromEpoch } from '../lib/iso-time';

// A lead as SQL answers it (one JSON object per lead, built by LEAD_JSON) and its mapping to the
// contract's shape. The list and the detail share both, so the two cannot drift apart.

/** The leads row's columns a write sets: the parsed body's fields. */
export type LeadWrite = LeadBody;

/** Rates and costs: numeric(12,2), read as text ("350.00"), never through a float. */
const AMOUNTS = [...RATE_COLUMNS, 'total_cost'] as const;

/** The leads columns a body writes, in the order of the form (clone copies these). */
export const LEAD_WRITE_COLUMNS = [
  'task_name',
  'customer_id',
  'lead_type',
  'end_client_name',
  'client_ticket_number',
  'task_start_date',
  'task_end_date',
  'task_time_hours',
  'scope_of_work',
  ...ADDRESS_COLUMNS,
  'timezone',
  'currency',
  ...AMOUNTS,
  'tools',
  'status',
  'reschedule_date',
] as const satisfies readonly (keyof LeadWrite)[];

/**
 * A lead as LEAD_JSON carries it: timestamps as epoch milliseconds, the links as ids (the
 * customer's picture as its file's id, under the name its address takes).
 */
export type LeadJson = Omit<
  Lead,
  'code' | 'customer_code' | 'profile_image' | 'ticket_code' | 'created_at' | 'updated_at'
> & {
  profile_image: number | null;
  created_at: number;
  updated_at: number;
};

/** A timestamp as milliseconds since the epoch: a JSON number `new Date(ms)` takes as is. */
export const epochMs = (column: string) => `floor(extract(epoch from ${column}) * 1000)::bigint`;

const columnJson = (column: (typeof LEAD_WRITE_COLUMNS)[number]) =>
  (AMOUNTS as readonly string[]).includes(column) ? `l.${column}::text` : `l.${column}`;

/** The ticket made from lead `l`: a lead makes at most one (the unique tickets_lead_id_unique). */
const LEAD_TICKET = 'left join tickets tk on tk.lead_id = l.id';

/**
 * One lead's fields under their JSON names, as a lateral row `lead_row` of `leads l`, `customers
 * c` (its customer) and `tk` (its ticket, if any). A statement reads it as one JSON value
 * (`to_json(lead_row)`, or `json_agg(lead_row …)`) or as plain columns (`lead_row.*`). Named
 * columns only: the statements using it are prepared.
 */
const LEAD_ROW = `cross join lateral (select l.id as id, ${LEAD_WRITE_COLUMNS.map(
  (c) => `${columnJson(c)} as ${c}`,
).join(', ')}, c.name as customer_name, c.profile_file_id as profile_image, tk.id as ticket_id,
  ${epochMs('l.created_at')} as created_at, ${epochMs('l.updated_at')} as updated_at) lead_row`;

/**
 * The leads `l` with what a lead shows: its customer `c`, its ticket `tk` and its fields as
 * `lead_row`. PostgreSQL turns such a row into JSON for two thirds of what json_build_object
 * costs with the same 36 names and values, and sends it as plain columns for under half.
 */
export const LEADS_SHOWN = `leads l join customers c on c.id = l.customer_id ${LEAD_TICKET}
  ${LEAD_ROW}`;

/** One lead as a JSON object, from LEADS_SHOWN. */
export const LEAD_JSON = 'to_json(lead_row)';

export function toLead(row: LeadJson): Lead {
  return withFields(row, {
    code: displayCode('lead', row.id),
    customer_code: displayCode('customer', row.customer_id),
    profile_image: row.profile_image ? API_ROUTES.files(row.profile_image) : null,
    ticket_code: row.ticket_id === null ? null : displayCode('ticket', row.ticket_id),
    created_at: isoFromEpoch(row.created_at),
    updated_at: isoFromEpoch(row.updated_at),
  });
}

/** A status history entry as HISTORY_JSON carries it. */
export type HistoryJson = Omit<LeadStatusHistoryEntry, 'changed_at'> & { changed_at: number };

/**
 * The status history of lead `l`, oldest first, as a JSON array: in id order, the order the
 * writes took the lead's row lock in.
 */
export const HISTORY_JSON = `(select coalesce(json_agg(json_build_object('id', h.id,
    'from_status', h.from_status, 'to_status', h.to_status, 'reschedule_date', h.reschedule_date,
    'reason', h.reason, 'changed_by_id', h.changed_by, 'changed_by_name', u.username,
    'changed_at', ${epochMs('h.changed_at')}) order by h.id), '[]'::json)
  from lead_status_changes h left join users u on u.id = h.changed_by where h.lead_id = l.id)`;

export const toHistoryEntry = (row: HistoryJson): LeadStatusHistoryEntry =>
  withFields(row, { changed_at: isoFromEpoch(row.changed_at) });

/** What a write needs to know of the saved lead: the previous values its rules compare with. */
export interface LeadState {
  id: number;
  task_name: string;
  customer_id: number;
  status: LeadStatus;
  reschedule_date: string | null;
  task_start_date: string | null;
}

/** One row of lead_status_changes to write. */
export interface StatusChange {
  lead_id: number;
  from_status: LeadStatus | null;
  to_status: LeadStatus;
  reschedule_date: string | null;
  reason: string | null;
  changed_by: number | null;
}

/** A lead's realtime event (lead:created and so on): what its list row shows of it. */
export function leadEventOf(lead: Pick<LeadEvent, 'id' | 'task_name' | 'customer_id' | 'status'>) {
  const event: LeadEvent = {
    id: lead.id,
    code: displayCode('lead', lead.id),
    task_name: lead.task_name,
    customer_id: lead.customer_id,
    status: lead.status,
  };
  return event;
}
