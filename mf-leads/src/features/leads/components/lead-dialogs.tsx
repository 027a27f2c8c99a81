import { lazy, Suspense } from 'react';
import type { Lead, LeadDetail } from '@trellis/contracts';
import type { DialogState } from '@trellis/ui';
import type { StatusModalLead } from './change-status-modal';
import { DeleteLeadDialog } from './delete-lead-dialog';
import { LeadDetailsModal } from './lead-details-modal';

// The status form (react-hook-form and its zod resolver) loads on the first Change Status, not
// with the list: ./App's entry chunk stays within the remotes' size budget.
const ChangeStatusModal = lazy(() =>
  import('./change-status-modal').then((m) => ({ default: m.ChangeStatusModal })),
);

export interface LeadDialogsProps {
  details: DialogState<Lead>;
  status: DialogState<StatusModalLead>;
  removal: DialogState<Lead>;
  onEdit: (lead: LeadDetail) => void;
}

/**
 * The list's dialogs. Change Status opens over the details modal, which stays open beneath it
 * and shows the new status and history once it closes.
 */
export function LeadDialogs({ details, status, removal, onEdit }: LeadDialogsProps) {
  return (
    <>
      <LeadDetailsModal
        open={details.open}
        leadId={details.subject?.id ?? null}
        onClose={details.close}
        onChangeStatus={status.show}
        onEdit={onEdit}
      />
      {status.subject && (
        <Suspense fallback={null}>
          <ChangeStatusModal
            open={status.open}
            lead={status.subject}
            instance={status.instance}
            onClose={status.close}
          />
        </Suspense>
      )}
      <DeleteLeadDialog open={removal.open} lead={removal.subject} onClose={removal.close} />
    </>
  );
}
