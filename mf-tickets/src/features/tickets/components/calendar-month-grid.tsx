import styled from 'styled-components';
import { TICKET_MESSAGES, type Holiday } from '@trellis/contracts';
import { format, parseISO } from 'date-fns';
import { VisuallyHidden } from '@trellis/ui/controls';
import { monthGrid, monthTitle } from '../utils/calendar';
import { holidayMention } from '../utils/holidays';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

const StyledTable = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: ${({ theme }) => theme.space.xxs};
  th {
    padding: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td {
    height: 4.5rem;
    padding: 0;
    vertical-align: top;
  }
`;

const StyledOutside = styled.span`
  display: block;
  padding: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledDay = styled.button<{ $selected: boolean; $today: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid
    ${({ theme, $today }) => ($today ? theme.colors.accentText : theme.colors.border)};
  border-width: ${({ $today }) => ($today ? '2px' : '1px')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) =>
    $selected ? theme.colors.surfaceHover : theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[aria-pressed='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

const StyledToday = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.accentText};
`;

const StyledCount = styled.span`
  min-width: 1.5rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
`;

// The holiday's title, cut to the cell's width; the day list shows it whole.
const StyledHoliday = styled.span`
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space.xxs};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export interface CalendarMonthGridProps {
  /** "2026-01". */
  month: string;
  today: string;
  selected: string | null;
  /** How many tickets start on each day that has any. */
  days: ReadonlyMap<string, number>;
  /** The holidays to mark, by day. */
  holidays: Map<string, Holiday[]>;
  onSelect: (day: string) => void;
}

/**
 * The month as a table of weeks from Sunday: each day of the month is a button (named by its
 * full date, 'today', its ticket count and holidays) with a count badge when it has tickets
 * and the title when it is a holiday; the neighbouring months' days are shown, muted, to
 * complete the weeks.
 */
export function CalendarMonthGrid({
  month,
  today,
  selected,
  days,
  holidays,
  onSelect,
}: CalendarMonthGridProps) {
  return (
    <StyledTable aria-label={monthTitle(month)}>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col" abbr={long}>
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week) => (
          <tr key={week[0]!.date}>
            {week.map((day) => {
              if (!day.inMonth)
                return (
                  <td key={day.date}>
                    <StyledOutside>{day.dayOfMonth}</StyledOutside>
                  </td>
                );
              const count = days.get(day.date) ?? 0;
              const dayHolidays = holidays.get(day.date) ?? [];
              const isToday = day.date === today;
              const date = parseISO(day.date);
              // Named by its content, hidden words around the visible day number: 'Monday 12
              // January 2026, today, 3 tickets'. An aria-label would leave the visible number
              // out of the name; the badges repeat the hidden words, so they are hidden.
              const rest = [
                format(date, 'MMMM yyyy'),
                isToday && 'today',
                count > 0 && `${count} ticket${count === 1 ? '' : 's'}`,
                ...dayHolidays.map(holidayMention),
              ]
                .filter(Boolean)
                .join(', ');
              return (
                <td key={day.date}>
                  <StyledDay
                    type="button"
                    aria-pressed={day.date === selected}
                    aria-current={isToday ? 'date' : undefined}
                    $selected={day.date === selected}
                    $today={isToday}
                    onClick={() => onSelect(day.date)}
                  >
                    <VisuallyHidden>{format(date, 'EEEE')}</VisuallyHidden>
                    <span>{day.dayOfMonth}</span>
                    <VisuallyHidden>{rest}</VisuallyHidden>
                    {isToday && <StyledToday aria-hidden>{TICKET_MESSAGES.today}</StyledToday>}
                    {count > 0 && (
                      <StyledCount aria-hidden data-testid="day-count">
                        {count}
                      </StyledCount>
                    )}
                    {dayHolidays.length > 0 && (
                      <StyledHoliday aria-hidden data-testid="day-holiday">
                        {dayHolidays.map((holiday) => holiday.title).join(', ')}
                      </StyledHoliday>
                    )}
                  </StyledDay>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}
