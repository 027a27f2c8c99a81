import { Modal } from '@trellis/ui/dialogs';
import { HistorySection, type HistoryEntity } from '@trellis/platform';

export interface HistoryDialogProps {
  open: boolean;
  onClose: () => void;
  entity: HistoryEntity;
  /** Null while no record is chosen. */
  entityId: string | number | null;
  /** Names the record in the dialog's title: "History: INV-2026-0005". */
  recordLabel: string;
}

/**
 * A record's History in a dialog, for lists whose rows have no details view of their own. It lives
 * with the list screens rather than in @trellis/platform, which the shell loads at start-up: the
 * shell never opens a dialog, so the dialogs stay out of its first screen.
 */
export function HistoryDialog({
  open,
  onClose,
  entity,
  entityId,
  recordLabel,
}: HistoryDialogProps) {
  return (
    <Modal open={open && entityId !== null} onClose={onClose} title={`History: ${recordLabel}`}>
      {entityId !== null && (
        <HistorySection entity={entity} entityId={entityId} headingLevel={3} hideHeading />
      )}
    </Modal>
  );
}
