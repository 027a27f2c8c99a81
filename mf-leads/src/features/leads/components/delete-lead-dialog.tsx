import { Alert, Button, Modal } from '@trellis/ui';
import { LEAD_MESSAGES, type Lead } from '@trellis/contracts';
import { errorMessage, toast } from '@trellis/platform';
import { useDeleteLead } from '../api/delete-lead';

export interface DeleteLeadDialogProps {
  open: boolean;
  lead: Lead | null;
  onClose: () => void;
}

/** Asks for confirmation; a refusal (a ticket still references the lead) is shown in place. */
export function DeleteLeadDialog({ open, lead, onClose }: DeleteLeadDialogProps) {
  const deletion = useDeleteLead();
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
    <Modal
      open={open && lead !== null}
      onClose={handleClose}
      title={LEAD_MESSAGES.deleteConfirm}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={handleClose}>
            {LEAD_MESSAGES.cancel}
          </Button>
          <Button variant="danger" onClick={handleDelete} disabled={deletion.isPending}>
            {deletion.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      <p>
        {lead?.code} · {lead?.task_name} ({lead?.customer_name}) will be deleted with its status
        history.
      </p>
      {deletion.error && <Alert>{errorMessage(deletion.error, LEAD_MESSAGES.deleteFailed)}</Alert>}
    </Modal>
  );
}
