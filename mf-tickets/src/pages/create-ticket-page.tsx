import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@trellis/ui/controls';
import { APP_ROUTES, ticketEditPath } from '@trellis/contracts';
import { parseCreateTicketQuery } from '../features/tickets/utils/ticket-links';
import { NewTicket } from './new-ticket';

/**
 * /tickets/create: a new ticket, prefilled from `leadId` (leads' Create Ticket) or `customerId`.
 * The older edit address, with `fromTicket`, forwards to /tickets/edit/{id}.
 */
export function CreateTicketPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { leadId, customerId, fromTicket } = parseCreateTicketQuery(searchParams);
  if (fromTicket !== null) return <Navigate to={ticketEditPath(fromTicket)} replace />;
  return (
    <>
      <PageHeader
        title="Create Ticket"
        description="A ticket for a confirmed lead, assigned to an engineer who may take it."
      />
      <NewTicket
        key={`${leadId}-${customerId}`}
        leadId={leadId}
        customerId={customerId}
        onCancel={() => navigate(APP_ROUTES.tickets)}
      />
    </>
  );
}
