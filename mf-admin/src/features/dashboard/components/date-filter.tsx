import styled from 'styled-components';
import { CalendarDays } from 'lucide-react';
import { Button } from '@trellis/ui/controls';
import { Select } from '@trellis/ui/forms';
import {
  DASHBOARD_MESSAGES,
  DASHBOARD_MONTHS,
  dashboardYearOptions,
} from '@trellis/contracts/constants';
import type { YearMonth } from '@trellis/contracts';
import { DashboardSection } from './dashboard-section';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  flex: 1 1 8rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface DateFilterProps {
  period: YearMonth;
  /** The business today's year: the choices run from 2 before to 2 after. */
  currentYear: number;
  onMonthChange: (month: number) => void;
  onYearChange: (year: number) => void;
  onToday: () => void;
}

/** Filter by Date: a month, a year (current − 2 to + 2) and Today. */
export function DateFilter({
  period,
  currentYear,
  onMonthChange,
  onYearChange,
  onToday,
}: DateFilterProps) {
  const years = dashboardYearOptions(currentYear);
  // A year chosen elsewhere stays selectable, rather than the select showing another.
  if (!years.includes(period.year)) years.push(period.year);
  return (
    <DashboardSection title={DASHBOARD_MESSAGES.filterByDate} id="dashboard-date-filter">
      <StyledRow>
        <StyledLabel>
          {DASHBOARD_MESSAGES.month}
          <Select
            value={String(period.month)}
            options={DASHBOARD_MONTHS.map((name, i) => ({ value: String(i + 1), label: name }))}
            onChange={(event) => onMonthChange(Number(event.target.value))}
          />
        </StyledLabel>
        <StyledLabel>
          {DASHBOARD_MESSAGES.year}
          <Select
            value={String(period.year)}
            options={years.map((year) => ({ value: String(year), label: String(year) }))}
            onChange={(event) => onYearChange(Number(event.target.value))}
          />
        </StyledLabel>
        <Button variant="secondary" icon={<CalendarDays aria-hidden size={16} />} onClick={onToday}>
          {DASHBOARD_MESSAGES.today}
        </Button>
      </StyledRow>
    </DashboardSection>
  );
}
