import {
  TICKET_FIELD_LABELS,
  TICKET_MESSAGES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
} from '@trellis/contracts';
import {
  BulkActions,
  BulkSelectField,
  bulkSelectAction,
  type BulkActionsProps,
  type RowSelection,
} from '@trellis/page-kit';
import { useEngineerOptions } from '../api/get-engineer-options';
import { ticketKeys } from '../api/ticket-keys';

interface EngineerFieldProps {
  value: number | null;
  onChange: (engineerId: number | null) => void;
}

/**
 * The engineer to give every ticket, or none. Whether an engineer may take a ticket depends on
 * its end date, so the server judges each ticket and names the ones it refused.
 */
function EngineerField({ value, onChange }: EngineerFieldProps) {
  const { data = [] } = useEngineerOptions('', '');
  const options = [
    { value: '', label: TICKET_MESSAGES.unassigned },
    ...data.map((engineer) => ({ value: String(engineer.id), label: engineer.name })),
  ];
  return (
    <BulkSelectField
      label={TICKET_FIELD_LABELS.engineer_id}
      value={value === null ? '' : String(value)}
      options={options}
      onChange={(next) => onChange(next ? Number(next) : null)}
    />
  );
}

const ACTIONS: BulkActionsProps<'tickets'>['actions'] = {
  status: bulkSelectAction('status', TICKET_FIELD_LABELS.status, TICKET_STATUSES),
  priority: bulkSelectAction('priority', TICKET_FIELD_LABELS.priority, TICKET_PRIORITIES),
  engineer: {
    initial: { engineer_id: null },
    fields: (params, onChange) => (
      <EngineerField
        value={params.engineer_id as number | null}
        onChange={(engineerId) => onChange({ engineer_id: engineerId })}
      />
    ),
  },
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
