import {
  DISPATCH_MESSAGES,
  ENGINEER_MESSAGES,
  WORKDAY_HOURS,
  type DispatchEngineer,
  type DispatchLeave,
  type DispatchTicket,
} from '@trellis/contracts';

// What the board can tell from its own data, by the API's rules: a warning here is a warning
// there, and a refusal here is one the API would answer with 409.

export type DispatchRefusal = { kind: 'on_leave' | 'not_compliant'; message: string };

/** The approved leave `engineer` is on that `day`. */
export const leaveOn = (engineer: DispatchEngineer, day: string): DispatchLeave | undefined =>
  engineer.leaves.find((leave) => leave.start_date <= day && day <= leave.end_date);

/** Whether `day` is after the engineer's nearest document expiry: no work may run into it. */
export const isBlocked = (engineer: DispatchEngineer, day: string): boolean => {
  const expiry = engineer.compliance.nearest_expiry;
  return expiry !== null && day > expiry;
};

export const isOverbooked = (hours: number): boolean => hours > WORKDAY_HOURS;

/**
 * Why the API would refuse `ticket` for `engineer`, in the order it checks: a document expiring
 * before the ticket ends (or before today, for a ticket already past), then approved leave
 * during its dates.
 */
export function refusalFor(
  engineer: DispatchEngineer,
  ticket: Pick<DispatchTicket, 'task_start_date' | 'task_end_date'>,
  today: string,
): DispatchRefusal | null {
  const { nearest_expiry: expiry, document } = engineer.compliance;
  const last = ticket.task_end_date < today ? today : ticket.task_end_date;
  if (expiry !== null && expiry < last)
    return {
      kind: 'not_compliant',
      message: ENGINEER_MESSAGES.notCompliant(engineer.name, document ?? 'A document', expiry),
    };
  const leave = engineer.leaves.find(
    (l) => l.start_date <= ticket.task_end_date && ticket.task_start_date <= l.end_date,
  );
  if (leave)
    return {
      kind: 'on_leave',
      message: DISPATCH_MESSAGES.onLeave(engineer.name, leave.start_date, leave.end_date),
    };
  return null;
}

/**
 * The first of the ticket's days on the board where taking it would book `engineer` past a
 * working day (each day a ticket spans books one), with the hours it would come to.
 */
export function overbookingFor(
  engineer: DispatchEngineer,
  ticket: DispatchTicket,
  days: readonly string[],
): { day: string; hours: number } | null {
  if (ticket.engineer_id === engineer.id) return null;
  for (const day of days) {
    if (day < ticket.task_start_date || day > ticket.task_end_date) continue;
    const hours = (engineer.booked_hours_by_day[day] ?? 0) + WORKDAY_HOURS;
    if (isOverbooked(hours)) return { day, hours };
  }
  return null;
}
