import styled from 'styled-components';
import { Button } from '@trellis/ui/controls';
import { shortDay } from '../utils/calendar';

const StyledNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface CalendarQuickDatesProps {
  /** At most 8 dates that have tickets. */
  dates: readonly string[];
  counts: (day: string) => number;
  selected: string | null;
  onSelect: (day: string) => void;
}

/** The quick navigation: one button per date that has tickets (at most 8). */
export function CalendarQuickDates({ dates, counts, selected, onSelect }: CalendarQuickDatesProps) {
  if (dates.length === 0) return null;
  return (
    <StyledNav aria-label="Dates with tickets">
      {dates.map((day) => (
        <Button
          key={day}
          size="sm"
          variant={day === selected ? 'primary' : 'secondary'}
          aria-pressed={day === selected}
          onClick={() => onSelect(day)}
        >
          {shortDay(day)} ({counts(day)})
        </Button>
      ))}
    </StyledNav>
  );
}
