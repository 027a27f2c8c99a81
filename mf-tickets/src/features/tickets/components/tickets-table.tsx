import styled from 'styled-components';
import {
  Avatar,
  SortableHeader,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableHeaderCell,
  TableRow,
  type SortState,
} from '@trellis/ui';
import {
  TICKET_MESSAGES,
  TICKET_TABLE_COLUMNS,
  type TicketListItem,
  type TicketSortField,
} from '@trellis/contracts';
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
  const header = { sort, onSortChange };
  const canWork = usePermission('update_tickets', 'update');
  return (
    <TableContainer>
      <Table aria-label="Tickets">
        <TableHead>
          <TableRow>
            <SortableHeader field="code" label={TICKET} {...header} />
            <TableHeaderCell>{LOCATION}</TableHeaderCell>
            <SortableHeader field="task_start_date" label={DATE_TIME} {...header} />
            <SortableHeader field="customer_name" label={CUSTOMER} {...header} />
            <SortableHeader field="engineer_name" label={ENGINEER} {...header} />
            <SortableHeader field="status" label={STATUS} {...header} />
            <TableHeaderCell>{ACTIONS}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((ticket) => (
            <TableRow key={ticket.id}>
              <TableCell>
                <StyledStack>
                  <strong>{ticket.code}</strong>
                  <span>{ticket.task_name}</span>
                  <span>{ticket.priority} priority</span>
                </StyledStack>
              </TableCell>
              <TableCell>{ticket.location || '—'}</TableCell>
              <TableCell>
                <StyledStack>
                  <strong>{ticketDateRange(ticket)}</strong>
                  <span>{ticketTime(ticket)}</span>
                </StyledStack>
              </TableCell>
              <TableCell>
                <StyledCustomer>
                  <Avatar name={ticket.customer_name} size="sm" />
                  <StyledStack>
                    <strong>{ticket.customer_name}</strong>
                    <span>{ticket.customer_code}</span>
                  </StyledStack>
                </StyledCustomer>
              </TableCell>
              <TableCell>
                {canWork ? (
                  <TicketEngineerSelect ticket={ticket} onSaveResult={onSaveResult} />
                ) : (
                  (ticket.engineer_name ?? TICKET_MESSAGES.unassigned)
                )}
              </TableCell>
              <TableCell>
                {canWork ? (
                  <TicketStatusSelect ticket={ticket} onSaveResult={onSaveResult} />
                ) : (
                  <TicketStatusBadge status={ticket.status} />
                )}
              </TableCell>
              <TableCell>
                <TicketRowActions ticket={ticket} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
