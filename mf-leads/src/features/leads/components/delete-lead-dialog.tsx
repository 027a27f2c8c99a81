import { ConfirmDialog } from '@trellis/ui';
import { LEAD_MESSAGES, type Lead } from '@trellis/contracts';
import { errorMessage, toast } from '@trellis/platform';
import { leads } from '../api/leads-resource';

export interface DeleteLeadDialogProps {
  open: boolean;
  lead: Lead | null;
  onClose: () => void;
}

/** Asks for confirmation; a refusal (a ticket still references the lead) is shown in place. */
export function DeleteLeadDialog({ open, lead, onClose }: DeleteLeadDialogProps) {
  const deletion = leads.useDelete();
  const handleClose = () => {
    deletion.reset();
    onClose();
  };
  const handleDelete = () => {
    if (!lead) return;
    deletion.mutate(lead.id, {
      onSuccess: () => {
        toast(`${lead.code} deleted`, 'success');
        handleClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={open && lead !== null}
      title={LEAD_MESSAGES.deleteConfirm}
      message={
        <>
          {lead?.code} · {lead?.task_name} ({lead?.customer_name}) will be deleted with its status
          history.
        </>
      }
      confirmLabel="Delete"
      cancelLabel={LEAD_MESSAGES.cancel}
      pending={deletion.isPending}
      error={deletion.error ? errorMessage(deletion.error, LEAD_MESSAGES.deleteFailed) : null}
      onConfirm={handleDelete}
      onClose={handleClose}
    />
  );
}
