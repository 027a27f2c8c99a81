import { BulkActions, type BulkActionsProps, type RowSelection } from '@trellis/page-kit';
import { leavesKeys } from '../api/leaves-keys';

// A decision is final, as one request's Approve or Reject: the server decides the pending ones
// and names each request already decided.
const ACTIONS: BulkActionsProps<'leaves'>['actions'] = {
  approve: { initial: {} },
  reject: { initial: {} },
};

export interface LeaveBulkActionsProps {
  selection: RowSelection;
}

/** The leave list's selection bar: approve or reject many requests at once. */
export function LeaveBulkActions({ selection }: LeaveBulkActionsProps) {
  // Every leave query: a decision changes the list, its counts and the month display.
  return (
    <BulkActions list="leaves" selection={selection} actions={ACTIONS} queryKey={leavesKeys.all} />
  );
}
