import { Modal } from '@trellis/ui/dialogs';
import {
  CUSTOMER_MESSAGES,
  daysUntil,
  type CustomerDocumentFilter,
  type CustomerListItem,
} from '@trellis/contracts';
import { useBusinessToday } from '@trellis/platform';
import { DocumentList } from './document-list';

export interface ExpiringDocumentsModalProps {
  open: boolean;
  customer: CustomerListItem | null;
  filter: CustomerDocumentFilter;
  onClose: () => void;
}

const TITLES: Record<CustomerDocumentFilter, string> = {
  all: 'Expiring and expired documents',
  expiring: 'Documents expiring in 30 days',
  expired: 'Expired documents',
};

/** The documents that need attention, narrowed to what the Document Filters select asks for. */
export function ExpiringDocumentsModal({
  open,
  customer,
  filter,
  onClose,
}: ExpiringDocumentsModalProps) {
  const today = useBusinessToday();
  const documents = (customer?.expiring_documents ?? []).filter((doc) => {
    if (filter === 'all' || !doc.expiry_date) return true;
    const days = daysUntil(doc.expiry_date, today);
    return filter === 'expired' ? days < 0 : days >= 0;
  });
  return (
    <Modal
      open={open && customer !== null}
      onClose={onClose}
      title={customer ? `${TITLES[filter]}: ${customer.name}` : ''}
    >
      <DocumentList documents={documents} emptyText={CUSTOMER_MESSAGES.noDocumentFound} />
    </Modal>
  );
}
