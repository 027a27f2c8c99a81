import styled from 'styled-components';
import { Check, X } from 'lucide-react';
import { LEAVE_MESSAGES, type LeaveDecision, type LeaveRequest } from '@trellis/contracts';
import { Button } from '@trellis/ui/controls';
import { formatDate } from '@trellis/ui/format';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@trellis/ui/lists';
import { LeaveStatusBadge } from './leave-status-badge';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledReason = styled(TableCell)`
  min-width: 12rem;
  overflow-wrap: anywhere;
`;

const StyledDecided = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const day = (iso: string) => formatDate(iso, { dateStyle: 'medium' });

export interface LeavesTableProps {
  items: LeaveRequest[];
  /** Approve and Reject show only for those who may decide (Manage Team). */
  canDecide: boolean;
  /** The request being decided, if any. */
  decidingId: number | undefined;
  onDecide: (leave: LeaveRequest, status: LeaveDecision) => void;
}

/** Who, what kind, from when to when, why, where it stands, and Approve or Reject while pending. */
export function LeavesTable({ items, canDecide, decidingId, onDecide }: LeavesTableProps) {
  return (
    <TableContainer>
      <Table aria-label="Leave requests">
        <TableHead>
          <TableRow>
            <TableHeaderCell>Engineer</TableHeaderCell>
            <TableHeaderCell>Type</TableHeaderCell>
            <TableHeaderCell>Dates</TableHeaderCell>
            <TableHeaderCell>Days</TableHeaderCell>
            <TableHeaderCell>Reason</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
            {canDecide && <TableHeaderCell>Actions</TableHeaderCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((leave) => (
            <TableRow key={leave.id}>
              <TableCell>{leave.employee_name}</TableCell>
              <TableCell>{leave.leave_type}</TableCell>
              <TableCell>
                {leave.start_date === leave.end_date
                  ? day(leave.start_date)
                  : `${day(leave.start_date)} – ${day(leave.end_date)}`}
              </TableCell>
              <TableCell>{leave.days}</TableCell>
              <StyledReason>{leave.reason ?? '—'}</StyledReason>
              <TableCell>
                <LeaveStatusBadge status={leave.status} />
                {leave.decided_by_name && <StyledDecided>by {leave.decided_by_name}</StyledDecided>}
              </TableCell>
              {canDecide && (
                <TableCell>
                  {leave.status === 'pending' && (
                    <StyledActions>
                      <Button
                        size="sm"
                        icon={<Check aria-hidden size={14} />}
                        disabled={decidingId === leave.id}
                        aria-label={`${LEAVE_MESSAGES.approve}: ${leave.employee_name}, ${day(leave.start_date)}`}
                        onClick={() => onDecide(leave, 'approved')}
                      >
                        {LEAVE_MESSAGES.approve}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        icon={<X aria-hidden size={14} />}
                        disabled={decidingId === leave.id}
                        aria-label={`${LEAVE_MESSAGES.reject}: ${leave.employee_name}, ${day(leave.start_date)}`}
                        onClick={() => onDecide(leave, 'rejected')}
                      >
                        {LEAVE_MESSAGES.reject}
                      </Button>
                    </StyledActions>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
