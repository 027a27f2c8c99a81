import { Button, Modal } from '@trellis/ui';
import { CUSTOMER_MESSAGES, type CustomerListItem } from '@trellis/contracts';
import { ApiError, toast } from '@trellis/platform';
import { useDeleteCustomer } from '../api/delete-customer';
import { FormErrorBox } from './form-error-box';

export interface DeleteCustomerDialogProps {
  open: boolean;
  customer: CustomerListItem | null;
  onClose: () => void;
}

/** Asks 'Are you sure?'; a refusal (leads or tickets still use the customer) is shown in place. */
export function DeleteCustomerDialog({ open, customer, onClose }: DeleteCustomerDialogProps) {
  const deletion = useDeleteCustomer();
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
  const failure = deletion.error;
  const error = failure
    ? (failure instanceof ApiError && failure.serverMessage) || 'Failed to delete customer'
    : null;
  return (
    <Modal
      open={open && customer !== null}
      onClose={handleClose}
      title={CUSTOMER_MESSAGES.deleteConfirm}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={handleClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={handleDelete} disabled={deletion.isPending}>
            {deletion.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      <p>
        {customer?.name} ({customer?.code}) will be deleted with its authorized persons and
        documents.
      </p>
      <FormErrorBox message={error} />
    </Modal>
  );
}
