import styled from 'styled-components';
import { stackedList } from '@trellis/ui/controls';
import { TICKET_MESSAGES, type Holiday, type TicketListItem } from '@trellis/contracts';
import { dayTitle } from '../utils/calendar';
import { holidayLine } from '../utils/holidays';
import { ticketAddress, ticketTime } from '../utils/ticket-format';
import { TicketStatusBadge } from './ticket-status-badge';

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const StyledList = styled.ul`
  ${stackedList('sm')}
`;

const StyledItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  /* Its own detail lines only: a deeper span (the status badge) keeps its own colours. */
  > span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledHolidays = styled.ul`
  ${stackedList('xs')}
  li {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warningText};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface CalendarDayListProps {
  /** The chosen day, or null before one is chosen. */
  day: string | null;
  /** The first of the day's tickets (at most DAY_LIST_LIMIT). */
  tickets: readonly TicketListItem[];
  /** How many tickets the day has in all. */
  total: number;
  /** The chosen day's holidays in the tickets' countries, listed first. */
  holidays: readonly Holiday[];
}

/**
 * The chosen day's holidays, then its tickets: id, status, title, customer, time, address and
 * assignee.
 */
export function CalendarDayList({ day, tickets, total, holidays }: CalendarDayListProps) {
  if (day === null)
    return (
      <StyledPanel aria-label="Selected day">
        <StyledEmpty>{TICKET_MESSAGES.noTicketsSelected}</StyledEmpty>
      </StyledPanel>
    );
  return (
    <StyledPanel aria-label={`Tickets on ${dayTitle(day)}`}>
      <h3>{dayTitle(day)}</h3>
      {holidays.length > 0 && (
        <StyledHolidays aria-label="Holidays">
          {holidays.map((holiday) => (
            <li key={holiday.id}>{holidayLine(holiday)}</li>
          ))}
        </StyledHolidays>
      )}
      {tickets.length === 0 ? (
        <StyledEmpty>{TICKET_MESSAGES.noEvents}</StyledEmpty>
      ) : (
        <StyledList>
          {tickets.map((ticket) => (
            <StyledItem key={ticket.id} aria-label={`${ticket.code} ${ticket.task_name}`}>
              <header>
                <strong>{ticket.code}</strong>
                <TicketStatusBadge status={ticket.status} />
              </header>
              <div>{ticket.task_name}</div>
              <span>{ticket.customer_name}</span>
              <span>{ticketTime(ticket)}</span>
              <span>{ticketAddress(ticket) || '—'}</span>
              <span>{ticket.engineer_name ?? TICKET_MESSAGES.unassigned}</span>
            </StyledItem>
          ))}
        </StyledList>
      )}
      {total > tickets.length && (
        <StyledEmpty>{TICKET_MESSAGES.dayListCut(tickets.length, total)}</StyledEmpty>
      )}
    </StyledPanel>
  );
}
