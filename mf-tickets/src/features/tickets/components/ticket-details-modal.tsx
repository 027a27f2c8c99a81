import { useId } from 'react';
import { formatHours, TICKET_MESSAGES, type Ticket, type TicketListItem } from '@trellis/contracts';
import {
  LoadedRecord,
  RecordDetailsModal,
  StyledDetailsSection,
  StyledMutedLine,
  StyledRecordDetails,
  StyledRecordHeader,
} from '@trellis/page-kit';
import { HistorySection, usePermission } from '@trellis/platform';
import { useTicket } from '../api/get-ticket';
import { useWorkLogs } from '../api/get-work-logs';
import { TicketFacts } from './ticket-facts';
import { TicketInvoiceSection } from './ticket-invoice-section';
import { TicketStatusBadge } from './ticket-status-badge';
import { WorkHistoryTable } from './work-history-table';
import { WorkLogForm } from './work-log-form';

function WorkHistory({ ticket }: { ticket: Ticket }) {
  const workLogs = useWorkLogs(ticket.id);
  const canWork = usePermission('update_tickets', 'update');
  return (
    <StyledDetailsSection aria-label={TICKET_MESSAGES.workHistory}>
      <h4>{TICKET_MESSAGES.workHistory}</h4>
      <LoadedRecord query={workLogs} noun="work history">
        {({ items, total_hours }) => (
          <>
            <WorkHistoryTable entries={items} />
            <StyledMutedLine>Total: {formatHours(total_hours)}</StyledMutedLine>
          </>
        )}
      </LoadedRecord>
      {canWork && (
        <>
          <h4>Log work hours</h4>
          <WorkLogForm ticketId={ticket.id} status={ticket.status} />
        </>
      )}
    </StyledDetailsSection>
  );
}

function Details({ ticket }: { ticket: Ticket }) {
  const headingId = useId();
  const canInvoice = usePermission('create');
  return (
    <StyledRecordDetails tabIndex={0} aria-labelledby={headingId}>
      <StyledRecordHeader>
        <h3 id={headingId}>
          {ticket.code} · {ticket.task_name}
        </h3>
        <TicketStatusBadge status={ticket.status} />
      </StyledRecordHeader>
      <TicketFacts ticket={ticket} />
      {ticket.status === 'Closed' && canInvoice && <TicketInvoiceSection ticket={ticket} />}
      <WorkHistory ticket={ticket} />
      <HistorySection entity="ticket" entityId={ticket.id} headingLevel={4} />
    </StyledRecordDetails>
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
  const query = useTicket(ticketId);
  return (
    <RecordDetailsModal
      open={open}
      title={TICKET_MESSAGES.detailsTitle}
      query={query}
      noun="ticket"
      onClose={onClose}
      onEdit={onEdit}
    >
      {(ticket) => <Details ticket={ticket} />}
    </RecordDetailsModal>
  );
}
