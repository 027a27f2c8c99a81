import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@trellis/ui';
import { APP_ROUTES } from '@trellis/contracts';
import { parseCreateTicketQuery } from '../features/tickets/utils/ticket-links';
import { EditTicket } from './edit-ticket';
import { NewTicket } from './new-ticket';

/**
 * /tickets/create: a new ticket, prefilled from `leadId` (leads' Create Ticket)
 * or `customerId`; with `fromTicket`, the edit form of that ticket.
 */
export function CreateTicketPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { leadId, customerId, fromTicket } = parseCreateTicketQuery(searchParams);
  const backToList = () => navigate(APP_ROUTES.tickets);
  return (
    <>
      <PageHeader
        title={fromTicket === null ? 'Create Ticket' : 'Edit Ticket'}
        description={
          fromTicket === null
            ? 'A ticket for a confirmed lead, assigned to an engineer who may take it.'
            : undefined
        }
      />
      {fromTicket === null ? (
        <NewTicket
          key={`${leadId}-${customerId}`}
          leadId={leadId}
          customerId={customerId}
          onCancel={backToList}
        />
      ) : (
        <EditTicket key={fromTicket} ticketId={fromTicket} onDone={backToList} />
      )}
    </>
  );
}
