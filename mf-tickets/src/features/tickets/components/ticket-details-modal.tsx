import { useId } from 'react';
import styled from 'styled-components';
import { Button, EmptyState, Spinner } from '@trellis/ui/controls';
import { Modal } from '@trellis/ui/dialogs';
import { formatHours, TICKET_MESSAGES, type Ticket, type TicketListItem } from '@trellis/contracts';
import { HistorySection, usePermission } from '@trellis/platform';
import { useTicket } from '../api/get-ticket';
import { useWorkLogs } from '../api/get-work-logs';
import { StyledSection } from './details-section';
import { TicketFacts } from './ticket-facts';
import { TicketInvoiceSection } from './ticket-invoice-section';
import { TicketStatusBadge } from './ticket-status-badge';
import { WorkHistoryTable } from './work-history-table';
import { WorkLogForm } from './work-log-form';

/*
 * The details are taller than most screens, so the dialog's body scrolls. The details take a
 * tab stop of their own: focused, the arrow, Page and Home/End keys scroll the body (axe
 * scrollable-region-focusable). Named by the ticket's heading.
 */
const StyledDetails = styled.article`
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

const StyledMuted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function WorkHistory({ ticket }: { ticket: Ticket }) {
  const { data, isPending, isError, refetch } = useWorkLogs(ticket.id);
  const canWork = usePermission('update_tickets', 'update');
  return (
    <StyledSection aria-label={TICKET_MESSAGES.workHistory}>
      <h4>{TICKET_MESSAGES.workHistory}</h4>
      {isError ? (
        <EmptyState
          title="Could not load the work history"
          action={<Button onClick={() => void refetch()}>Retry</Button>}
        />
      ) : isPending ? (
        <Spinner label="Loading work history..." showLabel />
      ) : (
        <>
          <WorkHistoryTable entries={data.items} />
          <StyledMuted>Total: {formatHours(data.total_hours)}</StyledMuted>
        </>
      )}
      {canWork && (
        <>
          <h4>Log work hours</h4>
          <WorkLogForm ticketId={ticket.id} status={ticket.status} />
        </>
      )}
    </StyledSection>
  );
}

function Details({ ticket }: { ticket: Ticket }) {
  const headingId = useId();
  const canInvoice = usePermission('create');
  return (
    <StyledDetails tabIndex={0} aria-labelledby={headingId}>
      <StyledHeader>
        <h3 id={headingId}>
          {ticket.code} · {ticket.task_name}
        </h3>
        <TicketStatusBadge status={ticket.status} />
      </StyledHeader>
      <TicketFacts ticket={ticket} />
      {ticket.status === 'Closed' && canInvoice && <TicketInvoiceSection ticket={ticket} />}
      <WorkHistory ticket={ticket} />
      <HistorySection entity="ticket" entityId={ticket.id} headingLevel={4} />
    </StyledDetails>
  );
}

export interface TicketDetailsModalProps {
  open: boolean;
  ticketId: number;
  onClose: () => void;
  onEdit: (ticket: TicketListItem) => void;
}

/** Every field of the ticket, its files, its work history, the work-hours form and its History. */
export function TicketDetailsModal({ open, ticketId, onClose, onEdit }: TicketDetailsModalProps) {
  const { data, isPending, isError, refetch } = useTicket(ticketId);
  const canUpdate = usePermission('update');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={TICKET_MESSAGES.detailsTitle}
      size="lg"
      footer={
        data &&
        canUpdate && (
          <Button variant="secondary" onClick={() => onEdit(data)}>
            Edit
          </Button>
        )
      }
    >
      {isError ? (
        <EmptyState
          title="Could not load the ticket"
          action={<Button onClick={() => void refetch()}>Retry</Button>}
        />
      ) : isPending ? (
        <Spinner label="Loading ticket..." showLabel />
      ) : (
        <Details ticket={data} />
      )}
    </Modal>
  );
}
