import styled from 'styled-components';
import { Check, X } from 'lucide-react';
import { Alert, Badge, Button, plainList } from '@trellis/ui/controls';
import { formatDate } from '@trellis/ui/format';
import { errorMessage, toast, usePermission } from '@trellis/platform';
import { APP_ROUTES, LEAVE_MESSAGES } from '@trellis/contracts/constants';
import type { LeaveDecision, LeaveRequest } from '@trellis/contracts';
import { useDecideLeave } from '../api/decide-leave';
import { usePendingLeaves } from '../api/get-pending-leaves';
import { DashboardSection } from './dashboard-section';
import { PanelBody } from './panel-states';
import { ViewAllLink } from './view-all-link';

const StyledList = styled.ul`
  ${plainList}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledName = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledMeta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledHeadActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

function dates(leave: LeaveRequest) {
  const start = formatDate(leave.start_date, { dateStyle: 'medium' });
  if (leave.start_date === leave.end_date) return start;
  return `${start} – ${formatDate(leave.end_date, { dateStyle: 'medium' })}`;
}

/** The Leave Requests panel, a preview of /leaves: pending requests, each with Approve and Reject. */
export function LeaveRequestsPanel() {
  const { data, isPending, isError, refetch } = usePendingLeaves();
  const decide = useDecideLeave();
  const canDecide = usePermission('manage_team');

  const onDecide = (leave: LeaveRequest, status: LeaveDecision) =>
    decide.mutate(
      { id: leave.id, status },
      {
        onSuccess: () =>
          toast(
            status === 'approved' ? LEAVE_MESSAGES.approved : LEAVE_MESSAGES.rejected,
            'success',
          ),
      },
    );
  const busyWith = decide.isPending ? decide.variables?.id : undefined;

  return (
    <DashboardSection
      title={LEAVE_MESSAGES.panelTitle}
      id="dashboard-leave-requests"
      aside={
        <StyledHeadActions>
          {data && data.total > 0 && <Badge tone="warning">{`${data.total} pending`}</Badge>}
          <ViewAllLink to={`${APP_ROUTES.leaves}?status=pending`} what="leave requests" />
        </StyledHeadActions>
      }
    >
      {decide.error && <Alert>{errorMessage(decide.error, LEAVE_MESSAGES.decideFailed)}</Alert>}
      <PanelBody
        loading={isPending}
        loadingLabel="Loading leave requests..."
        failed={isError}
        failedTitle={LEAVE_MESSAGES.loadFailed}
        onRetry={() => void refetch()}
        empty={data?.items.length === 0}
        emptyTitle={LEAVE_MESSAGES.noPending}
      >
        <StyledList>
          {data?.items.map((leave) => (
            <StyledItem key={leave.id}>
              <div>
                <StyledName>{leave.employee_name}</StyledName>
                <StyledMeta>
                  {`${leave.leave_type} · ${dates(leave)} · ${leave.days} day${leave.days === 1 ? '' : 's'}`}
                </StyledMeta>
                {leave.reason && <StyledMeta>{leave.reason}</StyledMeta>}
              </div>
              {canDecide && (
                <StyledActions>
                  <Button
                    size="sm"
                    icon={<Check aria-hidden size={14} />}
                    disabled={busyWith === leave.id}
                    aria-label={`${LEAVE_MESSAGES.approve} ${leave.employee_name}`}
                    onClick={() => onDecide(leave, 'approved')}
                  >
                    {LEAVE_MESSAGES.approve}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    icon={<X aria-hidden size={14} />}
                    disabled={busyWith === leave.id}
                    aria-label={`${LEAVE_MESSAGES.reject} ${leave.employee_name}`}
                    onClick={() => onDecide(leave, 'rejected')}
                  >
                    {LEAVE_MESSAGES.reject}
                  </Button>
                </StyledActions>
              )}
            </StyledItem>
          ))}
        </StyledList>
      </PanelBody>
    </DashboardSection>
  );
}
