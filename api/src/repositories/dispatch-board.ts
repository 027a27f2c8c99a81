import type { Knex } from 'knex';
import {
  TICKET_STATUS_GROUPS,
  type DispatchParams,
  type TicketPriority,
  type TicketStatus,
} from '@trellis/contracts';
import { engineerSearchIds } from './engineer-search';
import { named, type Fragment } from './named-bindings';
import { prepared } from './prepared';
import { LAST_DAY, TICKET_DAYS } from './ticket-days';
import { matchingTickets } from './tickets-list';

// The board's reads: a page of active engineers (by name), then in one statement the tickets
// of the range (the page's and the unassigned), the holidays of their countries, the page's
// approved leave and the page's booked days.

export interface BoardEngineerRow {
  id: number;
  username: string;
  nearest_expiry: string | null;
  nearest_expiry_document: string | null;
}

/**
 * A card as SQL answers it, as an array (PostgreSQL builds an array of values for less than half
 * of what an object with its keys costs): id, task name, status, priority, customer name,
 * engineer id, start day, last day, start hour, city, country.
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

export interface BoardGrid {
  tickets: BoardTicketRow[];
  holidays: { date: string; country: string; title: string }[];
  leaves: BoardLeaveRow[];
  /** Per engineer and day (by engineer, then day), how many of their tickets run that day. */
  bookings: [engineer_id: number, day: string, tickets: number][];
}

const ACTIVE = "u.role = 'engineer' and u.status = 'Active'";
const ENGINEER_JSON = `json_build_object('id', p.id, 'username', p.username,
  'nearest_expiry', p.nearest_expiry, 'nearest_expiry_document', p.nearest_expiry_document)`;
const pageOf = (where: string) => `(select coalesce(json_agg(${ENGINEER_JSON}
    order by p.username, p.id), '[]'::json)
  from (select u.id, u.username, u.nearest_expiry, u.nearest_expiry_document from users u
        where ${where} order by u.username, u.id limit :limit offset :offset) p) as items`;

/** Unfiltered: the total from the per-status aggregate, the page from its partial index. */
const ALL_ACTIVE = `select coalesce((select engineers from engineer_status_counts
    where status = 'Active'), 0)::int as total, ${pageOf(ACTIVE)}`;
const MATCHING_ACTIVE = `with m as (select u.id from users u where ${ACTIVE} and u.id in (:ids))
  select (select count(*) from m)::int as total, ${pageOf(`${ACTIVE} and u.id in (select id from m)`)}`;

export interface BoardPage {
  total: number;
  items: BoardEngineerRow[];
  /** Whether the search named these engineers (else it narrows only the tickets). */
  named: boolean;
}

/**
 * The page of active engineers. A search that names engineers keeps only those; one that names
 * none leaves every engineer (it then narrows only the tickets).
 */
export async function boardEngineers(
  db: Knex,
  query: Pick<DispatchParams, 'search' | 'page' | 'limit'>,
): Promise<BoardPage> {
  const bounds = { limit: query.limit, offset: (query.page - 1) * query.limit };
  type Page = { rows: { total: number; items: BoardEngineerRow[] }[] };
  if (query.search) {
    const ids = await engineerSearchIds(db, query.search);
    const { sql, bindings } = named(MATCHING_ACTIVE, { ids, ...bounds });
    const { rows } = await prepared<Page>(db, sql, bindings);
    if (rows[0]!.total > 0) return { ...rows[0]!, named: true };
  }
  const { sql, bindings } = named(ALL_ACTIVE, bounds);
  const { rows } = await prepared<Page>(db, sql, bindings);
  return { ...rows[0]!, named: false };
}

const TICKET_ROW = `t.id, t.task_name, t.status, t.priority, c.name as customer_name, t.engineer_id,
  t.task_start_date, ${LAST_DAY} as task_end_date, t.task_time_hours, t.city, t.country
  from tickets t join customers c on c.id = t.customer_id`;

/**
 * The shown tickets are the page's (by engineer and last day) and the unassigned (by day range),
 * each read with its customer in one pass; the filters apply to both. Booked days are read from
 * engineer_booked_days (kept by triggers, migration 20261128130000), not spread from tickets.
 */
const GRID = (filters: string) => `with shown as (
    select ${TICKET_ROW}
    where t.engineer_id = any(:engineers::int[]) and t.task_start_date is not null
      and ${LAST_DAY} >= :from::date and t.task_start_date <= :to::date${filters}
    union all
    select ${TICKET_ROW}
    where t.engineer_id is null and t.task_start_date is not null
      and ${TICKET_DAYS} && daterange(:from::date, :to::date, '[]')${filters})
  select
    (select coalesce(json_agg(json_build_array(s.id, s.task_name, s.status, s.priority,
       s.customer_name, s.engineer_id, s.task_start_date, s.task_end_date, s.task_time_hours,
       s.city, s.country) order by s.task_start_date, s.id), '[]'::json)
     from shown s) as tickets,
    (select coalesce(json_agg(json_build_object('date', h.date, 'country', h.country,
       'title', h.title) order by h.date, h.country, h.title), '[]'::json)
     from holidays h where h.country in (select s.country from shown s)
       and h.date between :from::date and :to::date) as holidays,
    (select coalesce(json_agg(json_build_object('engineer_id', l.engineer_id, 'id', l.id,
       'leave_type', l.leave_type, 'start_date', l.start_date, 'end_date', l.end_date)
       order by l.engineer_id, l.start_date, l.id), '[]'::json)
     from leave_requests l where l.status = 'approved' and l.engineer_id = any(:engineers::int[])
       and l.end_date >= :from::date and l.start_date <= :to::date) as leaves,
    (select coalesce(json_agg(json_build_array(b.engineer_id, b.day, b.tickets)
       order by b.engineer_id, b.day), '[]'::json)
     from (select d.engineer_id, d.day, sum(d.tickets)::int as tickets from engineer_booked_days d
       where d.engineer_id = any(:engineers::int[]) and d.day between :from::date and :to::date
         and d.tickets > 0
       group by d.engineer_id, d.day) b) as bookings`;

/**
 * The filters on the shown tickets: the status group, the country, the search. Engineers the
 * search named keep all their tickets (a search by AIM-E code names no ticket).
 */
async function ticketFilters(db: Knex, query: DispatchParams, named: boolean) {
  const sql: string[] = [];
  const values: Record<string, Knex.RawBinding | Fragment> = {};
  if (query.status_group) {
    const statuses = TICKET_STATUS_GROUPS[query.status_group].statuses;
    sql.push(`t.status in (${statuses.map((s) => `'${s}'`).join(', ')})`);
  }
  if (query.country) {
    sql.push('lower(t.country) = lower(:country)');
    values.country = query.country;
  }
  if (query.search) {
    const matches = await matchingTickets(db, {
      search: query.search,
      status: [],
      priority: [],
      sort: 'code',
      order: 'asc',
      page: 1,
      limit: 1,
    });
    sql.push(
      named
        ? '(t.id in (select m.id from (:matches) m) or t.engineer_id = any(:engineers::int[]))'
        : 't.id in (select m.id from (:matches) m)',
    );
    values.matches = matches;
  }
  return { sql: sql.map((c) => ` and ${c}`).join(''), values };
}

/** The grid of a page of engineers (boardEngineers). */
export async function boardGrid(
  db: Knex,
  query: DispatchParams,
  page: Pick<BoardPage, 'items' | 'named'>,
): Promise<BoardGrid> {
  const filters = await ticketFilters(db, query, page.named);
  const { sql, bindings } = named(GRID(filters.sql), {
    ...filters.values,
    engineers: page.items.map((e) => e.id),
    from: query.from,
    to: query.to,
  });
  const { rows } = await prepared<{ rows: BoardGrid[] }>(db, sql, bindings);
  return rows[0]!;
}
