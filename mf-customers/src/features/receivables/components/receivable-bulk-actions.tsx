import { BulkActions, type BulkActionsProps, type RowSelection } from '@trellis/page-kit';

// Each invoice as its own 'Mark paid' or 'Send reminder' takes it: one it refuses (a paid one,
// say) is named with that call's reason. Neither can be undone: a payment and a mail are made.
const ACTIONS: BulkActionsProps<'receivables'>['actions'] = {
  paid: { initial: {} },
  remind: { initial: {} },
};

export interface ReceivableBulkActionsProps {
  selection: RowSelection;
}

/** The receivables list's selection bar: mark many invoices paid, or remind their customers. */
export function ReceivableBulkActions({ selection }: ReceivableBulkActionsProps) {
  return <BulkActions list="receivables" selection={selection} actions={ACTIONS} />;
}
