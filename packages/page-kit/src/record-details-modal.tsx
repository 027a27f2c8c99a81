import type { ReactNode } from 'react';
import { Button } from '@trellis/ui/controls';
import { Modal } from '@trellis/ui/dialogs';
import { usePermission } from '@trellis/platform';
import { LoadedRecord, type LoadedRecordQuery } from './loaded-record';

export interface RecordDetailsModalProps<T> {
  open: boolean;
  title: string;
  /** The record's detail query; the dialog shows its states until it has loaded. */
  query: LoadedRecordQuery<T>;
  /** What loads, in the texts: "lead" reads "Loading lead..." and "Could not load the lead". */
  noun: string;
  onClose: () => void;
  /** Edit, offered once loaded to a role that may update. */
  onEdit: (record: T) => void;
  /** More buttons after Edit (a status change), offered to the same role. */
  actions?: (record: T) => ReactNode;
  children: (record: T) => ReactNode;
}

/** A large dialog with every field of one record, and Edit in its footer. */
export function RecordDetailsModal<T>({
  open,
  title,
  query,
  noun,
  onClose,
  onEdit,
  actions,
  children,
}: RecordDetailsModalProps<T>) {
  const canUpdate = usePermission('update');
  const { data } = query;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="lg"
      footer={
        data !== undefined &&
        canUpdate && (
          <>
            <Button variant="secondary" onClick={() => onEdit(data)}>
              Edit
            </Button>
            {actions?.(data)}
          </>
        )
      }
    >
      <LoadedRecord query={query} noun={noun}>
        {children}
      </LoadedRecord>
    </Modal>
  );
}
