import styled from 'styled-components';
import { CalendarDays, List, SquareKanban } from 'lucide-react';
import { Button } from '@trellis/ui/controls';
import { TICKET_MESSAGES } from '@trellis/contracts';
import { BOARD_VIEW_LABEL, type TicketView } from '../utils/ticket-views';

const VIEWS: { view: TicketView; label: string; Icon: typeof List }[] = [
  { view: 'list', label: TICKET_MESSAGES.listView, Icon: List },
  { view: 'calendar', label: TICKET_MESSAGES.calendarView, Icon: CalendarDays },
  { view: 'board', label: BOARD_VIEW_LABEL, Icon: SquareKanban },
];

const StyledGroup = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

export interface ViewToggleProps {
  view: TicketView;
  onChange: (view: TicketView) => void;
}

/** List, calendar or the dispatch board: toggle buttons, the current one pressed. */
export function ViewToggle({ view, onChange }: ViewToggleProps) {
  return (
    <StyledGroup role="group" aria-label="View">
      {VIEWS.map(({ view: value, label, Icon }) => (
        <Button
          key={value}
          variant={view === value ? 'primary' : 'secondary'}
          aria-pressed={view === value}
          icon={<Icon aria-hidden size={16} />}
          onClick={() => onChange(value)}
        >
          {label}
        </Button>
      ))}
    </StyledGroup>
  );
}
