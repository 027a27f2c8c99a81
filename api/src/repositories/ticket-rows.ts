import {
  API_ROUTES,
  displayCode,
  ticketLocation,
  workLogHours,
  type Ticket,
  type TicketBody,
  type TicketFile,
  type TicketFileField,
  type TicketListItem,
} from '@trellis/contracts';
import { withFields } from '../lib/with-fields';
import { epochMs } from './lead-rows';
import { RATE_COLUMNS } from './site-columns';

// A ticket as SQL answers it (JSON objects built by TICKET_JSON and TICKET_DETAIL_JSON) and its
// mapping to the contract's shapes. The list, the detail and the events share them.

/** The tickets row's columns a full-form write sets: the parsed body's fields. */
export type TicketWrite = TicketBody;

/** Rates and costs: numeric(12,2), read as text ("350.00"), never through a float. */
const AMOUNTS = [...RATE_COLUMNS, 'tool_cost'] as const;

/** The list row's own columns of `tickets t`. */
const LIST_COLUMNS = [
  'id',
  'task_name',
  'status',
  'priority',
  'customer_id',
  'engineer_id',
  'task_start_date',
  'task_end_date',
  'task_time_hours',
  'timezone',
  'apartment',
  'address_line_1',
  'city',
  'country',
  'zip_code',
  'lead_id',
] as const;

/** A list row as TICKET_JSON carries it: timestamps as epoch milliseconds. */
export type TicketJson = Omit<
  TicketListItem,
  'code' | 'customer_code' | 'location' | 'created_at' | 'updated_at'
> & { created_at: number; updated_at: number };

/**
 * One ticket's list row as a JSON object, from `tickets t`, `customers c` (its customer) and
 * `e` (its engineer, left joined). Named columns only: the statements using it are prepared.
 */
export const TICKET_JSON = `json_build_object(${LIST_COLUMNS.map((c) => `'${c}', t.${c}`).join(', ')},
  'customer_name', c.name, 'engineer_name', e.username,
  'created_at', ${epochMs('t.created_at')}, 'updated_at', ${epochMs('t.updated_at')})`;

/** The joins TICKET_JSON reads from, after `from tickets t`. */
export const TICKET_JOINS =
  'join customers c on c.id = t.customer_id left join users e on e.id = t.engineer_id';

const DETAIL_COLUMNS = [
  'scope_of_work',
  'address_line_2',
  'poc_details',
  're_details',
  'call_invites',
  'currency',
  'tools',
] as const;

/** What the detail adds to the list row (json_build_object takes at most 50 pairs). */
type DetailJson = Pick<Ticket, (typeof DETAIL_COLUMNS)[number] | (typeof AMOUNTS)[number]> & {
  engineer_email: string | null;
};

export const TICKET_DETAIL_JSON = `json_build_object(${DETAIL_COLUMNS.map((c) => `'${c}', t.${c}`).join(', ')},
  ${AMOUNTS.map((c) => `'${c}', t.${c}::text`).join(', ')}, 'engineer_email', e.email)`;

/** A stored file of the ticket, without its bytes. */
type FileJson = Omit<TicketFile, 'url'> & { kind: TicketFileField };

/** The files of ticket `t` in the order they were sent, as a JSON array. */
export const TICKET_FILES_JSON = `(select coalesce(json_agg(json_build_object('id', f.id,
    'name', f.name, 'mime_type', f.mime_type, 'size', f.size, 'kind', tf.kind)
    order by tf.kind, tf.position, tf.id), '[]'::json)
  from ticket_files tf join files f on f.id = tf.file_id where tf.ticket_id = t.id)`;

/** The times of ticket `t`'s work logs, for its total hours. */
export const TICKET_HOURS_JSON = `(select coalesce(json_agg(json_build_object(
    'start_time', w.start_time, 'end_time', w.end_time, 'break_minutes', w.break_minutes)), '[]'::json)
  from ticket_work_logs w where w.ticket_id = t.id)`;

export interface LoggedTimes {
  start_time: string;
  end_time: string;
  break_minutes: number;
}

/**
 * The actual hours of work logs summed, each by the contract's `workLogHours` and added up in
 * whole minutes (so 2.5 + 1.25 is 3.75, not a float's 3.7499…).
 */
export function totalHours(logs: readonly LoggedTimes[]): number {
  const minutes = logs.reduce(
    (sum, log) =>
      sum + Math.round(workLogHours(log.start_time, log.end_time, log.break_minutes).actual * 60),
    0,
  );
  return minutes / 60;
}

export function toTicketListItem(row: TicketJson): TicketListItem {
  return withFields(row, {
    code: displayCode('ticket', row.id),
    customer_code: displayCode('customer', row.customer_id),
    location: ticketLocation(row),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  });
}

/** The list row of a whole ticket: what the ticket:* events carry (pg_notify holds 8 KB). */
export function listItemOf(ticket: Ticket): TicketListItem {
  const { id, code, task_name, status, priority, customer_id, customer_name } = ticket;
  const { customer_code, engineer_id, engineer_name, task_start_date, task_end_date } = ticket;
  const { task_time_hours, timezone, location, apartment, address_line_1, city } = ticket;
  const { country, zip_code, lead_id, created_at, updated_at } = ticket;
  return {
    id,
    code,
    task_name,
    status,
    priority,
    customer_id,
    customer_name,
    customer_code,
    engineer_id,
    engineer_name,
    task_start_date,
    task_end_date,
    task_time_hours,
    timezone,
    location,
    apartment,
    address_line_1,
    city,
    country,
    zip_code,
    lead_id,
    created_at,
    updated_at,
  };
}

export interface TicketDetailRow {
  ticket: TicketJson;
  detail: DetailJson;
  files: FileJson[];
  hours: LoggedTimes[];
}

export function toTicket({ ticket, detail, files, hours }: TicketDetailRow): Ticket {
  const file = ({ kind: _kind, ...stored }: FileJson): TicketFile => ({
    ...stored,
    url: API_ROUTES.files(stored.id),
  });
  return {
    ...toTicketListItem(ticket),
    ...detail,
    lead_code: ticket.lead_id === null ? null : displayCode('lead', ticket.lead_id),
    documents: files.filter((f) => f.kind === 'documents').map(file),
    sign_off_sheet: files.filter((f) => f.kind === 'sign_off_sheet').map(file),
    total_hours: totalHours(hours),
  };
}
