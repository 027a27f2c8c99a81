import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@trellis/ui/controls';
import { APP_ROUTES } from '@trellis/contracts';
import { EditTicket } from './edit-ticket';

const idOf = (value: string | undefined): number | null =>
  value !== undefined && /^[1-9]\d{0,15}$/.test(value) && Number.isSafeInteger(Number(value))
    ? Number(value)
    : null;

/** /tickets/edit/{id}: the ticket's form; an id that cannot be one goes back to the list. */
export function EditTicketPage() {
  const navigate = useNavigate();
  const ticketId = idOf(useParams().id);
  if (ticketId === null) return <Navigate to={APP_ROUTES.tickets} replace />;
  return (
    <>
      <PageHeader title="Edit Ticket" />
      <EditTicket key={ticketId} ticketId={ticketId} onDone={() => navigate(APP_ROUTES.tickets)} />
    </>
  );
}
