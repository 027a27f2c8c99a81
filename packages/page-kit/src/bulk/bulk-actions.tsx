import { lazy, Suspense, useState } from 'react';
import type { BulkList } from '@trellis/contracts';
import type { BulkActionsProps } from './bulk-panel';

export type { BulkActionSpec, BulkActionsProps } from './bulk-panel';

// The panel (the bar's actions, the dialog, a job's progress, the outcome with Undo) loads with
// the first ticked row: every list offering bulk actions ships this wrapper with its first
// screen, and most visits never tick one.
const BulkPanel = lazy(() => import('./bulk-panel').then((m) => ({ default: m.BulkPanel })));

/**
 * A list's bulk actions above its table, once a row is ticked. It stays once shown, so a run's
 * progress and its Undo outlive the selection, which a run clears.
 */
export function BulkActions<L extends BulkList>(props: BulkActionsProps<L>) {
  const [wanted, setWanted] = useState(false);
  if (!wanted && props.selection.count > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <BulkPanel {...(props as unknown as BulkActionsProps<BulkList>)} />
    </Suspense>
  );
}
