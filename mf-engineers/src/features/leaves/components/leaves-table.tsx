import styled from 'styled-components';
import type { LeaveDecision, LeaveRequest } from '@trellis/contracts';
import { formatDate } from '@trellis/ui/format';
import { DataTable, LeaveDecisionButtons } from '@trellis/page-kit';
import type { DataColumn, RowSelection } from '@trellis/page-kit';
import { LeaveStatusBadge } from './leave-status-badge';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledReason = styled.div`
  min-width: 12rem;
  overflow-wrap: anywhere;
`;

const StyledDecided = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const day = (iso: string) => formatDate(iso, { dateStyle: 'medium' });

/** The table's headers, in order: what its Columns menu offers. */
export const LEAVE_TABLE_COLUMNS = [
  'Engineer',
  'Type',
  'Dates',
  'Days',
  'Reason',
  'Status',
  'Actions',
] as const;
const [ENGINEER, TYPE, DATES, DAYS, REASON, STATUS, ACTIONS] = LEAVE_TABLE_COLUMNS;

/** The headers of a reader's table: Actions only for one who may decide. */
export const leaveColumnHeaders = (canDecide: boolean) =>
  LEAVE_TABLE_COLUMNS.filter((header) => canDecide || header !== ACTIONS);

export interface LeavesTableProps {
  items: LeaveRequest[];
  /** Approve and Reject show only for those who may decide (Manage Team). */
  canDecide: boolean;
  /** The request being decided, if any. */
  decidingId: number | undefined;
  onDecide: (leave: LeaveRequest, status: LeaveDecision) => void;
  /** The rows ticked for bulk actions, when the reader may take one. */
  selection?: RowSelection;
}

/** A request as its tick box and its decision buttons name it: who, and from when. */
const nameOf = (leave: LeaveRequest) => `${leave.employee_name}, ${day(leave.start_date)}`;

/** Who, what kind, from when to when, why, where it stands, and Approve or Reject while pending. */
export function LeavesTable({ canDecide, decidingId, onDecide, ...list }: LeavesTableProps) {
  const columns: DataColumn<LeaveRequest, never>[] = [
    { header: ENGINEER, cell: (leave) => leave.employee_name },
    { header: TYPE, cell: (leave) => leave.leave_type },
    {
      header: DATES,
      cell: (leave) =>
        leave.start_date === leave.end_date
          ? day(leave.start_date)
          : `${day(leave.start_date)} – ${day(leave.end_date)}`,
    },
    { header: DAYS, cell: (leave) => leave.days },
    { header: REASON, cell: (leave) => <StyledReason>{leave.reason ?? '—'}</StyledReason> },
    {
      header: STATUS,
      cell: (leave) => (
        <>
          <LeaveStatusBadge status={leave.status} />
          {leave.decided_by_name && <StyledDecided>by {leave.decided_by_name}</StyledDecided>}
        </>
      ),
    },
    {
      header: ACTIONS,
      hidden: !canDecide,
      cell: (leave) =>
        leave.status === 'pending' && (
          <StyledActions>
            <LeaveDecisionButtons
              ariaLabel={(action) => `${action}: ${nameOf(leave)}`}
              busy={decidingId === leave.id}
              onDecide={(status) => onDecide(leave, status)}
            />
          </StyledActions>
        ),
    },
  ];
  return <DataTable label="Leave requests" columns={columns} rowLabel={nameOf} {...list} />;
}
