import styled from 'styled-components';
import { CalendarDays, List } from 'lucide-react';
import { Button } from '@trellis/ui/controls';
import { LEAVES_TEXTS } from '../leaves-texts';
import type { LeavesView } from '../utils/leaves-views';

const VIEWS: { view: LeavesView; label: string; Icon: typeof List }[] = [
  { view: 'list', label: LEAVES_TEXTS.listView, Icon: List },
  { view: 'month', label: LEAVES_TEXTS.monthView, Icon: CalendarDays },
];

const StyledGroup = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

export interface LeavesViewToggleProps {
  view: LeavesView;
  onChange: (view: LeavesView) => void;
}

/** The requests as a list, or the month of who is off: toggle buttons, the current one pressed. */
export function LeavesViewToggle({ view, onChange }: LeavesViewToggleProps) {
  return (
    <StyledGroup role="group" aria-label={LEAVES_TEXTS.viewLabel}>
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
