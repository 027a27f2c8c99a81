import { useState } from 'react';
import {
  TICKET_MESSAGES,
  ticketToFormValues,
  type Ticket,
  type TicketLeadOption,
} from '@trellis/contracts';
import { LoadedRecord } from '@trellis/page-kit';
import { toast } from '@trellis/platform';
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
      error={update.error}
      failed={TICKET_MESSAGES.updateFailed}
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
  const query = useTicket(ticketId);
  return (
    <LoadedRecord
      query={query}
      noun="ticket"
      spinnerSize="lg"
      notFound={{ title: 'Ticket not found', backLabel: 'Back to tickets', onBack: onDone }}
    >
      {(ticket) => <EditTicketForm key={ticket.id} ticket={ticket} onDone={onDone} />}
    </LoadedRecord>
  );
}
