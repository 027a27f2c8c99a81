import styled from 'styled-components';
import { DateFilter } from './date-filter';

// A range is read as one thing: From and To share a row whatever the width, and the bar wraps
// the pair as a unit rather than leaving To alone on the next line.
const StyledDateRange = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space.md};
  flex: 0 1 24rem;
  min-width: 0;
  > label {
    flex: 1 1 0;
    min-width: 0;
  }
`;

export interface DateRangeFilterProps {
  /** The group's accessible name, such as "Dates". */
  label: string;
  fromLabel: string;
  toLabel: string;
  /** YYYY-MM-DD, or empty for no bound. */
  from: string;
  to: string;
  onFromChange: (from: string) => void;
  onToChange: (to: string) => void;
}

/** From and To, each bounding the other, kept together on one row. */
export function DateRangeFilter(props: DateRangeFilterProps) {
  return (
    <StyledDateRange role="group" aria-label={props.label}>
      <DateFilter
        label={props.fromLabel}
        value={props.from}
        max={props.to}
        onChange={props.onFromChange}
      />
      <DateFilter
        label={props.toLabel}
        value={props.to}
        min={props.from}
        onChange={props.onToChange}
      />
    </StyledDateRange>
  );
}
