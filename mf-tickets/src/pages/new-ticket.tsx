import { useNavigate } from 'react-router';
import { Alert, Spinner } from '@trellis/ui/controls';
import {
  APP_ROUTES,
  leadToTicketFormValues,
  TICKET_MESSAGES,
  ticketFormDefaults,
  type LeadDetail,
  type LeadsPageState,
} from '@trellis/contracts';
import { errorMessage } from '@trellis/platform';
import { useCreateTicket } from '../features/tickets/api/create-ticket';
import { useCustomer } from '../features/tickets/api/get-customer';
import { useLead } from '../features/tickets/api/get-lead';
import { leadLabel } from '../features/tickets/components/lead-picker';
import { TicketForm } from '../features/tickets/components/ticket-form';
import type { ChosenPicks } from '../features/tickets/components/ticket-main-sections';
import {
  toTicketFormData,
  type TicketFiles,
  type TicketFormOutput,
} from '../features/tickets/utils/ticket-form-data';

export interface NewTicketProps {
  leadId: number | null;
  customerId: number | null;
  onCancel: () => void;
}

function startFrom(lead: LeadDetail | undefined, customer: { id: number; name: string } | null) {
  if (lead)
    return {
      values: leadToTicketFormValues(lead, ticketFormDefaults()),
      picks: {
        lead: { id: lead.id, name: leadLabel(lead) },
        customer: { id: lead.customer_id, name: lead.customer_name },
        engineer: null,
      } satisfies ChosenPicks,
    };
  return {
    values: ticketFormDefaults({ customerId: customer?.id ?? null }),
    picks: { lead: null, customer, engineer: null } satisfies ChosenPicks,
  };
}

/** The create form; on success it goes to /leads with the new code. */
export function NewTicket({ leadId, customerId, onCancel }: NewTicketProps) {
  const navigate = useNavigate();
  const creation = useCreateTicket();
  const lead = useLead(leadId);
  const customer = useCustomer(leadId === null ? customerId : null);

  const loading =
    (leadId !== null && lead.isPending) ||
    (leadId === null && customerId !== null && customer.isPending);
  if (loading) return <Spinner label="Loading..." showLabel size="lg" />;

  const start = startFrom(
    lead.data,
    customer.data ? { id: customer.data.id, name: customer.data.name } : null,
  );

  const handleSubmit = (values: TicketFormOutput, files: TicketFiles) => {
    creation.mutate(toTicketFormData(values, files), {
      onSuccess: (ticket) => {
        const state: LeadsPageState = { createdTicketCode: ticket.code };
        navigate(APP_ROUTES.leads, { state });
      },
    });
  };

  return (
    <>
      {lead.isError && (
        <Alert tone="warning">
          {errorMessage(lead.error, 'Could not load the lead')}: choose the lead below.
        </Alert>
      )}
      <TicketForm
        defaultValues={start.values}
        initialPicks={start.picks}
        withFiles
        submitLabel={TICKET_MESSAGES.createTicket}
        saving={creation.isPending}
        error={creation.error}
        failed={TICKET_MESSAGES.createFailed}
        onSubmit={handleSubmit}
        onCancel={onCancel}
      />
    </>
  );
}
