import { useState } from 'react';
import { History } from 'lucide-react';
import { IconButton } from '@trellis/ui/controls';
import { usePermission, type HistoryEntity } from '@trellis/platform';
import { HistoryDialog } from './history-dialog';

export interface HistoryActionProps {
  entity: HistoryEntity;
  entityId: number;
  /** Names the row in the button and the dialog: "History: INV-2026-0005". */
  recordLabel: string;
}

/**
 * A row's History: an icon button that opens the record's history in a dialog, offered to those
 * who may read records (an admin screen may be open to a role without Read).
 */
export function HistoryAction({ entity, entityId, recordLabel }: HistoryActionProps) {
  const [open, setOpen] = useState(false);
  const canRead = usePermission('read');
  if (!canRead) return null;
  return (
    <>
      <IconButton
        label={`History: ${recordLabel}`}
        icon={<History aria-hidden size={16} />}
        onClick={() => setOpen(true)}
      />
      <HistoryDialog
        open={open}
        onClose={() => setOpen(false)}
        entity={entity}
        entityId={entityId}
        recordLabel={recordLabel}
      />
    </>
  );
}
