import { useState } from 'react';
import { Button, EmptyState, Spinner } from '@trellis/ui/controls';
import {
  TICKET_MESSAGES,
  ticketToFormValues,
  type Ticket,
  type TicketLeadOption,
} from '@trellis/contracts';
import { ApiError, errorMessage, toast } from '@trellis/platform';
import { useTicket } from '../features/tickets/api/get-ticket';
import { useUpdateTicket } from '../features/tickets/api/update-ticket';
import { leadLabel } from '../features/tickets/components/lead-picker';
import { TicketForm } from '../features/tickets/components/ticket-form';
import type { TicketFormOutput } from '../features/tickets/utils/ticket-form-data';

function EditTicketForm({ ticket, onDone }: { ticket: Ticket; onDone: () => void }) {
  const update = useUpdateTicket();
  // Fixed for this ticket (the component is keyed by its id): the form starts from the saved one.
  const [start] = useState(() => {
    const ownLead: TicketLeadOption | null =
      ticket.lead_id === null
        ? null
        : {
            id: ticket.lead_id,
            code: ticket.lead_code ?? `#${ticket.lead_id}`,
            task_name: ticket.task_name,
            customer_id: ticket.customer_id,
            customer_name: ticket.customer_name,
          };
    return {
      ownLead,
      values: ticketToFormValues(ticket),
      picks: {
        lead: ownLead && { id: ownLead.id, name: leadLabel(ownLead) },
        customer: { id: ticket.customer_id, name: ticket.customer_name },
        engineer:
          ticket.engineer_id === null
            ? null
            : { id: ticket.engineer_id, name: ticket.engineer_name ?? `#${ticket.engineer_id}` },
      },
    };
  });

  const handleSubmit = (values: TicketFormOutput) =>
    update.mutate(
      { id: ticket.id, body: values },
      {
        onSuccess: (saved) => {
          toast(`${saved.code} saved`, 'success');
          onDone();
        },
      },
    );

  return (
    <TicketForm
      defaultValues={start.values}
      initialPicks={start.picks}
      ownLead={start.ownLead}
      withFiles={false}
      submitLabel={TICKET_MESSAGES.updateTicket}
      saving={update.isPending}
      error={update.error && errorMessage(update.error, TICKET_MESSAGES.updateFailed)}
      issues={update.error instanceof ApiError ? update.error.details : undefined}
      onSubmit={handleSubmit}
      onCancel={onDone}
    />
  );
}

export interface EditTicketProps {
  ticketId: number;
  onDone: () => void;
}

/** The edit form: loads the ticket and saves the full form (PUT). */
export function EditTicket({ ticketId, onDone }: EditTicketProps) {
  const { data: ticket, isPending, isError, error, refetch } = useTicket(ticketId);
  if (error instanceof ApiError && error.status === 404)
    return (
      <EmptyState
        title="Ticket not found"
        action={<Button onClick={onDone}>Back to tickets</Button>}
      />
    );
  if (isPending) return <Spinner label="Loading ticket..." showLabel size="lg" />;
  if (isError)
    return (
      <EmptyState
        title="Could not load the ticket"
        action={<Button onClick={() => void refetch()}>Retry</Button>}
      />
    );
  return <EditTicketForm key={ticket.id} ticket={ticket} onDone={onDone} />;
}
