import styled from 'styled-components';
import type { DispatchTicket } from '@trellis/contracts';
import { VisuallyHidden } from '@trellis/ui/controls';
import { DISPATCH_TEXTS } from '../dispatch-texts';
import { cardsStartingOn, type BoardRow } from '../utils/board-rows';
import { isBlocked, isOverbooked, leaveOn } from '../utils/dispatch-rules';
import { DispatchCard } from './dispatch-card';

// Every cell of a row stacks the same lanes at the same height, so a card drawn from its first
// day's cell lies over the following cells' empty slots.
const StyledCell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 4rem;
  padding: ${({ theme }) => theme.space.xs} 0;
`;

const StyledStatus = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  height: 1.25rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledHours = styled.span`
  margin-left: auto;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  &[data-over] {
    background: ${({ theme }) => theme.colors.warning};
    color: ${({ theme }) => theme.colors.onWarning};
  }
`;

// Unpadded, so a card's width in percent counts whole day columns; the card is inset instead.
const StyledSlot = styled.div`
  height: 4.75rem;
  > * {
    margin-left: ${({ theme }) => theme.space.xs};
  }
`;

/** A card to focus once it shows on a row: the one just moved there with the picker. */
export interface CardFocus {
  ticketId: number;
  engineerId: number | null;
}

export interface DispatchCellProps {
  row: BoardRow;
  day: string;
  index: number;
  canAssign: boolean;
  onAssign: (ticket: DispatchTicket) => void;
  focus: CardFocus | null;
  onFocused: () => void;
}

/**
 * One engineer's day: approved leave or a blocked day named, the hours booked (amber past a
 * working day), then the lanes with the cards that start that day.
 */
export function DispatchCell({
  row,
  day,
  index,
  canAssign,
  onAssign,
  focus,
  onFocused,
}: DispatchCellProps) {
  const { engineer } = row;
  const focusHere = (ticketId: number) =>
    focus?.ticketId === ticketId && focus.engineerId === (engineer?.id ?? null);
  const starting = cardsStartingOn(row, index);
  const hours = engineer?.booked_hours_by_day[day] ?? 0;
  const leave = engineer && leaveOn(engineer, day);
  const blocked = engineer && !leave && isBlocked(engineer, day);
  return (
    <StyledCell>
      {engineer && (
        <StyledStatus>
          {leave && <span title={leave.leave_type}>{DISPATCH_TEXTS.onLeave}</span>}
          {blocked && <span>{DISPATCH_TEXTS.blocked}</span>}
          {hours > 0 && (
            <StyledHours data-over={isOverbooked(hours) || undefined}>
              {hours} h
              <VisuallyHidden>
                {isOverbooked(hours) ? DISPATCH_TEXTS.overbooked : DISPATCH_TEXTS.booked}
              </VisuallyHidden>
            </StyledHours>
          )}
        </StyledStatus>
      )}
      {Array.from({ length: row.lanes }, (_, lane) => {
        const card = starting.get(lane);
        if (card)
          return (
            <StyledSlot key={lane}>
              <DispatchCard
                card={card}
                canAssign={canAssign}
                onAssign={onAssign}
                focusAssign={focusHere(card.ticket.id)}
                onFocused={onFocused}
              />
            </StyledSlot>
          );
        return <StyledSlot key={lane} />;
      })}
    </StyledCell>
  );
}
