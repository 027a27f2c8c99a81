import styled from 'styled-components';
import { Avatar } from '@trellis/ui/controls';
import { type SortState } from '@trellis/ui/lists';
import {
  TICKET_MESSAGES,
  TICKET_TABLE_COLUMNS,
  type TicketListItem,
  type TicketSortField,
} from '@trellis/contracts';
import { DataTable, type DataColumn } from '@trellis/page-kit';
import { usePermission } from '@trellis/platform';
import { ticketDateRange, ticketTime } from '../utils/ticket-format';
import { TicketEngineerSelect } from './ticket-engineer-select';
import { TicketRowActions, type TicketRowActionsProps } from './ticket-row-actions';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketStatusSelect } from './ticket-status-select';

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 9rem;
  overflow-wrap: break-word;
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledCustomer = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const [TICKET, LOCATION, DATE_TIME, CUSTOMER, ENGINEER, STATUS, ACTIONS] = TICKET_TABLE_COLUMNS;

export type TicketsTableProps = Omit<TicketRowActionsProps, 'ticket'> & {
  items: TicketListItem[];
  sort: SortState<TicketSortField>;
  onSortChange: (next: SortState<TicketSortField>) => void;
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
  ...actions
}: TicketsTableProps) {
  const canWork = usePermission('update_tickets', 'update');
  const columns: DataColumn<TicketListItem, TicketSortField>[] = [
    {
      header: TICKET,
      sortField: 'code',
      cell: (ticket) => (
        <StyledStack>
          <strong>{ticket.code}</strong>
          <span>{ticket.task_name}</span>
          <span>{ticket.priority} priority</span>
        </StyledStack>
      ),
    },
    { header: LOCATION, cell: (ticket) => ticket.location || '—' },
    {
      header: DATE_TIME,
      sortField: 'task_start_date',
      cell: (ticket) => (
        <StyledStack>
          <strong>{ticketDateRange(ticket)}</strong>
          <span>{ticketTime(ticket)}</span>
        </StyledStack>
      ),
    },
    {
      header: CUSTOMER,
      sortField: 'customer_name',
      cell: (ticket) => (
        <StyledCustomer>
          <Avatar name={ticket.customer_name} size="sm" />
          <StyledStack>
            <strong>{ticket.customer_name}</strong>
            <span>{ticket.customer_code}</span>
          </StyledStack>
        </StyledCustomer>
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
    { header: ACTIONS, cell: (ticket) => <TicketRowActions ticket={ticket} {...actions} /> },
  ];
  return (
    <DataTable
      label="Tickets"
      rows={items}
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
    />
  );
}
