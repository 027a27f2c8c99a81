import { type ReactNode, useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { toast } from '@trellis/platform';
import {
  BULK_MESSAGES,
  type BulkActionName,
  type BulkList,
  type BulkRun,
} from '@trellis/contracts';
import { Button } from '@trellis/ui/controls';
import { BulkActionDialog } from './bulk-action-dialog';
import { BulkFailuresDialog } from './bulk-failures-dialog';
import { BulkProgress } from './bulk-progress';
import { BulkUndoNotice } from './bulk-undo-notice';
import { SelectionBar } from './selection-bar';
import { SelectionExportLink } from './selection-export-link';
import { useBulkOffers } from './use-bulk-offers';
import { useBulkRun } from './use-bulk-run';
import type { RowSelection } from './use-row-selection';

type Params = Record<string, unknown>;

/** How a list page fills in one bulk action: its parameters and the fields that set them. */
export interface BulkActionSpec<P extends Params = Params> {
  /** The parameters when the action's dialog opens (`{}` for a delete). */
  initial: P;
  /** The dialog's fields for the parameters, controlled by the dialog. */
  fields?(params: P, onChange: (next: P) => void): ReactNode;
}

export interface BulkActionsProps<L extends BulkList> {
  list: L;
  selection: RowSelection;
  /** The actions this page offers, by the contract's names; the reader's permissions filter them. */
  actions: Partial<Record<BulkActionName<L>, BulkActionSpec>>;
  /** The queries a run may change (default: every query under the list's name). */
  queryKey?: QueryKey;
}

const undoable = (run: BulkRun) =>
  run.state !== 'undone' && run.undo_until !== null && Date.parse(run.undo_until) > Date.now();

const outcome = (run: BulkRun) =>
  run.state === 'cancelled'
    ? BULK_MESSAGES.cancelled(run.succeeded)
    : BULK_MESSAGES.done(run.succeeded, run.failures.length);

/**
 * A list's bulk actions above its table: the selection bar with the actions the reader may take,
 * the confirm dialog, a job's progress, the outcome with Undo, and what could not be changed.
 */
export function BulkPanel<L extends BulkList>({
  list,
  selection,
  actions,
  queryKey,
}: BulkActionsProps<L>) {
  const offers = useBulkOffers(list).filter(([action]) => actions[action]);
  // The last action chosen stays while its dialog closes, so the closing dialog keeps its title.
  const [chosen, setChosen] = useState<BulkActionName<L> | null>(null);
  const [asking, setAsking] = useState(false);
  // As it was when asked: a run that ends at once clears the selection while the dialog closes.
  const [askedCount, setAskedCount] = useState(0);
  const [params, setParams] = useState<Params>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [showFailures, setShowFailures] = useState(false);
  const bulk = useBulkRun({
    list,
    queryKey,
    onFinished: (run) => {
      selection.clear();
      setShowFailures(run.failures.length > 0);
      // With Undo the outcome stays on screen (below); without, the usual toast tells it.
      if (!undoable(run)) toast(outcome(run), run.failures.length ? 'warning' : 'success');
    },
  });
  const spec = chosen && actions[chosen];
  const offer = offers.find(([action]) => action === chosen)?.[1];

  const choose = (action: BulkActionName<L>) => {
    setParams(actions[action]?.initial ?? {});
    setError(null);
    setChosen(action);
    setAskedCount(selection.count);
    setAsking(true);
  };
  const handleApply = async () => {
    if (!chosen || !selection.selection) return;
    setPending(true);
    try {
      await bulk.start({ action: chosen, params, selection: selection.selection });
      setAsking(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  };

  const { finished, undone } = bulk;
  return (
    <>
      {bulk.running ? (
        <BulkProgress run={bulk.running} onStop={() => void bulk.cancel()} />
      ) : (
        <SelectionBar selection={selection}>
          {offers.map(([action, { label }]) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'delete' ? 'danger' : 'secondary'}
              onClick={() => choose(action)}
            >
              {label}
            </Button>
          ))}
          <SelectionExportLink list={list} selection={selection.selection} />
        </SelectionBar>
      )}
      <BulkActionDialog
        open={asking}
        title={offer?.label ?? ''}
        count={askedCount}
        destructive={chosen === 'delete'}
        fields={spec?.fields?.(params, setParams)}
        pending={pending}
        error={error}
        onApply={() => void handleApply()}
        onClose={() => setAsking(false)}
      />
      {finished && (
        <BulkFailuresDialog
          open={showFailures}
          onClose={() => setShowFailures(false)}
          summary={outcome(finished)}
          failures={finished.failures}
          fileName={`${list}-${finished.action}-failures.csv`}
        />
      )}
      {finished && undoable(finished) && (
        <BulkUndoNotice
          message={outcome(finished)}
          until={finished.undo_until!}
          onUndo={() => void bulk.undo(finished)}
          onDismiss={bulk.dismiss}
        />
      )}
      {undone && (
        <BulkFailuresDialog
          open={undone.refused.length > 0}
          onClose={bulk.dismissUndone}
          summary={BULK_MESSAGES.undone(undone.restored, undone.refused.length)}
          failures={undone.refused}
          fileName={`${list}-undo-refused.csv`}
        />
      )}
    </>
  );
}
