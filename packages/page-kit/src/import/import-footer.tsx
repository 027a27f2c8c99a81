import { IMPORT_KIND_RULES, type ImportKind } from '@trellis/contracts';
import { Button } from '@trellis/ui/controls';
import type { DataImportFlow } from './use-data-import';
import { IMPORT_LABELS } from './import-labels';

export interface ImportFooterProps {
  kind: ImportKind;
  flow: DataImportFlow;
  /** Why Import is disabled, if it is, and the id of the text that says so. */
  blocker: string | null;
  blockerId: string;
  onClose: () => void;
}

/** The dialog's buttons for where the import is. */
export function ImportFooter({ kind, flow, blocker, blockerId, onClose }: ImportFooterProps) {
  const { current } = flow;
  if (!current)
    return (
      <Button variant="secondary" onClick={onClose}>
        {IMPORT_LABELS.cancel}
      </Button>
    );
  const { create, update } = current.counts;
  switch (current.state) {
    case 'staging':
    case 'ready':
      return (
        <>
          <Button variant="secondary" onClick={flow.startOver}>
            {IMPORT_LABELS.chooseAnother}
          </Button>
          <Button
            disabled={current.state !== 'ready' || blocker !== null || flow.pending}
            aria-describedby={blocker ? blockerId : undefined}
            onClick={flow.commit}
          >
            {current.state === 'ready'
              ? IMPORT_LABELS.commit(create + update, IMPORT_KIND_RULES[kind].noun)
              : IMPORT_LABELS.open}
          </Button>
        </>
      );
    case 'importing':
      return (
        <Button variant="secondary" disabled={flow.stopping} onClick={flow.cancel}>
          {flow.stopping ? IMPORT_LABELS.cancelling : IMPORT_LABELS.cancelImport}
        </Button>
      );
    case 'done':
      return (
        <>
          <Button variant="secondary" onClick={flow.startOver}>
            {IMPORT_LABELS.importAnother}
          </Button>
          <Button onClick={onClose}>{IMPORT_LABELS.close}</Button>
        </>
      );
    default:
      return (
        <>
          <Button variant="secondary" onClick={onClose}>
            {IMPORT_LABELS.close}
          </Button>
          <Button onClick={flow.startOver}>{IMPORT_LABELS.startOver}</Button>
        </>
      );
  }
}
