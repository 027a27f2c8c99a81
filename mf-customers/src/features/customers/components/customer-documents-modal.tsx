import { Button, EmptyState, Spinner } from '@trellis/ui/controls';
import { Modal } from '@trellis/ui/dialogs';
import { CUSTOMER_MESSAGES } from '@trellis/contracts';
import { customers } from '../api/customers-resource';
import { DocumentList } from './document-list';

export interface CustomerDocumentsModalProps {
  open: boolean;
  customerId: number | null;
  customerName: string;
  onClose: () => void;
}

/** Every document of one customer. */
export function CustomerDocumentsModal({
  open,
  customerId,
  customerName,
  onClose,
}: CustomerDocumentsModalProps) {
  const { data, isPending, isError, refetch } = customers.useDetail(customerId);
  return (
    <Modal
      open={open && customerId !== null}
      onClose={onClose}
      title={`Documents: ${customerName}`}
    >
      {isPending ? (
        <Spinner label="Loading documents..." showLabel />
      ) : isError ? (
        <EmptyState
          title="Could not load the documents"
          action={<Button onClick={() => void refetch()}>Retry</Button>}
        />
      ) : (
        <DocumentList documents={data.documents} emptyText={CUSTOMER_MESSAGES.noDocuments} />
      )}
    </Modal>
  );
}
