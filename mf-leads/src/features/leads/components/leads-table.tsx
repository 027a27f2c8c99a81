import { Copy } from 'lucide-react';
import { formatDate } from '@trellis/ui/format';
import {
  hoursToTaskTime,
  LEAD_TABLE_COLUMNS,
  type Lead,
  type LeadSortField,
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
import { LeadStatusCell } from './lead-status-cell';
import { LeadTicketCell } from './lead-ticket-cell';

const [LEAD, CUSTOMER, DATE_TIME, STATUS, TICKET, ACTIONS] = LEAD_TABLE_COLUMNS;

/** 12 Jan 2026 – 13 Jan 2026, or one date when the task is a single day. */
function dateRange(lead: Lead): string {
  const start = lead.task_start_date ? formatDate(lead.task_start_date) : '—';
  if (!lead.task_end_date || lead.task_end_date === lead.task_start_date) return start;
  return `${start} – ${formatDate(lead.task_end_date)}`;
}

export type LeadsTableProps = RecordRowHandlers<Lead> &
  ListTableProps<Lead, LeadSortField> & {
    onChangeStatus: (lead: Lead) => void;
    onClone: (lead: Lead) => void;
  };

/** The six lead columns; the first four sort. */
export function LeadsTable({
  items,
  sort,
  onSortChange,
  onChangeStatus,
  onClone,
  selection,
  ...actions
}: LeadsTableProps) {
  const columns: DataColumn<Lead, LeadSortField>[] = [
    {
      header: LEAD,
      sortField: 'code',
      cell: (lead) => <StackedCell title={lead.code} notes={[lead.task_name]} />,
    },
    {
      header: CUSTOMER,
      sortField: 'customer_name',
      cell: (lead) => (
        <CustomerCell
          name={lead.customer_name}
          code={lead.customer_code}
          image={lead.profile_image}
        />
      ),
    },
    {
      header: DATE_TIME,
      sortField: 'task_start_date',
      cell: (lead) => (
        <StackedCell
          title={dateRange(lead)}
          notes={[
            <>
              {lead.task_time_hours !== null && `${hoursToTaskTime(lead.task_time_hours)} `}
              {lead.timezone}
            </>,
          ]}
        />
      ),
    },
    {
      header: STATUS,
      sortField: 'status',
      cell: (lead) => <LeadStatusCell lead={lead} onChangeStatus={onChangeStatus} />,
    },
    { header: TICKET, cell: (lead) => <LeadTicketCell lead={lead} /> },
    {
      header: ACTIONS,
      cell: (lead) => (
        <RecordRowMenu
          record={lead}
          name={lead.code}
          create={{
            key: 'clone',
            label: 'Clone',
            icon: <Copy aria-hidden size={16} />,
            onSelect: onClone,
          }}
          {...actions}
        />
      ),
    },
  ];
  return (
    <DataTable
      label="Leads"
      items={items}
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      selection={selection}
      rowLabel={(lead) => lead.code}
    />
  );
}
