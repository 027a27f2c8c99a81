import type { Knex } from 'knex';
import type { BoardEngineerRow } from './dispatch-board';
import { LAST_DAY, NOT_EXPIRED, TICKET_DAYS } from './ticket-days';
import { named } from './named-bindings';
import { prepared } from './prepared';

// What ranking engineers for one ticket reads: every active engineer, and over the ticket's days
// the others' bookings, the approved leave, and each one's earlier jobs in the ticket's city.

export interface SuggestionTicket {
  id: number;
  task_start_date: string | null;
  /** The start date when the ticket has no end date. */
  task_end_date: string | null;
  city: string | null;
}

export interface SuggestionInputs {
  engineers: BoardEngineerRow[];
  /** Per engineer and day, how many of their other tickets run that day. */
  bookings: { engineer_id: number; day: string; tickets: number }[];
  leaves: { engineer_id: number; start_date: string; end_date: string }[];
  jobs: { engineer_id: number; jobs: number }[];
}

const TICKET = `select id, task_start_date, greatest(task_start_date, task_end_date) as task_end_date,
  nullif(btrim(city), '') as city from tickets where id = ?`;

/** Plain rows: at thousands of engineers, cheaper to read than one JSON array. */
const ENGINEERS = `select u.id, u.username, u.nearest_expiry, u.nearest_expiry_document
  from users u where u.role = 'engineer' and u.status = 'Active'`;

/**
 * Over the ticket's days: the other tickets' bookings (by range), the approved leave (by range),
 * and the tickets each engineer started in the same city (trimmed, any case) before this one.
 */
const SCHEDULE = `select
    (select coalesce(json_agg(json_build_object('engineer_id', b.engineer_id, 'day', b.day,
       'tickets', b.tickets)), '[]'::json)
     from (select t.engineer_id, d.day::date as day, count(*)::int as tickets
       from tickets t cross join lateral generate_series(greatest(t.task_start_date, :from::date),
         least(${LAST_DAY}, :to::date), interval '1 day') d(day)
       where t.task_start_date is not null and ${TICKET_DAYS} && daterange(:from::date, :to::date, '[]')
         and t.engineer_id is not null and t.id <> :ticket and ${NOT_EXPIRED}
       group by t.engineer_id, d.day) b) as bookings,
    (select coalesce(json_agg(json_build_object('engineer_id', l.engineer_id,
       'start_date', l.start_date, 'end_date', l.end_date) order by l.start_date, l.id), '[]'::json)
     from leave_requests l where l.status = 'approved' and l.engineer_id is not null
       and daterange(l.start_date, greatest(l.start_date, l.end_date), '[]')
         && daterange(:from::date, :to::date, '[]'))
     as leaves,
    (select coalesce(json_agg(json_build_object('engineer_id', j.engineer_id, 'jobs', j.jobs)),
       '[]'::json)
     from (select t.engineer_id, count(*)::int as jobs from tickets t
       where lower(btrim(t.city)) = lower(btrim(:city)) and t.engineer_id is not null
         and t.task_start_date is not null and t.task_start_date < :from::date
         and t.id <> :ticket and ${NOT_EXPIRED}
       group by t.engineer_id) j) as jobs`;

export async function suggestionTicket(
  db: Knex,
  id: number,
): Promise<SuggestionTicket | undefined> {
  const { rows } = await prepared<{ rows: SuggestionTicket[] }>(db, TICKET, [id]);
  return rows[0];
}

export async function suggestionInputs(
  db: Knex,
  ticket: SuggestionTicket,
): Promise<SuggestionInputs> {
  const { rows: engineers } = await prepared<{ rows: BoardEngineerRow[] }>(db, ENGINEERS);
  if (!ticket.task_start_date || !ticket.task_end_date)
    return { engineers, bookings: [], leaves: [], jobs: [] };
  const { sql, bindings } = named(SCHEDULE, {
    from: ticket.task_start_date,
    to: ticket.task_end_date,
    ticket: ticket.id,
    city: ticket.city,
  });
  const schedule = await prepared<{ rows: Omit<SuggestionInputs, 'engineers'>[] }>(
    db,
    sql,
    bindings,
  );
  return { engineers, ...schedule.rows[0]! };
}
