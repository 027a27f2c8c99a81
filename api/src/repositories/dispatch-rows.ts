import {
  displayCode,
  LEAVE_TYPES,
  ticketStatusGroup,
  WORKDAY_HOURS,
  type DispatchEngineer,
  type DispatchLeave,
  type DispatchParams,
  type DispatchResponse,
  type DispatchTicket,
  type LeaveType,
} from '@trellis/contracts';
import { storedCompliance } from './engineers-repository';
import type { Board, BoardLeaveRow, BoardTicketRow } from './dispatch-board';

/**
 * A stored leave type as the contract names it. Rows written before the form's list existed
 * ("Annual") read as the type they start like; anything else as Personal Leave.
 */
export function leaveTypeOf(stored: string): LeaveType {
  const exact = LEAVE_TYPES.find((type) => type === stored);
  if (exact) return exact;
  const word = stored.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return (
    LEAVE_TYPES.find((type) => word && type.toLowerCase().startsWith(word)) ?? 'Personal Leave'
  );
}

export const toDispatchLeave = (row: BoardLeaveRow): DispatchLeave => ({
  id: row.id,
  leave_type: leaveTypeOf(row.leave_type),
  start_date: row.start_date,
  end_date: row.end_date,
});

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Per country, its holiday days in the range, once each and in order (titles may share a day). */
function holidayDays(holidays: Board['holidays']): Map<string, string[]> {
  const days = new Map<string, string[]>();
  for (const [date, country] of holidays) {
    const list = days.get(country);
    if (!list) days.set(country, [date]);
    else if (!list.includes(date)) list.push(date);
  }
  for (const list of days.values()) list.sort();
  return days;
}

function toTicket(row: BoardTicketRow, holidays: Map<string, string[]>, from: string, to: string) {
  const [id, task_name, status, priority, customer_name, engineer_id, start, end] = row;
  const first = start > from ? start : from;
  const last = end < to ? end : to;
  const ticket: DispatchTicket = {
    id,
    code: displayCode('ticket', id),
    task_name,
    status,
    status_group: ticketStatusGroup(status),
    priority,
    customer_name,
    engineer_id,
    task_start_date: start,
    task_end_date: end,
    task_time_hours: row[8],
    city: row[9],
    country: row[10],
    holiday_dates: [],
  };
  for (const day of (ticket.country && holidays.get(ticket.country)) || [])
    if (day >= first && day <= last) ticket.holiday_dates.push(day);
  return ticket;
}

/** The board as the contract shapes it: each ticket-day books one working day. */
export function toDispatchResponse(
  query: DispatchParams,
  today: string,
  board: Board,
): DispatchResponse {
  const leaves = groupBy(board.leaves, (l) => l.engineer_id);
  const bookings = groupBy(board.bookings, (b) => b[0]);
  const engineers = board.engineers.map(([id, username, expiry, document]): DispatchEngineer => {
    const booked: Record<string, number> = {};
    for (const [, day, tickets] of bookings.get(id) ?? []) booked[day] = tickets * WORKDAY_HOURS;
    return {
      id,
      code: displayCode('engineer', id),
      name: username,
      compliance: storedCompliance(
        { nearest_expiry: expiry, nearest_expiry_document: document },
        today,
      ),
      leaves: (leaves.get(id) ?? []).map(toDispatchLeave),
      booked_hours_by_day: booked,
    };
  });
  const holidays = holidayDays(board.holidays);
  return {
    from: query.from,
    to: query.to,
    engineers,
    tickets: board.tickets.map((row) => toTicket(row, holidays, query.from, query.to)),
    holidays: board.holidays.map(([date, country, title]) => ({ date, country, title })),
    total: board.total,
    page: query.page,
    limit: query.limit,
  };
}
