import { useId, useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { toast } from '@trellis/platform';
import { IMPORT_KIND_RULES, type DataImport, type ImportKind } from '@trellis/contracts';
import { Alert } from '@trellis/ui/controls';
import { Modal } from '@trellis/ui/dialogs';
import { FileStep } from './file-step';
import { importBlocker } from './import-blocker';
import { ImportFooter } from './import-footer';
import { StyledStack } from './import-layout';
import { ImportOutcome } from './import-outcome';
import { ImportProgress } from './import-progress';
import { ImportSteps } from './import-steps';
import { ReviewStep } from './review-step';
import { useDataImport } from './use-data-import';
import { isEnded } from './use-import-follow';
import { IMPORT_LABELS } from './import-labels';

export interface ImportDialogProps {
  kind: ImportKind;
  open: boolean;
  onClose: () => void;
  queryKey?: QueryKey;
  onImported?: (result: DataImport) => void;
  /** Filters the list to an import's records; without it, the outcome offers no such link. */
  onShowImported?: (importId: number) => void;
}

/**
 * Importing a file into a list: choose it, check its columns and what it would do, import. Closed
 * before importing, the import is cancelled; closed while importing, it goes on, a toast tells its
 * end, and opening the dialog again shows its progress.
 */
export function ImportDialog({
  kind,
  open,
  onClose,
  queryKey,
  onImported,
  onShowImported,
}: ImportDialogProps) {
  const rule = IMPORT_KIND_RULES[kind];
  const blockerId = useId();
  const flow = useDataImport({
    kind,
    queryKey,
    onEnd: (result) => {
      const done = result.state === 'done';
      if (done) onImported?.(result);
      // Closed while importing: the end is told where the reader is.
      if (open) return;
      const { create, update } = result.counts;
      if (done) toast(IMPORT_LABELS.finished(rule.label, create, update), 'success');
      else toast(result.error ?? IMPORT_LABELS.failed, 'error');
    },
  });
  const { current } = flow;
  const importing = current?.state === 'importing';
  // Opened again, it starts afresh, unless an import it started is still being written.
  const [shown, setShown] = useState(open);
  if (open !== shown) {
    setShown(open);
    if (open && !importing) flow.reset();
  }
  const handleClose = () => {
    if (!importing) flow.leave();
    onClose();
  };

  const blocker = importBlocker(current, flow.mappingChanged);
  const ended = current ? isEnded(current.state) : false;
  const total = current ? current.counts.create + current.counts.update : 0;
  return (
    <Modal
      open={open}
      onClose={handleClose}
      title={IMPORT_LABELS.title(rule.noun.many)}
      size="lg"
      // A stray click beside it would cancel an import in preview.
      closeOnOverlayClick={false}
      footer={
        <ImportFooter
          kind={kind}
          flow={flow}
          blocker={blocker}
          blockerId={blockerId}
          onClose={handleClose}
        />
      }
    >
      <StyledStack>
        <ImportSteps step={!current ? 1 : flow.committed ? 3 : 2} />
        {flow.problem && <Alert>{flow.problem}</Alert>}
        {!current ? (
          <FileStep
            kind={kind}
            mode={flow.mode}
            uploading={flow.pending ? (flow.file?.name ?? '') : null}
            onFile={flow.choose}
            onModeChange={flow.changeMode}
          />
        ) : ended ? (
          <ImportOutcome
            result={current}
            onShowImported={
              onShowImported &&
              (() => {
                onShowImported(current.id);
                handleClose();
              })
            }
          />
        ) : importing ? (
          <ImportProgress
            label={IMPORT_LABELS.importing(total, rule.noun)}
            done={flow.progress?.done ?? 0}
            total={total}
          />
        ) : (
          <ReviewStep kind={kind} flow={flow} blocker={blocker} blockerId={blockerId} />
        )}
      </StyledStack>
    </Modal>
  );
}
