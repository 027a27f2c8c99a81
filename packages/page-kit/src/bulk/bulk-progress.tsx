import { BULK_LABELS, BULK_MESSAGES, type BulkRun } from '@trellis/contracts';
import { RunProgress } from '../run-progress';
import { StyledBulkBar } from './selection-bar';

export interface BulkProgressProps {
  run: BulkRun;
  onStop: () => void;
}

/** A bulk job at work, where the selection bar was: how far it has got, and Stop (between batches). */
export function BulkProgress({ run, onStop }: BulkProgressProps) {
  const { processed, total } = run;
  return (
    <StyledBulkBar aria-label={BULK_LABELS.actions}>
      <RunProgress
        label={BULK_MESSAGES.started(total)}
        done={processed}
        total={total}
        text={BULK_LABELS.progress(processed, total)}
        stop={{ label: BULK_LABELS.cancelJob, onStop }}
      />
    </StyledBulkBar>
  );
}
