import { useMemo } from 'react';
import { CalendarCheck } from 'lucide-react';
import { PageHeader } from '@trellis/ui/controls';
import { DebouncedSearchInput } from '@trellis/ui/forms';
import { ListBody, Pagination, pageCountOf, usePageClamp } from '@trellis/ui/lists';
import { API_ROUTES } from '@trellis/contracts';
import { ExportLink, StyledFilterBar, StyledPage } from '@trellis/page-kit';
import { useAttendance } from '../features/attendance/api/get-attendance';
import { ATTENDANCE_TEXTS } from '../features/attendance/attendance-texts';
import { AttendanceGrid } from '../features/attendance/components/attendance-grid';
import { AttendanceToolbar } from '../features/attendance/components/attendance-toolbar';
import { useAttendanceLiveUpdates } from '../features/attendance/hooks/use-attendance-live-updates';
import { useAttendanceParams } from '../features/attendance/hooks/use-attendance-params';
import { monthColumns, monthTitle } from '../features/attendance/utils/attendance-month';

/**
 * /attendance: every engineer × the days of a month, each day the hours logged, a leave or a
 * public holiday, with the month's totals; month by month, searchable, paged, exported as CSV.
 */
export function AttendancePage() {
  const { query, today, setPage, setSearch, goBack, goForward, goThisMonth } =
    useAttendanceParams();
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useAttendance(query);
  useAttendanceLiveUpdates();

  const pageCount = data && pageCountOf(data.total, query.limit);
  // Past the last page (?page=99): go to the last page that exists.
  const clamping = usePageClamp({ page: query.page, pageCount, onPageChange: setPage });
  const shown = data?.month === query.month ? data : undefined;
  const columns = useMemo(() => monthColumns(shown?.days ?? [], today), [shown, today]);

  return (
    <StyledPage>
      <PageHeader
        title={ATTENDANCE_TEXTS.title}
        description={ATTENDANCE_TEXTS.description}
        actions={
          <ExportLink
            path={API_ROUTES.attendanceExport}
            query={{ month: query.month, search: query.search }}
            label={ATTENDANCE_TEXTS.exportCsv}
          />
        }
      />
      <AttendanceToolbar
        month={query.month}
        isThisMonth={query.month === today.slice(0, 7)}
        onPrevious={goBack}
        onNext={goForward}
        onThisMonth={goThisMonth}
      />
      <StyledFilterBar role="search">
        <DebouncedSearchInput
          label={ATTENDANCE_TEXTS.searchLabel}
          placeholder={ATTENDANCE_TEXTS.searchPlaceholder}
          value={query.search}
          onCommit={setSearch}
        />
      </StyledFilterBar>
      <ListBody
        loading={
          !isError &&
          (isPending || clamping || !shown || (isPlaceholderData && data.items.length === 0))
        }
        loadingLabel={ATTENDANCE_TEXTS.loading}
        failed={isError}
        failedTitle={ATTENDANCE_TEXTS.loadFailed}
        onRetry={() => void refetch()}
        empty={shown?.items.length === 0}
        emptyTitle={ATTENDANCE_TEXTS.noEngineers}
        emptyDescription={query.search ? 'Try another search.' : undefined}
        emptyIcon={<CalendarCheck aria-hidden />}
        busy={isFetching}
      >
        {shown && (
          <>
            <AttendanceGrid
              caption={ATTENDANCE_TEXTS.caption(monthTitle(query.month))}
              days={columns}
              rows={shown.items}
            />
            {shown.total > query.limit && (
              <Pagination
                page={query.page}
                pageCount={pageCount ?? 1}
                onPageChange={setPage}
                showPageNumbers
                summary={ATTENDANCE_TEXTS.pageSummary(query.page, pageCount ?? 1, shown.total)}
                label={ATTENDANCE_TEXTS.pagesLabel}
              />
            )}
          </>
        )}
      </ListBody>
    </StyledPage>
  );
}
