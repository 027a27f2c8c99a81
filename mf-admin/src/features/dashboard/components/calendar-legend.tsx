import styled from 'styled-components';
import { Badge, type BadgeTone, plainList } from '@trellis/ui/controls';
import { TICKET_STATUS_GROUPS } from '@trellis/contracts/constants';

const StyledLegend = styled.ul`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Each group's label on the fill its events have (calendar-styles.ts), readable in both themes. */
const GROUPS: { key: 'open' | 'in_progress' | 'resolved'; tone: BadgeTone }[] = [
  { key: 'open', tone: 'accent' },
  { key: 'in_progress', tone: 'purple' },
  { key: 'resolved', tone: 'success' },
];

/** The calendar's legend: Open, In Progress, Resolved. */
export function CalendarLegend() {
  return (
    <StyledLegend aria-label="Legend">
      {GROUPS.map(({ key, tone }) => (
        <li key={key}>
          <Badge tone={tone}>{TICKET_STATUS_GROUPS[key].label}</Badge>
        </li>
      ))}
    </StyledLegend>
  );
}
