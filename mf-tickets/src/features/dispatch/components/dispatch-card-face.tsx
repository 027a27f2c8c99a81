import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { PartyPopper } from 'lucide-react';
import { TICKET_STATUS_GROUPS, type DispatchTicket } from '@trellis/contracts';
import { TONE_FILLS, VisuallyHidden, type BadgeTone } from '@trellis/ui/controls';
import { ticketDateRange, ticketGroupTone } from '../../tickets/utils/ticket-format';
import { DISPATCH_TEXTS } from '../dispatch-texts';

const StyledCard = styled.div<{ $tone: BadgeTone; $dragging: boolean }>`
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  height: 100%;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  opacity: ${({ $dragging }) => ($dragging ? 0.4 : 1)};
  /* The status group's fill with the text made for it, as the list's status badges have it. */
  ${({ $tone }) => TONE_FILLS[$tone]}
`;

const StyledLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  white-space: nowrap;
  > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  svg {
    flex-shrink: 0;
    width: 0.875rem;
    height: 0.875rem;
  }
`;

const StyledCode = styled.strong`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledPriority = styled.span`
  margin-left: auto;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface DispatchCardFaceProps {
  ticket: DispatchTicket;
  /** The card's width, spanning its days on the board. */
  width?: string;
  dragging?: boolean;
  clippedStart?: boolean;
  clippedEnd?: boolean;
  /** The drag handle, before the code. */
  handle?: ReactNode;
  /** The Assign… action, at the bottom. */
  action?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A ticket on the board, in its status group's colour: code, priority, task, city, the public
 * holidays it falls on, and (read only) its dates and whether it runs past the days shown.
 */
export function DispatchCardFace({
  ticket,
  width,
  dragging = false,
  clippedStart = false,
  clippedEnd = false,
  handle,
  action,
  ref,
}: DispatchCardFaceProps) {
  const group = TICKET_STATUS_GROUPS[ticket.status_group].label;
  return (
    <StyledCard
      ref={ref}
      $tone={ticketGroupTone(ticket.status_group)}
      $dragging={dragging}
      style={{ width }}
      data-ticket={ticket.code}
    >
      <StyledLine>
        {handle}
        <StyledCode>{ticket.code}</StyledCode>
        <StyledPriority>{ticket.priority}</StyledPriority>
      </StyledLine>
      <StyledLine>
        <span>{ticket.task_name}</span>
      </StyledLine>
      <StyledLine>
        <span>{ticket.city ?? ticket.customer_name}</span>
        {ticket.holiday_dates.length > 0 && (
          <span title={DISPATCH_TEXTS.holidayOn(ticket.holiday_dates)}>
            <PartyPopper aria-hidden /> {DISPATCH_TEXTS.holiday}
            <VisuallyHidden>: {DISPATCH_TEXTS.holidayOn(ticket.holiday_dates)}</VisuallyHidden>
          </span>
        )}
      </StyledLine>
      <VisuallyHidden>
        {ticket.status} ({group}), {ticketDateRange(ticket)}
        {clippedStart && `, ${DISPATCH_TEXTS.continuesBefore}`}
        {clippedEnd && `, ${DISPATCH_TEXTS.continuesAfter}`}
      </VisuallyHidden>
      {action}
    </StyledCard>
  );
}
