import styled from 'styled-components';
import {
  Avatar,
  formatDate,
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
  hoursToTaskTime,
  LEAD_TABLE_COLUMNS,
  type Lead,
  type LeadSortField,
} from '@trellis/contracts';
import { LeadRowActions, type LeadRowActionsProps } from './lead-row-actions';
import { LeadStatusCell } from './lead-status-cell';
import { LeadTicketCell } from './lead-ticket-cell';

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 10rem;
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

const [LEAD, CUSTOMER, DATE_TIME, STATUS, TICKET, ACTIONS] = LEAD_TABLE_COLUMNS;

/** 12 Jan 2026 – 13 Jan 2026, or one date when the task is a single day. */
function dateRange(lead: Lead): string {
  const start = lead.task_start_date ? formatDate(lead.task_start_date) : '—';
  if (!lead.task_end_date || lead.task_end_date === lead.task_start_date) return start;
  return `${start} – ${formatDate(lead.task_end_date)}`;
}

export type LeadsTableProps = Omit<LeadRowActionsProps, 'lead'> & {
  items: Lead[];
  sort: SortState<LeadSortField>;
  onSortChange: (next: SortState<LeadSortField>) => void;
  onChangeStatus: (lead: Lead) => void;
};

/** The six lead columns; the first four sort. */
export function LeadsTable({
  items,
  sort,
  onSortChange,
  onChangeStatus,
  ...actions
}: LeadsTableProps) {
  const header = { sort, onSortChange };
  return (
    <TableContainer>
      <Table aria-label="Leads">
        <TableHead>
          <TableRow>
            <SortableHeader field="code" label={LEAD} {...header} />
            <SortableHeader field="customer_name" label={CUSTOMER} {...header} />
            <SortableHeader field="task_start_date" label={DATE_TIME} {...header} />
            <SortableHeader field="status" label={STATUS} {...header} />
            <TableHeaderCell>{TICKET}</TableHeaderCell>
            <TableHeaderCell>{ACTIONS}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((lead) => (
            <TableRow key={lead.id}>
              <TableCell>
                <StyledStack>
                  <strong>{lead.code}</strong>
                  <span>{lead.task_name}</span>
                </StyledStack>
              </TableCell>
              <TableCell>
                <StyledCustomer>
                  <Avatar name={lead.customer_name} src={lead.profile_image} size="sm" />
                  <StyledStack>
                    <strong>{lead.customer_name}</strong>
                    <span>{lead.customer_code}</span>
                  </StyledStack>
                </StyledCustomer>
              </TableCell>
              <TableCell>
                <StyledStack>
                  <strong>{dateRange(lead)}</strong>
                  <span>
                    {lead.task_time_hours !== null && `${hoursToTaskTime(lead.task_time_hours)} `}
                    {lead.timezone}
                  </span>
                </StyledStack>
              </TableCell>
              <TableCell>
                <LeadStatusCell lead={lead} onChangeStatus={onChangeStatus} />
              </TableCell>
              <TableCell>
                <LeadTicketCell lead={lead} />
              </TableCell>
              <TableCell>
                <LeadRowActions lead={lead} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
