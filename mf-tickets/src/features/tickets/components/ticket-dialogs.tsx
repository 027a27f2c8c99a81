import { lazy, Suspense } from 'react';
import type { DialogState } from '@trellis/ui/dialogs';
import type { TicketListItem } from '@trellis/contracts';
import { DeleteTicketDialog } from './delete-ticket-dialog';

// The details modal holds the work-hours form (react-hook-form and its zod resolver): it loads
// on the first View, not with the list, so ./App's entry chunk stays within its size budget.
const TicketDetailsModal = lazy(() =>
  import('./ticket-details-modal').then((m) => ({ default: m.TicketDetailsModal })),
);

export interface TicketDialogsProps {
  details: DialogState<TicketListItem>;
  removal: DialogState<TicketListItem>;
  onEdit: (ticket: TicketListItem) => void;
}

/** The list's dialogs: the details (with the work history) and the delete confirmation. */
export function TicketDialogs({ details, removal, onEdit }: TicketDialogsProps) {
  return (
    <>
      {details.subject && (
        <Suspense fallback={null}>
          <TicketDetailsModal
            open={details.open}
            ticketId={details.subject.id}
            onClose={details.close}
            onEdit={onEdit}
          />
        </Suspense>
      )}
      <DeleteTicketDialog open={removal.open} ticket={removal.subject} onClose={removal.close} />
    </>
  );
}
