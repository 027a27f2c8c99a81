import { CalendarDays, Plus } from 'lucide-react';
import { Button } from '@trellis/ui/controls';
import { formatDate } from '@trellis/ui/format';
import {
  HOLIDAY_COUNTRY_FILTERS,
  HOLIDAY_LIST_DEFAULTS,
  HOLIDAY_TABLE_COLUMNS,
  HOLIDAY_MESSAGES,
  HOLIDAY_STATUS_FILTER_LABELS,
  HOLIDAY_STATUS_FILTERS,
  holidayFormDefaults,
  holidayToFormValues,
  type Holiday,
  holidayListQuerySchema,
} from '@trellis/contracts';
import { useBusinessToday, usePermission } from '@trellis/platform';
import {
  DeleteRecordDialog,
  FilterSelect,
  ImportButton,
  ImportedFilterNotice,
  importFilter,
  isFiltered,
  ListPage,
  RecordFormModal,
  useRecordDialogs,
  useListPage,
} from '@trellis/page-kit';
import { holidays } from '../features/holidays/api/holidays-resource';
import { HolidayForm } from '../features/holidays/components/holiday-form';
import { HolidayStatCards } from '../features/holidays/components/holiday-stat-cards';
import { HolidaysTable } from '../features/holidays/components/holidays-table';
import { SyncHolidayButton } from '../features/holidays/components/sync-holiday-button';

/** /holiday: real holidays, a real sync, filters and pages of 10. */
export function HolidayPage() {
  const state = useListPage(holidays);
  const { query, setFilters } = state;
  const imported = importFilter(setFilters);
  const { form, removal, editing, add, edit } = useRecordDialogs<Holiday>();
  const today = useBusinessToday();
  const canCreate = usePermission('create');

  return (
    <ListPage
      state={state}
      views={{ list: 'holidays', schema: holidayListQuerySchema }}
      columns={HOLIDAY_TABLE_COLUMNS}
      title={HOLIDAY_MESSAGES.title}
      description="Public holidays by country; Sync Holiday imports this year's and next year's."
      actions={
        canCreate && (
          <>
            <SyncHolidayButton country={query.country} />
            <ImportButton kind="holidays" onShowImported={imported.show} />
            <Button icon={<Plus aria-hidden size={16} />} onClick={add}>
              {HOLIDAY_MESSAGES.addHoliday}
            </Button>
          </>
        )
      }
      stats={
        <>
          <ImportedFilterNotice
            importId={query.import_id}
            noun="holidays"
            onClear={imported.clear}
          />
          <HolidayStatCards stats={state.list.data?.stats} />
        </>
      }
      searchLabel="Search holidays"
      searchPlaceholder={HOLIDAY_MESSAGES.searchPlaceholder}
      filters={
        <>
          <FilterSelect
            label={HOLIDAY_MESSAGES.countryLabel}
            value={query.country}
            values={HOLIDAY_COUNTRY_FILTERS}
            labelOf={(v) => v}
            onChange={(country) => setFilters({ country })}
          />
          <FilterSelect
            label={HOLIDAY_MESSAGES.statusLabel}
            value={query.status}
            values={HOLIDAY_STATUS_FILTERS}
            labelOf={(v) => HOLIDAY_STATUS_FILTER_LABELS[v]}
            onChange={(status) => setFilters({ status })}
          />
        </>
      }
      filtered={isFiltered(query, HOLIDAY_LIST_DEFAULTS, [
        'search',
        'country',
        'status',
        'import_id',
      ])}
      pagesLabel="Holidays pages"
      alwaysShowPages
      previousLabel={HOLIDAY_MESSAGES.previous}
      loadingLabel="Loading holidays..."
      failedTitle={HOLIDAY_MESSAGES.loadFailed}
      emptyTitle={HOLIDAY_MESSAGES.noHolidays}
      emptyHint={canCreate ? 'Sync or add holidays to get started.' : undefined}
      emptyIcon={<CalendarDays aria-hidden />}
      rows={(items, selection) => (
        <HolidaysTable items={items} selection={selection} onEdit={edit} onDelete={removal.show} />
      )}
    >
      <RecordFormModal
        dialog={form}
        resource={holidays}
        toasts={HOLIDAY_MESSAGES}
        title={editing ? HOLIDAY_MESSAGES.editHoliday : HOLIDAY_MESSAGES.addHoliday}
        size="sm"
      >
        {(save) => (
          <HolidayForm
            // A new holiday starts in the country the list is filtered to.
            defaultValues={
              editing ? holidayToFormValues(editing) : holidayFormDefaults(today, query.country)
            }
            submitLabel={editing ? HOLIDAY_MESSAGES.updateHoliday : HOLIDAY_MESSAGES.createHoliday}
            {...save}
          />
        )}
      </RecordFormModal>
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
    </ListPage>
  );
}
