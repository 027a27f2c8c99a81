import type { Knex } from 'knex';
import { workLogHours, type TicketStatus, type WorkLog } from '@trellis/contracts';
import { isId } from '../lib/row-id';
import { withFields } from '../lib/with-fields';
import { prepared } from './prepared';

// Stored work logs: one row per entry; hours are never stored, always computed by
// the contract's workLogHours from the times, so the form, the list and the total agree.

export interface NewWorkLog {
  ticket_id: number;
  engineer_id: number;
  work_date: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  status: TicketStatus;
  created_by: number | null;
}

interface WorkLogRow {
  id: number;
  ticket_id: number;
  engineer_id: number | null;
  engineer_name: string | null;
  work_date: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  status: TicketStatus;
  created_at: Date;
}

/** An entry the new one would overlap: which ticket, and its times ("HH:MM"). */
export interface OverlappingLog {
  id: number;
  ticket_id: number;
  start_time: string;
  end_time: string;
}

const COLUMNS = [
  'w.id',
  'w.ticket_id',
  'w.engineer_id',
  'e.username as engineer_name',
  'w.work_date',
  'w.start_time',
  'w.end_time',
  'w.break_minutes',
  'w.status',
  'w.created_at',
];

const hhmm = (time: string) => time.slice(0, 5);

export function toWorkLog(row: WorkLogRow): WorkLog {
  const start = hhmm(row.start_time);
  const end = hhmm(row.end_time);
  const hours = workLogHours(start, end, row.break_minutes);
  return withFields(row, {
    start_time: start,
    end_time: end,
    duration_hours: hours.duration,
    actual_hours: hours.actual,
    created_at: row.created_at.toISOString(),
  });
}

/** Whether `error` is the database's own overlap rule (the exclusion constraint). */
export function isOverlapViolation(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string };
  return e.code === '23P01' && e.constraint === 'ticket_work_logs_no_overlap';
}

/** A ticket's entries, oldest day first; a ticket with none gives one row of nulls, none gives none. */
const OF_TICKET = `select w.id, w.ticket_id, w.engineer_id, e.username as engineer_name, w.work_date,
    w.start_time, w.end_time, w.break_minutes, w.status, w.created_at
  from tickets t
  left join ticket_work_logs w on w.ticket_id = t.id
  left join users e on e.id = w.engineer_id
  where t.id = ?
  order by w.work_date, w.start_time, w.id`;

export function createWorkLogsRepository(db: Knex) {
  return {
    /**
     * The ticket's entries, oldest day first, in one prepared statement: undefined when there is
     * no such ticket. For reading them alone, without the ticket they belong to.
     */
    async ofTicket(ticketId: number): Promise<WorkLog[] | undefined> {
      if (!isId(ticketId)) return undefined;
      const { rows } = await prepared<{ rows: (WorkLogRow | { id: null })[] }>(db, OF_TICKET, [
        ticketId,
      ]);
      if (rows.length === 0) return undefined;
      return rows.filter((row): row is WorkLogRow => row.id !== null).map(toWorkLog);
    },

    /** The ticket's entries, oldest day first. */
    async list(ticketId: number, trx: Knex = db): Promise<WorkLog[]> {
      if (!isId(ticketId)) return [];
      const rows = await trx('ticket_work_logs as w')
        .leftJoin('users as e', 'e.id', 'w.engineer_id')
        .where('w.ticket_id', ticketId)
        .orderBy([{ column: 'w.work_date' }, { column: 'w.start_time' }, { column: 'w.id' }])
        .select<WorkLogRow[]>(COLUMNS);
      return rows.map(toWorkLog);
    },

    /**
     * The engineer's first entry, on any ticket, that strictly intersects `start`–`end` on the
     * same day (touching entries do not: one may end at 12:00 and the next start at 12:00).
     */
    async overlapping(
      log: Pick<NewWorkLog, 'engineer_id' | 'work_date' | 'start_time' | 'end_time'>,
      trx: Knex = db,
    ): Promise<OverlappingLog | undefined> {
      const row = await trx('ticket_work_logs')
        .where({ engineer_id: log.engineer_id, work_date: log.work_date })
        .andWhere('start_time', '<', log.end_time)
        .andWhere('end_time', '>', log.start_time)
        .orderBy('start_time')
        .first<OverlappingLog | undefined>('id', 'ticket_id', 'start_time', 'end_time');
      return row && { ...row, start_time: hhmm(row.start_time), end_time: hhmm(row.end_time) };
    },

    async create(log: NewWorkLog, trx: Knex = db): Promise<number> {
      const [row] = await trx('ticket_work_logs').insert(log).returning('id');
      return (row as { id: number }).id;
    },

    /** Deletes the ticket's entry; false when the ticket has no such entry. */
    async remove(ticketId: number, logId: number, trx: Knex = db): Promise<boolean> {
      if (!isId(logId)) return false;
      const removed = await trx('ticket_work_logs')
        .where({ id: logId, ticket_id: ticketId })
        .delete();
      return removed > 0;
    },
  };
}

export type WorkLogsRepository = ReturnType<typeof createWorkLogsRepository>;
