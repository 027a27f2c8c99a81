import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { addDays, format } from 'date-fns';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import interactionPlugin from '@fullcalendar/interaction';
import { Alert, Button } from '@trellis/ui/controls';
import { useBusinessToday } from '@trellis/platform';
import { DASHBOARD_MESSAGES, monthRange } from '@trellis/contracts/constants';
import type { YearMonth } from '@trellis/contracts';
import { useCalendarDays } from '../api/get-calendar-days';
import { useCalendarTickets, useDayTickets, type CalendarRange } from '../api/get-calendar-tickets';
import {
  calendarSummary,
  countsByDay,
  EVENT_ORDER,
  MORE_EVENT_CLASS,
  ticketEvents,
  ticketsOn,
} from '../utils/calendar-events';
import { accessibleMoreLink } from '../utils/accessible-more-link';
import { CalendarLegend } from './calendar-legend';
import { StyledCalendar } from './calendar-styles';
import { DayPanel } from './day-panel';

// This file is the calendar's own chunk (the page imports it lazily): FullCalendar is by far
// the dashboard's largest dependency, and the page's first paint does not wait for it.

const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin];

/** The month grid is 600 px high. */
const CALENDAR_HEIGHT = 600;

/** Business hours: Monday to Friday, 09:00–17:00. */
const BUSINESS_HOURS = { daysOfWeek: [1, 2, 3, 4, 5], startTime: '09:00', endTime: '17:00' };

const StyledBody = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledGrid = styled.div`
  flex: 999 1 28rem;
  min-width: 0;
`;

const StyledStatus = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');

export interface TicketCalendarProps {
  /** The month the Filter by Date shows: the calendar moves there when it changes. */
  focus: YearMonth;
}

/**
 * The Ticket Calendar with FullCalendar: a month grid (default) and a week,
 * at most 3 tickets a day then "+N more", 600 px high, business hours, weeks from Sunday. Its
 * counts ("+N more", the day's count, the summary) come from the server's per-day counts of the
 * visible range, which no page size cuts short; ticket rows are loaded only to be shown: the
 * range's for the tickets drawn, the chosen day's for its side panel. A date, a ticket or a
 * "+N more" opens the day's side panel.
 */
export default function TicketCalendar({ focus }: TicketCalendarProps) {
  const today = useBusinessToday();
  const calendar = useRef<FullCalendar>(null);
  const [range, setRange] = useState<CalendarRange | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [viewType, setViewType] = useState('dayGridMonth');
  const rows = useCalendarTickets(range);
  const calendarDays = useCalendarDays(range);
  const tickets = useMemo(() => rows.data ?? [], [rows.data]);
  const counts = useMemo(
    () => (calendarDays.data ? countsByDay(calendarDays.data.days) : null),
    [calendarDays.data],
  );
  const events = useMemo(() => ticketEvents(tickets, counts), [tickets, counts]);
  const dayRows = useDayTickets(day, () => (day ? ticketsOn(tickets, day) : []));
  const isError = rows.isError || calendarDays.isError || dayRows.isError;
  const refetch = () => {
    if (rows.isError) void rows.refetch();
    if (calendarDays.isError) void calendarDays.refetch();
    if (dayRows.isError) void dayRows.refetch();
  };
  const focusDate = monthRange(focus).from;

  useEffect(() => {
    calendar.current?.getApi().gotoDate(focusDate);
  }, [focusDate]);

  return (
    <>
      <StyledStatus>
        <CalendarLegend />
        {isError && (
          <Alert>
            {DASHBOARD_MESSAGES.calendarFailed}{' '}
            <Button size="sm" variant="secondary" onClick={refetch}>
              {DASHBOARD_MESSAGES.retry}
            </Button>
          </Alert>
        )}
      </StyledStatus>
      <StyledBody>
        <StyledGrid>
          <StyledCalendar>
            <FullCalendar
              ref={calendar}
              plugins={PLUGINS}
              initialView="dayGridMonth"
              initialDate={focusDate}
              now={today}
              headerToolbar={{
                left: 'prev,next',
                center: 'title',
                right: 'dayGridMonth,timeGridWeek',
              }}
              // Words, not FullCalendar's icon fonts: its chevrons are role="img" without a name.
              buttonIcons={false}
              buttonText={{ month: 'Month', week: 'Week', prev: 'Previous', next: 'Next' }}
              // A day cell is named by its content (day number and tickets); FullCalendar points
              // it at the day link's "Go to …" name, which hides what the cell shows.
              dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
              // The "+N more" entries are drawn as events (their N is the server's count, which
              // FullCalendar's own link cannot show), so it limits nothing itself. Each opens the
              // day's side panel: it is a button.
              dayMaxEvents={false}
              eventOrder={EVENT_ORDER}
              eventDidMount={({ el, event }) => {
                if (event.classNames.includes(MORE_EVENT_CLASS)) accessibleMoreLink(el);
              }}
              // The month grid is 600 px high. The week shows its whole day instead
              // of scrolling its hours inside that box: FullCalendar's scroller there takes no
              // keyboard focus, and making it focusable breaks the grid's structure for readers.
              height={viewType.startsWith('timeGrid') ? 'auto' : CALENDAR_HEIGHT}
              businessHours={BUSINESS_HOURS}
              firstDay={0}
              defaultTimedEventDuration="01:00"
              eventDisplay="block"
              eventInteractive
              navLinks
              navLinkDayClick={(date) => setDay(isoDay(date))}
              events={events}
              datesSet={({ start, end, view }) => {
                setViewType(view.type);
                // FullCalendar's end is exclusive; the list's `to` is inclusive.
                const next = { from: isoDay(start), to: isoDay(addDays(end, -1)) };
                setRange((current) =>
                  current?.from === next.from && current.to === next.to ? current : next,
                );
              }}
              dateClick={({ date }) => setDay(isoDay(date))}
              eventClick={({ event, jsEvent }) => {
                jsEvent.preventDefault();
                setDay(String(event.extendedProps.date));
              }}
            />
          </StyledCalendar>
        </StyledGrid>
        {day && (
          <DayPanel
            date={day}
            tickets={ticketsOn(dayRows.data ?? [], day)}
            count={counts ? (counts.get(day) ?? 0) : (dayRows.data?.length ?? 0)}
            summary={calendarSummary(counts ?? new Map())}
            onClose={() => setDay(null)}
          />
        )}
      </StyledBody>
    </>
  );
}
