import styled from 'styled-components';
import { Badge } from '@trellis/ui/controls';
import { formatDate } from '@trellis/ui/format';
import { errorMessage, usePermission } from '@trellis/platform';
import { APP_ROUTES, LEAVE_MESSAGES } from '@trellis/contracts/constants';
import type { LeaveDecision, LeaveRequest } from '@trellis/contracts';
import {
  LeaveDecisionButtons,
  StyledMutedLine,
  StyledRowActions,
  toastLeaveDecided,
} from '@trellis/page-kit';
import { useDecideLeave } from '../api/decide-leave';
import { usePendingLeaves } from '../api/get-pending-leaves';
import { PreviewPanel, StyledPreviewItem, StyledPreviewTitle } from './preview-panel';

const StyledItem = styled(StyledPreviewItem)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

function dates(leave: LeaveRequest) {
  const start = formatDate(leave.start_date, { dateStyle: 'medium' });
  if (leave.start_date === leave.end_date) return start;
  return `${start} – ${formatDate(leave.end_date, { dateStyle: 'medium' })}`;
}

/** The Leave Requests panel, a preview of /leaves: pending requests, each with Approve and Reject. */
export function LeaveRequestsPanel() {
  const pending = usePendingLeaves();
  const { data } = pending;
  const decide = useDecideLeave();
  const canDecide = usePermission('manage_team');

  const onDecide = (leave: LeaveRequest, status: LeaveDecision) =>
    decide.mutate({ id: leave.id, status }, { onSuccess: () => toastLeaveDecided(status) });
  const busyWith = decide.isPending ? decide.variables?.id : undefined;

  return (
    <PreviewPanel
      title={LEAVE_MESSAGES.panelTitle}
      id="dashboard-leave-requests"
      aside={data && data.total > 0 && <Badge tone="warning">{`${data.total} pending`}</Badge>}
      viewAll={{ to: `${APP_ROUTES.leaves}?status=pending`, what: 'leave requests' }}
      failure={decide.error ? errorMessage(decide.error, LEAVE_MESSAGES.decideFailed) : undefined}
      query={pending}
      loadingLabel="Loading leave requests..."
      failedTitle={LEAVE_MESSAGES.loadFailed}
      emptyTitle={LEAVE_MESSAGES.noPending}
      item={(leave) => (
        <StyledItem key={leave.id}>
          <div>
            <StyledPreviewTitle>{leave.employee_name}</StyledPreviewTitle>
            <StyledMutedLine>
              {`${leave.leave_type} · ${dates(leave)} · ${leave.days} day${leave.days === 1 ? '' : 's'}`}
            </StyledMutedLine>
            {leave.reason && <StyledMutedLine>{leave.reason}</StyledMutedLine>}
          </div>
          {canDecide && (
            <StyledRowActions>
              <LeaveDecisionButtons
                ariaLabel={(action) => `${action} ${leave.employee_name}`}
                busy={busyWith === leave.id}
                onDecide={(status) => onDecide(leave, status)}
              />
            </StyledRowActions>
          )}
        </StyledItem>
      )}
    />
  );
}
