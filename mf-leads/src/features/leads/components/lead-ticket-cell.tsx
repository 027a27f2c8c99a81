import styled from 'styled-components';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { VisuallyHidden } from '@trellis/ui/controls';
import { appLink, leadTicketCell, type Lead } from '@trellis/contracts';
import { usePermission } from '@trellis/platform';

// A link that looks like a small button: it opens another remote's page.
const StyledCreate = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.accentHover};
    color: ${({ theme }) => theme.colors.onAccent};
  }
  /* Focus: the global focus-visible ring, drawn outside on the page's own background. */
  outline-offset: 2px;
`;

const StyledCode = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

export interface LeadTicketCellProps {
  lead: Pick<Lead, 'id' | 'code' | 'customer_id' | 'status' | 'ticket_id' | 'ticket_code'>;
}

/**
 * The Ticket column: the linked ticket's code; on a Confirm lead
 * without one, 'Create Ticket' to the ticket form for this lead (for a user who may create);
 * otherwise a dash.
 */
export function LeadTicketCell({ lead }: LeadTicketCellProps) {
  const cell = leadTicketCell(lead);
  const canCreate = usePermission('create');
  if (cell.kind === 'ticket') return <StyledCode>{cell.code}</StyledCode>;
  if (cell.kind === 'none' || !canCreate)
    return (
      <>
        <span aria-hidden>—</span>
        <VisuallyHidden>No ticket</VisuallyHidden>
      </>
    );
  return (
    <StyledCreate
      to={appLink('ticketsCreate', { leadId: lead.id, customerId: lead.customer_id })}
      aria-label={`Create Ticket for ${lead.code}`}
    >
      <Plus aria-hidden size={14} />
      Create Ticket
    </StyledCreate>
  );
}
