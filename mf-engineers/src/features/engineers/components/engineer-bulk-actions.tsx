import { ENGINEER_EDITABLE_STATUSES } from '@trellis/contracts';
import {
  BulkActions,
  bulkSelectAction,
  type BulkActionsProps,
  type RowSelection,
} from '@trellis/page-kit';

// The edit form's choices and label: an invitee's status is not staff's to set, so the server
// names each invited engineer it left as it was.
const ACTIONS: BulkActionsProps<'engineers'>['actions'] = {
  status: bulkSelectAction('status', 'Status', ENGINEER_EDITABLE_STATUSES),
};

export interface EngineerBulkActionsProps {
  selection: RowSelection;
}

/** The engineers list's selection bar: set many engineers active or inactive at once. */
export function EngineerBulkActions({ selection }: EngineerBulkActionsProps) {
  return <BulkActions list="engineers" selection={selection} actions={ACTIONS} />;
}
