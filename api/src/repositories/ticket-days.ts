import { TICKET_STATUS_GROUPS } from '@trellis/contracts';

// What the board, the suggestions and Attendance say of a ticket's days, as SQL on `tickets t`.

/**
 * A ticket's last day: its end date, or its start day when it has none (the indexes of
 * migration 20261126130000 use the same expressions).
 */
export const LAST_DAY = 'greatest(t.task_start_date, t.task_end_date)';
export const TICKET_DAYS = `daterange(t.task_start_date, ${LAST_DAY}, '[]')`;
/** An Expired ticket was an offer nobody took: it books no one's day. */
export const NOT_EXPIRED = `t.status not in (${TICKET_STATUS_GROUPS.expired.statuses.map((s) => `'${s}'`).join(', ')})`;
