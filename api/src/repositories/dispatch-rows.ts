import {
  displayCode,
  gridDays,
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
import type { BoardEngineerRow, BoardGrid, BoardLeaveRow, BoardTicketRow } from './dispatch-board';

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

function toTicket(row: BoardTicketRow, holidays: Set<string>, range: string[]): DispatchTicket {
  const days = range.filter((day) => day >= row.task_start_date && day <= row.task_end_date);
  return {
    ...row,
    code: displayCode('ticket', row.id),
    status_group: ticketStatusGroup(row.status),
    holiday_dates: row.country ? days.filter((day) => holidays.has(`${row.country}|${day}`)) : [],
  };
}

/** The board as the contract shapes it: each ticket-day books one working day. */
export function toDispatchResponse(
  query: DispatchParams,
  today: string,
  page: { total: number; items: BoardEngineerRow[] },
  grid: BoardGrid,
): DispatchResponse {
  const leaves = groupBy(grid.leaves, (l) => l.engineer_id);
  const bookings = groupBy(grid.bookings, (b) => b.engineer_id);
  const engineers = page.items.map((row): DispatchEngineer => ({
    id: row.id,
    code: displayCode('engineer', row.id),
    name: row.username,
    compliance: storedCompliance(row, today),
    leaves: (leaves.get(row.id) ?? []).map(toDispatchLeave),
    booked_hours_by_day: Object.fromEntries(
      (bookings.get(row.id) ?? []).map((b) => [b.day, b.tickets * WORKDAY_HOURS]),
    ),
  }));
  const holidays = new Set(grid.holidays.map((h) => `${h.country}|${h.date}`));
  const range = gridDays(query.from, query.to);
  return {
    from: query.from,
    to: query.to,
    engineers,
    tickets: grid.tickets.map((row) => toTicket(row, holidays, range)),
    holidays: grid.holidays,
    total: page.total,
    page: query.page,
    limit: query.limit,
  };
}
