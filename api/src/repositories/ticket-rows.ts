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
import { epochMs } from './lead-rows';
import { RATE_COLUMNS } from './site-columns';
import { isoFromEpoch } from '../lib/iso-time';

// A ticket as SQL answers it (JSON objects built by TICKET_JSON and TICKET_DETAIL_JSON) and its
// mapping to the contract's shapes. The list, the detail and the events share them.

/** The tickets row's columns a full-form write sets: the parsed body's fields. */
export type TicketWrite = TicketBody;

/** Rates and costs: numeric(12,2), read as text ("350.00"), never through a float. */
const AMOUNTS = [...RATE_COLUMNS, 'tool_cost'] as const;

/**
 * A list row as TICKET_JSON carries it: an array of values in this order, timestamps as epoch
 * milliseconds. PostgreSQL builds an array for 1.8 µs a row against 4.6 µs for an object with
 * its keys, and JSON.parse reads it faster too.
 */
export type TicketJson = [
  id: number,
  task_name: string,
  status: TicketListItem['status'],
  priority: TicketListItem['priority'],
  customer_id: number,
  customer_name: string,
  engineer_id: number | null,
  engineer_name: string | null,
  task_start_date: string | null,
  task_end_date: string | null,
  task_time_hours: number | null,
  timezone: TicketListItem['timezone'],
  apartment: string | null,
  address_line_1: string | null,
  city: string | null,
  country: string | null,
  zip_code: string | null,
  lead_id: number | null,
  created_at: number,
  updated_at: number,
];

/** A list row's values in TicketJson's order, from `tickets t` and the joins TICKET_JOINS names. */
export const TICKET_VALUES = `t.id, t.task_name, t.status, t.priority, t.customer_id, c.name,
  t.engineer_id, e.username, t.task_start_date, t.task_end_date, t.task_time_hours, t.timezone,
  t.apartment, t.address_line_1, t.city, t.country, t.zip_code, t.lead_id,
  ${epochMs('t.created_at')}, ${epochMs('t.updated_at')}`;

/**
 * One ticket's list row (TicketJson), from `tickets t`, `customers c` (its customer) and `e` (its
 * engineer, left joined). Named columns only: the statements using it are prepared.
 */
export const TICKET_JSON = `json_build_array(${TICKET_VALUES})`;

/** The joins TICKET_VALUES (and so TICKET_JSON) read from, after `from tickets t`. */
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
  const [id, task_name, status, priority, customer_id, customer_name, engineer_id] = row;
  const city = row[14];
  const country = row[15];
  return {
    id,
    code: displayCode('ticket', id),
    task_name,
    status,
    priority,
    customer_id,
    customer_name,
    customer_code: displayCode('customer', customer_id),
    engineer_id,
    engineer_name: row[7],
    task_start_date: row[8],
    task_end_date: row[9],
    task_time_hours: row[10],
    timezone: row[11],
    location: ticketLocation({ city, country }),
    apartment: row[12],
    address_line_1: row[13],
    city,
    country,
    zip_code: row[16],
    lead_id: row[17],
    created_at: isoFromEpoch(row[18]),
    updated_at: isoFromEpoch(row[19]),
  };
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
  const item = toTicketListItem(ticket);
  return {
    ...item,
    ...detail,
    lead_code: item.lead_id === null ? null : displayCode('lead', item.lead_id),
    documents: files.filter((f) => f.kind === 'documents').map(file),
    sign_off_sheet: files.filter((f) => f.kind === 'sign_off_sheet').map(file),
    total_hours: totalHours(hours),
  };
}
