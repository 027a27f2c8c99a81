import {
  TICKET_MESSAGES,
  TICKET_ROW_ACTIONS,
  TICKET_TABLE_COLUMNS,
  type TicketListItem,
  type TicketSortField,
} from '@trellis/contracts';
import {
  CustomerCell,
  DataTable,
  RecordRowMenu,
  StackedCell,
  type DataColumn,
  type ListTableProps,
  type RecordRowHandlers,
} from '@trellis/page-kit';
import { usePermission } from '@trellis/platform';
import { ticketDateRange, ticketTime } from '../utils/ticket-format';
import { TicketEngineerSelect } from './ticket-engineer-select';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketStatusSelect } from './ticket-status-select';

// Seven columns share the row, so a stack of lines may narrow further than the usual 10rem.
const STACK_WIDTH = '9rem';

const [TICKET, LOCATION, DATE_TIME, CUSTOMER, ENGINEER, STATUS, ACTIONS] = TICKET_TABLE_COLUMNS;

export type TicketsTableProps = RecordRowHandlers<TicketListItem> &
  ListTableProps<TicketListItem, TicketSortField> & {
    /** A row's status or engineer save failed (the server's reason), or the next one succeeded. */
    onSaveResult: (error: string | null) => void;
  };

/**
 * The seven columns of the tickets table; status and engineer save from the row, for a user who may
 * work on tickets (Update Tickets or Update).
 */
export function TicketsTable({
  items,
  sort,
  onSortChange,
  onSaveResult,
  selection,
  ...actions
}: TicketsTableProps) {
  const canWork = usePermission('update_tickets', 'update');
  const columns: DataColumn<TicketListItem, TicketSortField>[] = [
    {
      header: TICKET,
      sortField: 'code',
      cell: (ticket) => (
        <StackedCell
          title={ticket.code}
          notes={[ticket.task_name, `${ticket.priority} priority`]}
          minWidth={STACK_WIDTH}
        />
      ),
    },
    { header: LOCATION, cell: (ticket) => ticket.location || '—' },
    {
      header: DATE_TIME,
      sortField: 'task_start_date',
      cell: (ticket) => (
        <StackedCell
          title={ticketDateRange(ticket)}
          notes={[ticketTime(ticket)]}
          minWidth={STACK_WIDTH}
        />
      ),
    },
    {
      header: CUSTOMER,
      sortField: 'customer_name',
      cell: (ticket) => (
        <CustomerCell
          name={ticket.customer_name}
          code={ticket.customer_code}
          minWidth={STACK_WIDTH}
        />
      ),
    },
    {
      header: ENGINEER,
      sortField: 'engineer_name',
      cell: (ticket) =>
        canWork ? (
          <TicketEngineerSelect ticket={ticket} onSaveResult={onSaveResult} />
        ) : (
          (ticket.engineer_name ?? TICKET_MESSAGES.unassigned)
        ),
    },
    {
      header: STATUS,
      sortField: 'status',
      cell: (ticket) =>
        canWork ? (
          <TicketStatusSelect ticket={ticket} onSaveResult={onSaveResult} />
        ) : (
          <TicketStatusBadge status={ticket.status} />
        ),
    },
    {
      header: ACTIONS,
      cell: (ticket) => (
        <RecordRowMenu
          record={ticket}
          name={ticket.code}
          labels={TICKET_ROW_ACTIONS}
          {...actions}
        />
      ),
    },
  ];
  return (
    <DataTable
      label="Tickets"
      items={items}
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      selection={selection}
      rowLabel={(ticket) => ticket.code}
    />
  );
}
