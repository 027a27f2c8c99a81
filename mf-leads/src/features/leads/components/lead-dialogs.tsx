import { lazy, Suspense } from 'react';
import { LEAD_MESSAGES, type Lead, type LeadDetail } from '@trellis/contracts';
import { DeleteRecordDialog } from '@trellis/page-kit';
import type { DialogState } from '@trellis/ui/dialogs';
import type { StatusModalLead } from './change-status-modal';
import { leads } from '../api/leads-resource';
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
          <ChangeStatusModal dialog={status} />
        </Suspense>
      )}
      <DeleteRecordDialog
        resource={leads}
        open={removal.open}
        record={removal.subject}
        title={() => LEAD_MESSAGES.deleteConfirm}
        message={(lead) =>
          `${lead.code} · ${lead.task_name} (${lead.customer_name}) will be deleted with its status history.`
        }
        confirmLabel="Delete"
        cancelLabel={LEAD_MESSAGES.cancel}
        deleted={(lead) => `${lead.code} deleted`}
        failed={LEAD_MESSAGES.deleteFailed}
        onClose={removal.close}
      />
    </>
  );
}
