import styled from 'styled-components';
import { CalendarDays, List } from 'lucide-react';
import { Button } from '@trellis/ui';
import { TICKET_MESSAGES } from '@trellis/contracts';

export type TicketView = 'list' | 'calendar';

const StyledGroup = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

export interface ViewToggleProps {
  view: TicketView;
  onChange: (view: TicketView) => void;
}

/** List or calendar (spec 001 §2): two toggle buttons, the current one pressed. */
export function ViewToggle({ view, onChange }: ViewToggleProps) {
  return (
    <StyledGroup role="group" aria-label="View">
      <Button
        variant={view === 'list' ? 'primary' : 'secondary'}
        aria-pressed={view === 'list'}
        icon={<List aria-hidden size={16} />}
        onClick={() => onChange('list')}
      >
        {TICKET_MESSAGES.listView}
      </Button>
      <Button
        variant={view === 'calendar' ? 'primary' : 'secondary'}
        aria-pressed={view === 'calendar'}
        icon={<CalendarDays aria-hidden size={16} />}
        onClick={() => onChange('calendar')}
      >
        {TICKET_MESSAGES.calendarView}
      </Button>
    </StyledGroup>
  );
}
