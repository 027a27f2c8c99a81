import { memo, useEffect, useEffectEvent, useRef, type Ref } from 'react';
import styled from 'styled-components';
import {
  useDraggable,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
} from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import type { DispatchTicket } from '@trellis/contracts';
import { dayGridSpanWidth } from '@trellis/ui/day-grid';
import { DISPATCH_TEXTS } from '../dispatch-texts';
import type { PlacedCard } from '../utils/card-lanes';
import { DispatchCardFace } from './dispatch-card-face';

// The handle and the action sit on the card's fill and take its text colour.
const StyledHandle = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  cursor: grab;
  touch-action: none;
`;

const StyledAssign = styled.button`
  align-self: flex-start;
  margin-top: auto;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 1px;
  }
`;

/** What a card carries while dragged, read by the rows and the drop. */
export interface DraggedTicket {
  ticket: DispatchTicket;
}

export interface DispatchCardProps {
  card: PlacedCard;
  /** Update Tickets or Update: the handle and Assign… are shown. */
  canAssign: boolean;
  onAssign: (ticket: DispatchTicket) => void;
  /** Focus Assign… once shown: the card has just moved here from the picker. */
  focusAssign?: boolean;
  onFocused?: () => void;
}

/**
 * A card on the board, spanning its days: dragged by its handle onto another row, or moved
 * with Assign… (the keyboard's and a touch screen's way).
 */
export function DispatchCard({
  card,
  canAssign,
  onAssign,
  focusAssign = false,
  onFocused,
}: DispatchCardProps) {
  const { ticket } = card;
  const assignRef = useRef<HTMLButtonElement>(null);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `ticket-${ticket.id}`,
    data: { ticket } satisfies DraggedTicket,
    disabled: !canAssign,
  });
  const handleFocused = useEffectEvent(() => onFocused?.());
  useEffect(() => {
    if (!focusAssign) return;
    assignRef.current?.focus();
    handleFocused();
  }, [focusAssign]);

  return (
    <CardBody
      card={card}
      canAssign={canAssign}
      onAssign={onAssign}
      dragging={isDragging}
      setNodeRef={setNodeRef}
      attributes={attributes}
      listeners={listeners}
      assignRef={assignRef}
    />
  );
}

interface CardBodyProps extends Pick<DispatchCardProps, 'card' | 'canAssign' | 'onAssign'> {
  dragging: boolean;
  setNodeRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  assignRef: Ref<HTMLButtonElement>;
}

/**
 * What a card draws. Every draggable hears each move of a drag over a new row, so the drawing
 * is kept apart and redrawn only when its own props change: 300 cards redrawn on each row the
 * pointer crossed made dragging stutter (bench/board-drag.ts).
 */
const CardBody = memo(function CardBody({
  card,
  canAssign,
  onAssign,
  dragging,
  setNodeRef,
  attributes,
  listeners,
  assignRef,
}: CardBodyProps) {
  const { ticket } = card;
  return (
    <DispatchCardFace
      ref={setNodeRef}
      ticket={ticket}
      width={dayGridSpanWidth(card.span, '0.5rem')}
      dragging={dragging}
      clippedStart={card.clippedStart}
      clippedEnd={card.clippedEnd}
      handle={
        canAssign && (
          // The pointer's way; keyboards and screen readers use Assign… instead.
          <StyledHandle
            type="button"
            {...attributes}
            {...listeners}
            tabIndex={-1}
            aria-label={DISPATCH_TEXTS.dragLabel(ticket.code)}
          >
            <GripVertical aria-hidden />
          </StyledHandle>
        )
      }
      action={
        canAssign && (
          <StyledAssign
            ref={assignRef}
            type="button"
            aria-label={DISPATCH_TEXTS.assignLabel(ticket.code)}
            onClick={() => onAssign(ticket)}
          >
            {DISPATCH_TEXTS.assign}
          </StyledAssign>
        )
      }
    />
  );
});
