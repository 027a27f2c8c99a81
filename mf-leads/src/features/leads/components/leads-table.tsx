import styled from 'styled-components';
import { Avatar } from '@trellis/ui/controls';
import { formatDate } from '@trellis/ui/format';
import { type SortState } from '@trellis/ui/lists';
import {
  hoursToTaskTime,
  LEAD_TABLE_COLUMNS,
  type Lead,
  type LeadSortField,
} from '@trellis/contracts';
import { DataTable, type DataColumn } from '@trellis/page-kit';
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
  const columns: DataColumn<Lead, LeadSortField>[] = [
    {
      header: LEAD,
      sortField: 'code',
      cell: (lead) => (
        <StyledStack>
          <strong>{lead.code}</strong>
          <span>{lead.task_name}</span>
        </StyledStack>
      ),
    },
    {
      header: CUSTOMER,
      sortField: 'customer_name',
      cell: (lead) => (
        <StyledCustomer>
          <Avatar name={lead.customer_name} src={lead.profile_image} size="sm" />
          <StyledStack>
            <strong>{lead.customer_name}</strong>
            <span>{lead.customer_code}</span>
          </StyledStack>
        </StyledCustomer>
      ),
    },
    {
      header: DATE_TIME,
      sortField: 'task_start_date',
      cell: (lead) => (
        <StyledStack>
          <strong>{dateRange(lead)}</strong>
          <span>
            {lead.task_time_hours !== null && `${hoursToTaskTime(lead.task_time_hours)} `}
            {lead.timezone}
          </span>
        </StyledStack>
      ),
    },
    {
      header: STATUS,
      sortField: 'status',
      cell: (lead) => <LeadStatusCell lead={lead} onChangeStatus={onChangeStatus} />,
    },
    { header: TICKET, cell: (lead) => <LeadTicketCell lead={lead} /> },
    { header: ACTIONS, cell: (lead) => <LeadRowActions lead={lead} {...actions} /> },
  ];
  return (
    <DataTable
      label="Leads"
      rows={items}
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
    />
  );
}
