import { CalendarDays, CalendarOff, List } from 'lucide-react';
import {
  LEAVE_MESSAGES,
  type LeaveDecision,
  type LeaveRequest,
  leaveListQuerySchema,
} from '@trellis/contracts';
import { errorMessage, usePermission } from '@trellis/platform';
import { Alert, PageHeader } from '@trellis/ui/controls';
import { PagedList } from '@trellis/ui/lists';
import {
  ColumnsMenu,
  HiddenColumnsProvider,
  StyledHeaderActions,
  StyledPage,
  toastLeaveDecided,
  type ViewChoice,
  useCanExport,
  useListRowSelection,
  ViewsMenu,
  ViewToggle,
} from '@trellis/page-kit';
import { useDecideLeave } from '../features/leaves/api/decide-leave';
import { useLeaveEngineers } from '../features/leaves/api/get-leave-engineers';
import { useLeaves } from '../features/leaves/api/get-leaves';
import { LeaveBulkActions } from '../features/leaves/components/leave-bulk-actions';
import { LeaveFilters } from '../features/leaves/components/leave-filters';
import { LeavesMonthView } from '../features/leaves/components/leaves-month-view';
import { leaveColumnHeaders, LeavesTable } from '../features/leaves/components/leaves-table';
import { useLeavesListParams } from '../features/leaves/hooks/use-leaves-list-params';
import { useLeavesLiveUpdates } from '../features/leaves/hooks/use-leaves-live-updates';
import { useLeavesView } from '../features/leaves/hooks/use-leaves-view';
import { LEAVES_TEXTS } from '../features/leaves/leaves-texts';
import { MONTH_KEY, VIEW_KEY, type LeavesView } from '../features/leaves/utils/leaves-views';

// A saved view keeps the display (list or month) and the month shown with the filters.
const LEAVE_VIEW_KEYS = [VIEW_KEY, MONTH_KEY];

const VIEWS: ViewChoice<LeavesView>[] = [
  { view: 'list', label: LEAVES_TEXTS.listView, Icon: List },
  { view: 'month', label: LEAVES_TEXTS.monthView, Icon: CalendarDays },
];

/**
 * /leaves: every leave request, filtered in the address, decided by those who manage the team;
 * or the month of who is off, engineer by engineer.
 */
export function LeavesPage() {
  const { query, setPage, setStatus, setSearch, setEngineer, setFrom, setTo } =
    useLeavesListParams();
  const { view, setView, month, today, isThisMonth, goBack, goForward, goThisMonth } =
    useLeavesView();
  const onList = view === 'list';
  const list = useLeaves(query, onList);
  const engineers = useLeaveEngineers();
  const decide = useDecideLeave();
  const canDecide = usePermission('manage_team');
  useLeavesLiveUpdates();
  const selection = useListRowSelection(list.data, LEAVE_VIEW_KEYS);
  // Tick boxes only on the list, for a reader who may take a bulk action.
  const selectable = useCanExport('leaves') && onList;

  const filtered =
    query.search !== '' ||
    query.status !== 'all' ||
    query.engineer_id !== undefined ||
    query.from !== undefined ||
    query.to !== undefined;

  const handleDecide = (leave: LeaveRequest, status: LeaveDecision) =>
    decide.mutate({ id: leave.id, status }, { onSuccess: () => toastLeaveDecided(status) });

  return (
    <StyledPage>
      <PageHeader
        title="Leaves"
        description="Leave requests from engineers, newest first."
        actions={
          <StyledHeaderActions>
            <ViewsMenu list="leaves" schema={leaveListQuerySchema} keep={LEAVE_VIEW_KEYS} />
            {onList && <ColumnsMenu columns={leaveColumnHeaders(canDecide)} />}
            <ViewToggle
              views={VIEWS}
              view={view}
              onChange={setView}
              label={LEAVES_TEXTS.viewLabel}
            />
          </StyledHeaderActions>
        }
      />
      <LeaveFilters
        query={query}
        engineers={engineers.data ?? []}
        listFilters={onList}
        onSearchCommit={setSearch}
        onEngineerChange={setEngineer}
        onStatusChange={setStatus}
        onFromChange={setFrom}
        onToChange={setTo}
      />
      {!onList && (
        <LeavesMonthView
          month={month}
          today={today}
          isThisMonth={isThisMonth}
          search={query.search}
          engineerId={query.engineer_id}
          onPrevious={goBack}
          onNext={goForward}
          onThisMonth={goThisMonth}
        />
      )}
      {onList && decide.error && (
        <Alert>{errorMessage(decide.error, LEAVE_MESSAGES.decideFailed)}</Alert>
      )}
      {selectable && <LeaveBulkActions selection={selection} />}
      {onList && (
        <PagedList
          query={list}
          page={query.page}
          limit={query.limit}
          onPageChange={setPage}
          pagesLabel="Leave request pages"
          summary={(page, pageCount, total) =>
            `Page ${page} of ${pageCount} • Total ${total.toLocaleString('en-US')}`
          }
          loadingLabel="Loading leave requests..."
          failedTitle={LEAVE_MESSAGES.loadFailed}
          emptyTitle={filtered ? 'No leave requests match' : 'No leave requests yet'}
          emptyDescription={
            filtered
              ? 'Try another name, engineer, status or dates.'
              : 'Requests engineers make in the mobile app show here.'
          }
          emptyIcon={<CalendarOff aria-hidden />}
        >
          {(items) => (
            <HiddenColumnsProvider>
              <LeavesTable
                items={items}
                canDecide={canDecide}
                decidingId={decide.isPending ? decide.variables.id : undefined}
                onDecide={handleDecide}
                selection={selectable ? selection : undefined}
              />
            </HiddenColumnsProvider>
          )}
        </PagedList>
      )}
    </StyledPage>
  );
}
