import type { Knex } from 'knex';
import type { DispatchParams, TicketPriority, TicketStatus } from '@trellis/contracts';
import { ticketFilters } from './dispatch-filters';
import { engineerSearchIds } from './engineer-search';
import { named } from './named-bindings';
import { pageBounds, prepared } from './prepared';
import { LAST_DAY, TICKET_DAYS } from './ticket-days';

// The board in one statement: a page of active engineers (by name), the tickets of the range
// (the page's and the unassigned), the holidays of their countries, the page's approved leave
// and the page's booked days. A search that names engineers first reads which (their page),
// then the rest for those. Lists come as arrays of values where they are long: PostgreSQL
// builds an array for less than half of what an object with its keys costs.

export interface BoardEngineerRow {
  id: number;
  username: string;
  nearest_expiry: string | null;
  nearest_expiry_document: string | null;
}

/** An engineer as SQL answers it: id, name, nearest expiry and its document. */
export type BoardEngineerTuple = [
  id: number,
  username: string,
  nearest_expiry: string | null,
  nearest_expiry_document: string | null,
];

/**
 * A card as SQL answers it: id, task name, status, priority, customer name, engineer id, start
 * day, last day, start hour, city, country.
 */
export type BoardTicketRow = [
  id: number,
  task_name: string,
  status: TicketStatus,
  priority: TicketPriority,
  customer_name: string,
  engineer_id: number | null,
  task_start_date: string,
  task_end_date: string,
  task_time_hours: number | null,
  city: string | null,
  country: string | null,
];

export interface BoardLeaveRow {
  engineer_id: number;
  id: number;
  leave_type: string;
  start_date: string;
  end_date: string;
}

export interface Board {
  /** Active engineers matching (all pages), and this page of them. */
  total: number;
  engineers: BoardEngineerTuple[];
  tickets: BoardTicketRow[];
  /** The holidays of the shown tickets' countries in the range: date, country, title. */
  holidays: [date: string, country: string, title: string][];
  leaves: BoardLeaveRow[];
  /** Per engineer and day (by engineer, then day), how many of their tickets run that day. */
  bookings: [engineer_id: number, day: string, tickets: number][];
}

const ACTIVE = "u.role = 'engineer' and u.status = 'Active'";
const ENGINEER_COLUMNS = 'u.id, u.username, u.nearest_expiry, u.nearest_expiry_document';
const ENGINEERS_JSON = `(select coalesce(json_agg(json_build_array(p.id, p.username,
    p.nearest_expiry, p.nearest_expiry_document) order by p.username, p.id), '[]'::json)
  from page p) as engineers`;

const TICKET_ROW = `t.id, t.task_name, t.status, t.priority, c.name as customer_name, t.engineer_id,
  t.task_start_date, ${LAST_DAY} as task_end_date, t.task_time_hours, t.city, t.country
  from tickets t join customers c on c.id = t.customer_id`;

/**
 * The shown tickets are the page's (by engineer and last day) and the unassigned (by day range),
 * each read with its customer in one pass; the filters apply to both. Booked days are read from
 * engineer_booked_days (kept by triggers, migration 20261128130000), not spread from tickets.
 */
const SHOWN = (ids: string, filters: string) => `shown as (
    select ${TICKET_ROW}
    where t.engineer_id = any(${ids}) and t.task_start_date is not null
      and ${LAST_DAY} >= :from::date and t.task_start_date <= :to::date${filters}
    union all
    select ${TICKET_ROW}
    where t.engineer_id is null and t.task_start_date is not null
      and ${TICKET_DAYS} && daterange(:from::date, :to::date, '[]')${filters})`;

/** The grid's columns over `shown` and the engineers `ids`. */
const GRID = (
  ids: string,
) => `(select coalesce(json_agg(json_build_array(s.id, s.task_name, s.status, s.priority,
       s.customer_name, s.engineer_id, s.task_start_date, s.task_end_date, s.task_time_hours,
       s.city, s.country) order by s.task_start_date, s.id), '[]'::json)
     from shown s) as tickets,
    (select coalesce(json_agg(json_build_array(h.date, h.country, h.title)
       order by h.date, h.country, h.title), '[]'::json)
     from holidays h
     where h.country = any((select array_agg(distinct s.country) from shown s)::text[])
       and h.date between :from::date and :to::date) as holidays,
    (select coalesce(json_agg(json_build_object('engineer_id', l.engineer_id, 'id', l.id,
       'leave_type', l.leave_type, 'start_date', l.start_date, 'end_date', l.end_date)
       order by l.engineer_id, l.start_date, l.id), '[]'::json)
     from leave_requests l where l.status = 'approved' and l.engineer_id = any(${ids})
       and l.end_date >= :from::date and l.start_date <= :to::date) as leaves,
    (select coalesce(json_agg(json_build_array(b.engineer_id, b.day, b.tickets)
       order by b.engineer_id, b.day), '[]'::json)
     from (select d.engineer_id, d.day, sum(d.tickets)::int as tickets from engineer_booked_days d
       where d.engineer_id = any(${ids}) and d.day between :from::date and :to::date
         and d.tickets > 0
       group by d.engineer_id, d.day) b) as bookings`;

/**
 * Unfiltered by engineer: the total from the per-status aggregate, the page from its partial
 * index, and the grid of its engineers (an InitPlan's array, each looked up by index).
 */
const ALL_ACTIVE = (filters: string) => `with page as (
    select ${ENGINEER_COLUMNS} from users u where ${ACTIVE} order by u.username, u.id :bounds),
  page_ids as (select array_agg(p.id) as ids from page p),
  ${SHOWN('(select ids from page_ids)::int[]', filters)}
  select coalesce((select engineers from engineer_status_counts where status = 'Active'), 0)::int
      as total,
    ${ENGINEERS_JSON},
    ${GRID('(select ids from page_ids)::int[]')}`;

/** The engineers a search names: their total and page, then their grid. */
const MATCHING_ACTIVE = `with m as (
    select u.id from users u where ${ACTIVE} and u.id in (:ids)),
  page as (select ${ENGINEER_COLUMNS} from users u where ${ACTIVE} and u.id in (select id from m)
    order by u.username, u.id :bounds)
  select (select count(*) from m)::int as total, ${ENGINEERS_JSON}`;
const MATCHED_GRID = (filters: string) => `with ${SHOWN(':engineers::int[]', filters)}
  select ${GRID(':engineers::int[]')}`;

/**
 * The board. A search that names engineers keeps only those, with all their tickets; one that
 * names none leaves every engineer (it then narrows only the tickets).
 */
export async function readBoard(db: Knex, query: DispatchParams): Promise<Board> {
  const bounds = pageBounds(query.limit, query.page);
  const range = { from: query.from, to: query.to };
  if (query.search) {
    const ids = await engineerSearchIds(db, query.search);
    const page = named(MATCHING_ACTIVE, { ids, bounds });
    type Page = Pick<Board, 'total' | 'engineers'>;
    const { rows } = await prepared<{ rows: Page[] }>(db, page.sql, page.bindings);
    if (rows[0]!.total > 0) {
      const filters = await ticketFilters(db, query, ':engineers::int[]');
      const grid = named(MATCHED_GRID(filters.sql), {
        ...filters.values,
        ...range,
        engineers: rows[0]!.engineers.map(([id]) => id),
      });
      const answer = await prepared<{ rows: Board[] }>(db, grid.sql, grid.bindings);
      return { ...rows[0]!, ...answer.rows[0]! };
    }
  }
  const filters = await ticketFilters(db, query, null);
  const statement = named(ALL_ACTIVE(filters.sql), { ...filters.values, ...range, bounds });
  const { rows } = await prepared<{ rows: Board[] }>(db, statement.sql, statement.bindings);
  return rows[0]!;
}
