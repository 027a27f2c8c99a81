import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Alert, Button, Card, IconButton, Spinner } from '@trellis/ui';
import { TICKET_MESSAGES, type TicketListParams } from '@trellis/contracts';
import { HOLIDAYS_LIMIT, useHolidays } from '../api/get-holidays';
import { useTickets } from '../api/get-tickets';
import {
  monthOf,
  monthRange,
  monthTitle,
  quickDates,
  shiftMonth,
  ticketsByDay,
} from '../utils/calendar';
import { holidaysByDay, ticketHolidayCountries } from '../utils/holidays';
import { CalendarDayList } from './calendar-day-list';
import { CalendarMonthGrid } from './calendar-month-grid';
import { CalendarQuickDates } from './calendar-quick-dates';

/** A month holds at most this many tickets on screen (the API's largest page). */
export const CALENDAR_LIMIT = 1000;

const StyledCalendar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export interface TicketCalendarProps {
  /** The business day (platform's useBusinessToday): where the calendar opens, marked Today. */
  today: string;
  /** The list's search and filters; the calendar adds the visible month's range. */
  filters: Pick<TicketListParams, 'search' | 'status' | 'priority'>;
}

/**
 * The month view (spec 001 §2): Previous/Next month, Today, a count badge on each day with
 * tickets, the holidays of the tickets' countries (issue 12), the chosen day's holidays and
 * tickets, and a quick navigation to at most 8 dates. It asks the API for the visible month only
 * (`from`/`to`).
 */
export function TicketCalendar({ today, filters }: TicketCalendarProps) {
  const [month, setMonth] = useState(() => monthOf(today));
  const [selected, setSelected] = useState<string | null>(today);
  const query: TicketListParams = {
    ...filters,
    ...monthRange(month),
    page: 1,
    limit: CALENDAR_LIMIT,
    sort: 'task_start_date',
    order: 'asc',
  };
  const { data, isPending, isError, isPlaceholderData, refetch } = useTickets(query);
  const shown = isPlaceholderData ? undefined : data;
  const days = useMemo(() => ticketsByDay(shown?.items ?? []), [shown]);
  // A day is marked when it is a holiday in the country of any ticket of the visible month (the
  // list has no country filter to go by): so a holiday shows on the days around a ticket too,
  // where the next visit may be planned. No ticket in one of the 11 countries: nothing to ask.
  const countries = useMemo(() => ticketHolidayCountries(shown?.items ?? []), [shown]);
  const holidayQuery = countries.size > 0 ? { ...monthRange(month), limit: HOLIDAYS_LIMIT } : null;
  const { data: monthHolidays } = useHolidays(holidayQuery);
  const holidays = useMemo(
    () => holidaysByDay(monthHolidays?.items ?? [], countries),
    [monthHolidays, countries],
  );

  const goTo = (next: string) => {
    setMonth(next);
    setSelected(null);
  };
  const handleToday = () => {
    setMonth(monthOf(today));
    setSelected(today);
  };

  return (
    <StyledCalendar>
      <StyledColumn>
        <StyledBar>
          <IconButton
            label={TICKET_MESSAGES.previousMonth}
            icon={<ChevronLeft aria-hidden size={18} />}
            onClick={() => goTo(shiftMonth(month, -1))}
          />
          <h2 aria-live="polite">{monthTitle(month)}</h2>
          <IconButton
            label={TICKET_MESSAGES.nextMonth}
            icon={<ChevronRight aria-hidden size={18} />}
            onClick={() => goTo(shiftMonth(month, 1))}
          />
          <Button size="sm" variant="secondary" onClick={handleToday}>
            {TICKET_MESSAGES.today}
          </Button>
        </StyledBar>
        {isError && (
          <Alert>
            {TICKET_MESSAGES.loadFailed}{' '}
            <Button size="sm" variant="ghost" onClick={() => void refetch()}>
              Retry
            </Button>
          </Alert>
        )}
        <Card>
          <CalendarMonthGrid
            month={month}
            today={today}
            selected={selected}
            days={days}
            holidays={holidays}
            onSelect={setSelected}
          />
        </Card>
        <CalendarQuickDates
          dates={quickDates(days)}
          counts={(day) => days.get(day)?.length ?? 0}
          selected={selected}
          onSelect={setSelected}
        />
      </StyledColumn>
      <StyledColumn>
        {isPending || isPlaceholderData ? (
          <Spinner label="Loading tickets..." showLabel />
        ) : (
          <CalendarDayList
            day={selected}
            tickets={selected ? (days.get(selected) ?? []) : []}
            holidays={selected ? (holidays.get(selected) ?? []) : []}
          />
        )}
      </StyledColumn>
    </StyledCalendar>
  );
}
