import { CUSTOMER_STATUSES } from '@trellis/contracts';
import {
  BulkActions,
  bulkSelectAction,
  type BulkActionsProps,
  type RowSelection,
} from '@trellis/page-kit';

const ACTIONS: BulkActionsProps<'customers'>['actions'] = {
  status: bulkSelectAction('status', 'Status', CUSTOMER_STATUSES),
  delete: { initial: {} },
};

export interface CustomerBulkActionsProps {
  selection: RowSelection;
}

/** The customers list's selection bar: set active or inactive, or delete, many at once. */
export function CustomerBulkActions({ selection }: CustomerBulkActionsProps) {
  return <BulkActions list="customers" selection={selection} actions={ACTIONS} />;
}
