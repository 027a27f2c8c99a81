import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, Spinner } from '@trellis/ui/controls';
import { PeriodNav } from '@trellis/page-kit';
import { TICKET_MESSAGES, type TicketListParams } from '@trellis/contracts';
import { HOLIDAYS_LIMIT, useHolidays } from '../api/get-holidays';
import { useCalendarDays } from '../api/get-calendar-days';
import { useTickets } from '../api/get-tickets';
import {
  countsByDay,
  monthOf,
  monthRange,
  monthTitle,
  quickDates,
  shiftMonth,
} from '../utils/calendar';
import { holidaysByDay, ticketHolidayCountries } from '../utils/holidays';
import { CalendarDayList } from './calendar-day-list';
import { CalendarMonthGrid } from './calendar-month-grid';
import { CalendarQuickDates } from './calendar-quick-dates';

/** The chosen day lists at most this many tickets; a busier day says how many more there are. */
export const DAY_LIST_LIMIT = 100;

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

export interface TicketCalendarProps {
  /** The business day (platform's useBusinessToday): where the calendar opens, marked Today. */
  today: string;
  /** The list's search and filters; the calendar adds the visible month's range. */
  filters: Pick<TicketListParams, 'search' | 'status' | 'priority'>;
}

/**
 * The month view: Previous/Next month, Today, a count badge on each day with
 * tickets, the holidays of the tickets' countries (issue 12), the chosen day's holidays and
 * tickets, and a quick navigation to at most 8 dates. It asks the API for the visible month only
 * (`from`/`to`).
 */
export function TicketCalendar({ today, filters }: TicketCalendarProps) {
  const [month, setMonth] = useState(() => monthOf(today));
  const [selected, setSelected] = useState<string | null>(today);
  // The grid counts every ticket of the month (per-day counts from the server, never cut at a
  // page size); only the chosen day's tickets are listed.
  const calendar = useCalendarDays({ ...filters, ...monthRange(month) });
  const shown = calendar.isPlaceholderData ? undefined : calendar.data;
  const days = useMemo(() => countsByDay(shown?.days ?? []), [shown]);
  const dayQuery: TicketListParams = {
    ...filters,
    from: selected ?? today,
    to: selected ?? today,
    page: 1,
    limit: DAY_LIST_LIMIT,
    sort: 'task_start_date',
    order: 'asc',
  };
  const dayTickets = useTickets(dayQuery);
  const listed = dayTickets.isPlaceholderData ? undefined : dayTickets.data;
  // A day is marked when it is a holiday in the country of any ticket of the visible month (the
  // list has no country filter to go by): so a holiday shows on the days around a ticket too,
  // where the next visit may be planned. No ticket in one of the 11 countries: nothing to ask.
  const countries = useMemo(() => ticketHolidayCountries(shown?.days ?? []), [shown]);
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
        <PeriodNav
          title={monthTitle(month)}
          previousLabel={TICKET_MESSAGES.previousMonth}
          nextLabel={TICKET_MESSAGES.nextMonth}
          onPrevious={() => goTo(shiftMonth(month, -1))}
          onNext={() => goTo(shiftMonth(month, 1))}
          back={{ label: TICKET_MESSAGES.today, onClick: handleToday }}
        />
        {(calendar.isError || dayTickets.isError) && (
          <Alert>
            {TICKET_MESSAGES.loadFailed}{' '}
            <Button
              size="sm"
              variant="ghost"
              onClick={() => void Promise.all([calendar.refetch(), dayTickets.refetch()])}
            >
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
          counts={(day) => days.get(day) ?? 0}
          selected={selected}
          onSelect={setSelected}
        />
      </StyledColumn>
      <StyledColumn>
        {selected !== null && !listed ? (
          <Spinner label="Loading tickets..." showLabel />
        ) : (
          <CalendarDayList
            day={selected}
            tickets={listed?.items ?? []}
            total={listed?.total ?? 0}
            holidays={selected ? (holidays.get(selected) ?? []) : []}
          />
        )}
      </StyledColumn>
    </StyledCalendar>
  );
}
