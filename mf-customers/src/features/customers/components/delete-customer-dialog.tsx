import { ConfirmDialog } from '@trellis/ui';
import { CUSTOMER_MESSAGES, type CustomerListItem } from '@trellis/contracts';
import { errorMessage, toast } from '@trellis/platform';
import { customers } from '../api/customers-resource';

/** Our own wording; shown when the server gives no reason. */
const DELETE_FAILED = 'Failed to delete customer';

export interface DeleteCustomerDialogProps {
  open: boolean;
  customer: CustomerListItem | null;
  onClose: () => void;
}

/** Asks 'Are you sure?'; a refusal (leads or tickets still use the customer) is shown in place. */
export function DeleteCustomerDialog({ open, customer, onClose }: DeleteCustomerDialogProps) {
  const deletion = customers.useDelete();
  const handleClose = () => {
    deletion.reset();
    onClose();
  };
  const handleDelete = () => {
    if (!customer) return;
    deletion.mutate(customer.id, {
      onSuccess: () => {
        toast(`${customer.name} deleted`, 'success');
        handleClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={open && customer !== null}
      title={CUSTOMER_MESSAGES.deleteConfirm}
      message={
        <>
          {customer?.name} ({customer?.code}) will be deleted with its authorized persons and
          documents.
        </>
      }
      confirmLabel="Delete"
      pending={deletion.isPending}
      error={deletion.error ? errorMessage(deletion.error, DELETE_FAILED) : null}
      onConfirm={handleDelete}
      onClose={handleClose}
    />
  );
}
