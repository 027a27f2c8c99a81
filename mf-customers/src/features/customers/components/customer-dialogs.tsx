import {
  CUSTOMER_MESSAGES,
  type CustomerDocumentFilter,
  type CustomerListItem,
} from '@trellis/contracts';
import { DeleteRecordDialog } from '@trellis/page-kit';
import { customers } from '../api/customers-resource';
import { CustomerDetailsModal } from './customer-details-modal';
import { CustomerDocumentsModal } from './customer-documents-modal';
import { ExpiringDocumentsModal } from './expiring-documents-modal';

export interface CustomerDialog {
  kind: 'details' | 'documents' | 'expiring' | 'delete';
  customer: CustomerListItem;
}

export interface CustomerDialogsProps {
  /** The last dialog asked for; it stays set while the closing animation plays. */
  dialog: CustomerDialog | null;
  open: boolean;
  filter: CustomerDocumentFilter;
  onClose: () => void;
}

export function CustomerDialogs({ dialog, open, filter, onClose }: CustomerDialogsProps) {
  const customer = dialog?.customer ?? null;
  const isOpen = (kind: CustomerDialog['kind']) => open && dialog?.kind === kind;
  return (
    <>
      <CustomerDetailsModal
        open={isOpen('details')}
        customerId={dialog?.kind === 'details' ? dialog.customer.id : null}
        onClose={onClose}
      />
      <CustomerDocumentsModal
        open={isOpen('documents')}
        customerId={dialog?.kind === 'documents' ? dialog.customer.id : null}
        customerName={customer?.name ?? ''}
        onClose={onClose}
      />
      <ExpiringDocumentsModal
        open={isOpen('expiring')}
        customer={customer}
        filter={filter}
        onClose={onClose}
      />
      <DeleteRecordDialog
        resource={customers}
        open={isOpen('delete')}
        record={customer}
        title={() => CUSTOMER_MESSAGES.deleteConfirm}
        message={(c) =>
          `${c.name} (${c.code}) will be deleted with its authorized persons and documents.`
        }
        confirmLabel="Delete"
        deleted={(c) => `${c.name} deleted`}
        failed="Failed to delete customer"
        onClose={onClose}
      />
    </>
  );
}
