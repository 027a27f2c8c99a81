import { type BadgeTone } from '@trellis/ui/controls';
import { formatDate } from '@trellis/ui/format';
import {
  hoursToTaskTime,
  TICKET_STATUS_GROUPS,
  ticketCalendarColor,
  type TicketCalendarColor,
  type TicketListItem,
  type TicketStatusGroup,
} from '@trellis/contracts';

/**
 * The status groups' colours as theme tones, so both themes keep their contrast:
 * Open dark blue (accent), In Progress purple, Resolved green, Expired gray.
 */
const GROUP_TONES: Record<TicketCalendarColor, BadgeTone> = {
  'dark-blue': 'accent',
  purple: 'purple',
  green: 'success',
  gray: 'neutral',
};

export function ticketStatusTone(status: string): BadgeTone {
  return GROUP_TONES[ticketCalendarColor(status)];
}

/** A status group's tone: the board's cards take their group's colour. */
export function ticketGroupTone(group: TicketStatusGroup): BadgeTone {
  return GROUP_TONES[TICKET_STATUS_GROUPS[group].color];
}

/** 12 Jan 2026 – 13 Jan 2026, or one date when the task is a single day. */
export function ticketDateRange(ticket: Pick<TicketListItem, 'task_start_date' | 'task_end_date'>) {
  const start = ticket.task_start_date ? formatDate(ticket.task_start_date) : '—';
  if (!ticket.task_end_date || ticket.task_end_date === ticket.task_start_date) return start;
  return `${start} – ${formatDate(ticket.task_end_date)}`;
}

/** "09:00 UTC+00:00", or the zone alone when no start hour is set. */
export function ticketTime(ticket: Pick<TicketListItem, 'task_time_hours' | 'timezone'>) {
  return ticket.task_time_hours === null
    ? ticket.timezone
    : `${hoursToTaskTime(ticket.task_time_hours)} ${ticket.timezone}`;
}

/** The street address of a row: apartment, first line, city, zip and country that are set. */
export function ticketAddress(
  ticket: Pick<TicketListItem, 'apartment' | 'address_line_1' | 'city' | 'zip_code' | 'country'>,
) {
  return [ticket.apartment, ticket.address_line_1, ticket.city, ticket.zip_code, ticket.country]
    .filter((part) => part && part.trim())
    .join(', ');
}
