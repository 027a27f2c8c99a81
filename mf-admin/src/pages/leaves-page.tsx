import { CalendarOff } from 'lucide-react';
import { LEAVE_MESSAGES, type LeaveDecision, type LeaveRequest } from '@trellis/contracts';
import { errorMessage, toast, usePermission } from '@trellis/platform';
import { Alert, PageHeader, Pagination, pageCountOf, usePageClamp } from '@trellis/ui';
import { ListBody } from '../components/list-body';
import { StyledPage } from '../components/page-layout';
import { useDecideLeave } from '../features/leaves/api/decide-leave';
import { useLeaves } from '../features/leaves/api/get-leaves';
import { LeaveFilters } from '../features/leaves/components/leave-filters';
import { LeavesTable } from '../features/leaves/components/leaves-table';
import { useLeavesListParams } from '../features/leaves/hooks/use-leaves-list-params';
import { useLeavesLiveUpdates } from '../features/leaves/hooks/use-leaves-live-updates';

/** /leaves: every leave request, filtered in the address, decided by those who manage the team. */
export function LeavesPage() {
  const { query, setPage, setStatus, setSearch } = useLeavesListParams();
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useLeaves(query);
  const decide = useDecideLeave();
  const canDecide = usePermission('manage_team');
  useLeavesLiveUpdates();

  const pageCount = data && pageCountOf(data.total, query.limit);
  const clamping = usePageClamp({ page: query.page, pageCount, onPageChange: setPage });
  const filtered = query.search !== '' || query.status !== 'all';

  const handleDecide = (leave: LeaveRequest, status: LeaveDecision) =>
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

  return (
    <StyledPage>
      <PageHeader title="Leaves" description="Leave requests from engineers, newest first." />
      <LeaveFilters query={query} onSearchCommit={setSearch} onStatusChange={setStatus} />
      {decide.error && <Alert>{errorMessage(decide.error, LEAVE_MESSAGES.decideFailed)}</Alert>}
      <ListBody
        loading={isPending || clamping || (isPlaceholderData && data.items.length === 0)}
        loadingLabel="Loading leave requests..."
        failed={isError}
        failedTitle={LEAVE_MESSAGES.loadFailed}
        onRetry={() => void refetch()}
        empty={data?.items.length === 0}
        emptyTitle={filtered ? 'No leave requests match' : 'No leave requests yet'}
        emptyDescription={
          filtered
            ? 'Try another name or status.'
            : 'Requests engineers make in the mobile app show here.'
        }
        emptyIcon={<CalendarOff aria-hidden />}
        busy={isFetching}
      >
        {data && (
          <>
            <LeavesTable
              items={data.items}
              canDecide={canDecide}
              decidingId={decide.isPending ? decide.variables.id : undefined}
              onDecide={handleDecide}
            />
            {data.total > query.limit && (
              <Pagination
                page={query.page}
                pageCount={pageCount ?? 1}
                onPageChange={setPage}
                showPageNumbers
                summary={`Page ${query.page} of ${pageCount} • Total ${data.total.toLocaleString('en-US')}`}
                label="Leave request pages"
              />
            )}
          </>
        )}
      </ListBody>
    </StyledPage>
  );
}
