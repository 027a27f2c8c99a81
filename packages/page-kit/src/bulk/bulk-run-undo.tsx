import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BULK_LABELS, BULK_MESSAGES } from '@trellis/contracts';
import { errorMessage } from '@trellis/platform';
import { Alert, Button } from '@trellis/ui/controls';
import { getBulkRun, undoBulkRun } from './bulk-requests';

export interface BulkRunUndoProps {
  runId: number;
}

const isOpen = (until: string | null) => until !== null && Date.parse(until) > Date.now();

/**
 * Undo for a bulk action seen in the Activity log, as its toast offers it: shown to the person
 * who ran it (anyone else's run answers 404, and nothing shows) while its undo window is open.
 */
export function BulkRunUndo({ runId }: BulkRunUndoProps) {
  const client = useQueryClient();
  const run = useQuery({
    queryKey: ['bulk-run', runId],
    queryFn: () => getBulkRun(runId),
    retry: false,
  });
  const undo = useMutation({
    mutationFn: () => undoBulkRun(runId),
    // What the run changed is back: every list may show it.
    onSuccess: () => client.invalidateQueries(),
  });
  if (undo.data)
    return (
      <Alert tone={undo.data.refused.length ? 'warning' : 'success'}>
        {BULK_MESSAGES.undone(undo.data.restored, undo.data.refused.length)}
      </Alert>
    );
  if (!run.data || run.data.state !== 'done' || !isOpen(run.data.undo_until)) return null;
  return (
    <div>
      {undo.isError && <Alert>{errorMessage(undo.error, BULK_MESSAGES.undoClosed)}</Alert>}
      <Button variant="secondary" disabled={undo.isPending} onClick={() => undo.mutate()}>
        {BULK_LABELS.undo}
      </Button>
    </div>
  );
}
