import { ConfirmDialog } from '@trellis/ui/dialogs';
import { TICKET_MESSAGES, type TicketListItem } from '@trellis/contracts';
import { errorMessage, toast } from '@trellis/platform';
import { useDeleteTicket } from '../api/delete-ticket';

export interface DeleteTicketDialogProps {
  open: boolean;
  ticket: TicketListItem | null;
  onClose: () => void;
}

/** Asks 'Delete this ticket?'; a refusal is shown in place. */
export function DeleteTicketDialog({ open, ticket, onClose }: DeleteTicketDialogProps) {
  const deletion = useDeleteTicket();
  const handleClose = () => {
    deletion.reset();
    onClose();
  };
  const handleDelete = () => {
    if (!ticket) return;
    deletion.mutate(ticket.id, {
      onSuccess: () => {
        toast(`${ticket.code} deleted`, 'success');
        handleClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={open && ticket !== null}
      title={TICKET_MESSAGES.deleteConfirm}
      message={
        <>
          {ticket?.code} · {ticket?.task_name} ({ticket?.customer_name}) will be deleted with its
          files and work history. Its lead can become a ticket again.
        </>
      }
      confirmLabel="Delete"
      cancelLabel={TICKET_MESSAGES.cancel}
      pending={deletion.isPending}
      error={deletion.error ? errorMessage(deletion.error, TICKET_MESSAGES.deleteFailed) : null}
      onConfirm={handleDelete}
      onClose={handleClose}
    />
  );
}
