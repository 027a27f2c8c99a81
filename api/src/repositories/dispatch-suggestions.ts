import type { Knex } from 'knex';
import type { BoardEngineerRow } from './dispatch-board';
import { NOT_EXPIRED } from './ticket-days';
import { named } from './named-bindings';
import { prepared, preparedGeneric } from './prepared';

// What ranking engineers for one ticket reads. Not every active engineer (100,000 of them took
// two thirds of a second a request): only those who could be among the best `limit`. Those with
// anything that moves them in the ranking (a booking or approved leave on the ticket's days, an
// earlier job in its city) are read in full; everyone else ranks by name alone, so only the first
// `limit` of them by name can place: the compliant ones first, and the lapsing ones only when the
// compliant ones do not fill the list.

export interface SuggestionTicket {
  id: number;
  task_start_date: string | null;
  /** The start date when the ticket has no end date. */
  task_end_date: string | null;
  city: string | null;
}

export interface SuggestionInputs {
  /** Every active engineer, of whom `engineers` are the ones that can place. */
  total: number;
  engineers: BoardEngineerRow[];
  /** Per engineer and day, how many of their other tickets run that day. */
  bookings: { engineer_id: number; day: string; tickets: number }[];
  leaves: { engineer_id: number; start_date: string; end_date: string }[];
  jobs: { engineer_id: number; jobs: number }[];
}

const TICKET = `select id, task_start_date, greatest(task_start_date, task_end_date) as task_end_date,
  nullif(btrim(city), '') as city from tickets where id = ?`;

const ACTIVE = `u.role = 'engineer' and u.status = 'Active'`;
const ENGINEER = 'u.id, u.username, u.nearest_expiry, u.nearest_expiry_document';
/** The compliance rule on the stored nearest expiry: nothing lapses before the work's last day. */
const COMPLIANT = '(u.nearest_expiry is null or u.nearest_expiry >= :last::date)';
const BY_NAME = 'order by lower(u.username), u.username, u.id';

/**
 * Over the ticket's days (none when it has no dates): the other tickets' bookings (the kept
 * booked days, less the ticket's own, which books its engineer on each of them), the approved
 * leave (by range), and the tickets each engineer started in the same city (trimmed, any case)
 * before this one. Then the engineers who can place: those three kinds in full, the
 * first `limit` compliant others by name, and as many lapsing others as the compliant ones leave
 * room for (a LIMIT of 0 reads nothing). The total is the per-status aggregate's.
 */
const CANDIDATES = `with
  own as (select t.engineer_id from tickets t where t.id = :ticket and t.engineer_id is not null
    and t.task_start_date is not null and ${NOT_EXPIRED}),
  booked as (select b.engineer_id, b.day, b.tickets from (
      select d.engineer_id, d.day, (sum(d.tickets)
        - case when d.engineer_id in (select engineer_id from own) then 1 else 0 end)::int as tickets
      from engineer_booked_days d
      where d.day between :from::date and :to::date and d.tickets > 0
      group by d.engineer_id, d.day) b
    where b.tickets > 0),
  leave as (select l.engineer_id, l.start_date, l.end_date, l.id from leave_requests l
    where :from::date is not null and l.status = 'approved' and l.engineer_id is not null
      and daterange(l.start_date, greatest(l.start_date, l.end_date), '[]')
        && daterange(:from::date, :to::date, '[]')),
  jobs as (select t.engineer_id, count(*)::int as jobs from tickets t
    where lower(btrim(t.city)) = lower(btrim(:city)) and t.engineer_id is not null
      and t.task_start_date is not null and t.task_start_date < :from::date
      and t.id <> :ticket and ${NOT_EXPIRED}
    group by t.engineer_id),
  weighed as (select engineer_id from booked union select engineer_id from leave
    union select engineer_id from jobs),
  plain as (select ${ENGINEER} from users u
    where ${ACTIVE} and ${COMPLIANT} and u.id not in (select engineer_id from weighed)
    ${BY_NAME} limit :limit),
  lapsing as (select ${ENGINEER} from users u
    where ${ACTIVE} and not ${COMPLIANT} and u.id not in (select engineer_id from weighed)
    ${BY_NAME} limit greatest(0, :limit - (select count(*) from plain))),
  candidates as (select ${ENGINEER} from users u
      where ${ACTIVE} and u.id in (select engineer_id from weighed)
    union all select * from plain
    union all select * from lapsing)
  select coalesce((select engineers from engineer_status_counts where status = 'Active'), 0)::int
      as total,
    (select coalesce(json_agg(json_build_object('id', c.id, 'username', c.username,
       'nearest_expiry', c.nearest_expiry, 'nearest_expiry_document', c.nearest_expiry_document)),
       '[]'::json) from candidates c) as engineers,
    (select coalesce(json_agg(json_build_object('engineer_id', b.engineer_id, 'day', b.day,
       'tickets', b.tickets)), '[]'::json) from booked b) as bookings,
    (select coalesce(json_agg(json_build_object('engineer_id', l.engineer_id,
       'start_date', l.start_date, 'end_date', l.end_date) order by l.start_date, l.id), '[]'::json)
     from leave l) as leaves,
    (select coalesce(json_agg(json_build_object('engineer_id', j.engineer_id, 'jobs', j.jobs)),
       '[]'::json) from jobs j) as jobs`;

export async function suggestionTicket(
  db: Knex,
  id: number,
): Promise<SuggestionTicket | undefined> {
  const { rows } = await prepared<{ rows: SuggestionTicket[] }>(db, TICKET, [id]);
  return rows[0];
}

/** The engineers who can be among the best `limit` for the ticket, and what ranks them. */
export async function suggestionInputs(
  db: Knex,
  ticket: SuggestionTicket,
  { limit, today }: { limit: number; today: string },
): Promise<SuggestionInputs> {
  const until = ticket.task_end_date ?? today;
  const { sql, bindings } = named(CANDIDATES, {
    from: ticket.task_start_date,
    to: ticket.task_end_date,
    ticket: ticket.id,
    city: ticket.city,
    last: until < today ? today : until,
    limit,
  });
  // Left to choose, PostgreSQL planned the statement afresh on every call (its generic plan is
  // priced for any dates and limit): 2 ms of planning for 1 ms of work.
  const [inputs] = await preparedGeneric<SuggestionInputs>(db, sql, bindings);
  return inputs!;
}
