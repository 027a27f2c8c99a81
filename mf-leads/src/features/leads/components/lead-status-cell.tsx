import styled from 'styled-components';
import { ChevronDown } from 'lucide-react';
import { Badge } from '@trellis/ui/controls';
import { formatDate } from '@trellis/ui/format';
import { hasFollowUp, LEAD_MESSAGES, LEAD_STATUS_LABELS, type Lead } from '@trellis/contracts';
import { usePermission } from '@trellis/platform';
import { LeadStatusBadge } from './lead-status-badge';

const StyledCell = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

const StyledDate = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

export interface LeadStatusCellProps {
  lead: Lead;
  onChangeStatus: (lead: Lead) => void;
}

/**
 * The status (a button that opens Change Status, for a user who may update leads) and
 * 'Follow-up' with its date when one is set.
 */
export function LeadStatusCell({ lead, onChangeStatus }: LeadStatusCellProps) {
  const label = LEAD_STATUS_LABELS[lead.status];
  const canUpdate = usePermission('update');
  return (
    <StyledCell>
      {canUpdate ? (
        <StyledButton
          type="button"
          aria-label={`${label}: ${LEAD_MESSAGES.changeStatus} of ${lead.code}`}
          onClick={() => onChangeStatus(lead)}
        >
          <LeadStatusBadge status={lead.status} />
          <ChevronDown aria-hidden size={14} />
        </StyledButton>
      ) : (
        <LeadStatusBadge status={lead.status} />
      )}
      {hasFollowUp(lead) && (
        <>
          <Badge tone="warning">{LEAD_MESSAGES.followUp}</Badge>
          <StyledDate>{formatDate(lead.reschedule_date!)}</StyledDate>
        </>
      )}
    </StyledCell>
  );
}
