import { Modal } from '@trellis/ui/dialogs';
import { CUSTOMER_MESSAGES } from '@trellis/contracts';
import { LoadedRecord } from '@trellis/page-kit';
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
  const query = customers.useDetail(customerId);
  return (
    <Modal
      open={open && customerId !== null}
      onClose={onClose}
      title={`Documents: ${customerName}`}
    >
      <LoadedRecord query={query} noun="documents">
        {({ documents }) => (
          <DocumentList documents={documents} emptyText={CUSTOMER_MESSAGES.noDocuments} />
        )}
      </LoadedRecord>
    </Modal>
  );
}
