import { queryOptions } from '@tanstack/react-query';
import {
  TICKET_FIELD_LABELS,
  TICKET_MESSAGES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
} from '@trellis/contracts';
import {
  BulkActions,
  bulkSelectAction,
  type BulkActionsProps,
  type RowSelection,
} from '@trellis/page-kit';
import { engineerOptionsQuery } from '../api/get-engineer-options';
import { ticketKeys } from '../api/ticket-keys';

const ACTIONS: BulkActionsProps<'tickets'>['actions'] = {
  status: bulkSelectAction('status', TICKET_FIELD_LABELS.status, TICKET_STATUSES),
  priority: bulkSelectAction('priority', TICKET_FIELD_LABELS.priority, TICKET_PRIORITIES),
  // The engineer to give every ticket, or none. Whether an engineer may take a ticket depends on
  // its end date, so the server judges each ticket and names the ones it refused.
  engineer: bulkSelectAction(
    'engineer_id',
    TICKET_FIELD_LABELS.engineer_id,
    [{ value: '', label: TICKET_MESSAGES.unassigned }],
    {
      load: queryOptions({
        ...engineerOptionsQuery('', ''),
        select: (engineers) =>
          engineers.map(({ id, name }) => ({ value: String(id), label: name })),
      }),
      parse: (value) => (value ? Number(value) : null),
    },
  ),
  delete: { initial: {} },
};

export interface TicketBulkActionsProps {
  selection: RowSelection;
}

/** The tickets list's selection bar: status, priority, engineer and delete for many at once. */
export function TicketBulkActions({ selection }: TicketBulkActionsProps) {
  // Every ticket query: a bulk change moves tickets between the list, calendar and board.
  return (
    <BulkActions list="tickets" selection={selection} actions={ACTIONS} queryKey={ticketKeys.all} />
  );
}
