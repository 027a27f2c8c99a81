import styled from 'styled-components';
import { CalendarDays, Plus } from 'lucide-react';
import { Button, PageHeader } from '@trellis/ui/controls';
import { useDialogState } from '@trellis/ui/dialogs';
import { formatDate } from '@trellis/ui/format';
import { PagedList } from '@trellis/ui/lists';
import { HOLIDAY_LIST_DEFAULTS, HOLIDAY_MESSAGES, type Holiday } from '@trellis/contracts';
import { usePermission } from '@trellis/platform';
import { DeleteRecordDialog, StyledPage } from '@trellis/page-kit';
import { holidays } from '../features/holidays/api/holidays-resource';
import { HolidayFilters } from '../features/holidays/components/holiday-filters';
import { HolidayFormModal } from '../features/holidays/components/holiday-form-modal';
import { HolidayStatCards } from '../features/holidays/components/holiday-stat-cards';
import { HolidaysTable } from '../features/holidays/components/holidays-table';
import { SyncHolidayButton } from '../features/holidays/components/sync-holiday-button';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** /holiday: real holidays, a real sync, filters and pages of 10. */
export function HolidayPage() {
  const { query, setPage, setFilters } = holidays.useListParams();
  const list = holidays.useList(query);
  const { data } = list;
  holidays.useLiveUpdates();
  const form = useDialogState<{ holiday: Holiday | null }>();
  const removal = useDialogState<Holiday>();
  const canCreate = usePermission('create');

  const filtered =
    query.search !== HOLIDAY_LIST_DEFAULTS.search ||
    query.country !== HOLIDAY_LIST_DEFAULTS.country ||
    query.status !== HOLIDAY_LIST_DEFAULTS.status;

  return (
    <StyledPage>
      <PageHeader
        title={HOLIDAY_MESSAGES.title}
        description="Public holidays by country; Sync Holiday imports this year's and next year's."
        actions={
          canCreate && (
            <StyledActions>
              <SyncHolidayButton country={query.country} />
              <Button
                icon={<Plus aria-hidden size={16} />}
                onClick={() => form.show({ holiday: null })}
              >
                {HOLIDAY_MESSAGES.addHoliday}
              </Button>
            </StyledActions>
          )
        }
      />
      <HolidayStatCards stats={data?.stats} />
      <HolidayFilters
        search={query.search}
        country={query.country}
        status={query.status}
        onSearchCommit={(search) => setFilters({ search })}
        onCountryChange={(country) => setFilters({ country })}
        onStatusChange={(status) => setFilters({ status })}
      />
      <PagedList
        query={list}
        page={query.page}
        limit={query.limit}
        onPageChange={setPage}
        pagesLabel="Holidays pages"
        alwaysShowPages
        previousLabel={HOLIDAY_MESSAGES.previous}
        loadingLabel="Loading holidays..."
        failedTitle={HOLIDAY_MESSAGES.loadFailed}
        emptyTitle={HOLIDAY_MESSAGES.noHolidays}
        emptyDescription={
          filtered
            ? 'Try another search or filter.'
            : canCreate
              ? 'Sync or add holidays to get started.'
              : undefined
        }
        emptyIcon={<CalendarDays aria-hidden />}
      >
        {(items) => (
          <HolidaysTable
            items={items}
            onEdit={(holiday) => form.show({ holiday })}
            onDelete={removal.show}
          />
        )}
      </PagedList>
      <HolidayFormModal
        open={form.open}
        holiday={form.subject?.holiday ?? null}
        country={query.country}
        instance={form.instance}
        onClose={form.close}
      />
      <DeleteRecordDialog
        resource={holidays}
        open={removal.open}
        record={removal.subject}
        title={(holiday) =>
          `${HOLIDAY_MESSAGES.delete} ${holiday.title} (${holiday.country}, ${formatDate(holiday.date)})`
        }
        message={() => HOLIDAY_MESSAGES.deleteConfirm}
        confirmLabel={HOLIDAY_MESSAGES.delete}
        deleted={() => HOLIDAY_MESSAGES.deleted}
        failed={HOLIDAY_MESSAGES.deleteFailed}
        onClose={removal.close}
      />
    </StyledPage>
  );
}
