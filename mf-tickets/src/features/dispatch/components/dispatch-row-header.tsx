import styled from 'styled-components';
import { DISPATCH_AVAILABILITY_LABELS, TICKET_MESSAGES } from '@trellis/contracts';
import { DISPATCH_TEXTS } from '../dispatch-texts';
import type { BoardRow } from '../utils/board-rows';
import { refusalFor } from '../utils/dispatch-rules';
import { ComplianceBadge } from './compliance-badge';
import { useDraggedTicket } from './dispatch-row';

const StyledHeader = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
`;

const StyledName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledRefused = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface DispatchRowHeaderProps {
  row: BoardRow;
  today: string;
}

/** Unassigned and its count, or the engineer's name, code and compliance; while dragging, why not. */
export function DispatchRowHeader({ row, today }: DispatchRowHeaderProps) {
  const dragged = useDraggedTicket();
  const { engineer } = row;
  if (!engineer)
    return (
      <StyledHeader>
        <StyledName>{TICKET_MESSAGES.unassigned}</StyledName>
        <StyledMuted>{DISPATCH_TEXTS.unassignedCount(row.count)}</StyledMuted>
      </StyledHeader>
    );
  const refusal = dragged ? refusalFor(engineer, dragged, today) : null;
  return (
    <StyledHeader>
      <StyledName>{engineer.name}</StyledName>
      <StyledMuted>{engineer.code}</StyledMuted>
      <ComplianceBadge compliance={engineer.compliance} today={today} />
      {refusal && (
        <StyledRefused title={refusal.message}>
          {DISPATCH_TEXTS.refusedDrop}: {DISPATCH_AVAILABILITY_LABELS[refusal.kind]}
        </StyledRefused>
      )}
    </StyledHeader>
  );
}
