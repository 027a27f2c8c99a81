// The pieces a remote's list and form screens are built from, above @trellis/ui's components and
// @trellis/platform's state: page columns, filter bars, exports and a row's History. Not a shared
// singleton: each remote bundles the few it uses.
export { DateFilter, type DateFilterProps } from './date-filter';
export { DateRangeFilter, type DateRangeFilterProps } from './date-range-filter';
export { ExportLink, type ExportLinkProps } from './export-link';
export { FilterSelect, type FilterSelectProps } from './filter-select';
export { StyledFieldRow, StyledForm, StyledFormButtons } from './form-layout';
export { HistoryAction, type HistoryActionProps } from './history-action';
export { MoneyLines } from './money-lines';
export {
  StyledCellNote,
  StyledCellTitle,
  StyledControlLine,
  StyledFilter,
  StyledFilterBar,
  StyledHeaderActions,
  StyledPage,
  StyledRowActions,
  StyledStatGrid,
} from './page-layout';
export { MountedScreen, type MountedScreenProps } from './mounted-screen';
export { lazyScreen, ScreenLoading } from './lazy-screen';
export {
  defineListResource,
  defineResource,
  type ListResourceConfig,
  type ListResourceTypes,
  type ResourceConfig,
  type ResourceTypes,
} from './define-resource';
export { StatTiles, type StatTilesProps } from './stat-tiles';
export {
  FormSection,
  formFieldsOf,
  WideField,
  type FormInputProps,
  type FormSelectProps,
} from './form-fields';
export { DataTable, type DataColumn, type DataTableProps, type ListTableProps } from './data-table';
export { EditDeleteActions, type EditDeleteActionsProps } from './edit-delete-actions';
export {
  LeaveDecisionButtons,
  toastLeaveDecided,
  type LeaveDecisionButtonsProps,
} from './leave-decision';
export { DeleteRecordDialog, type DeleteRecordDialogProps } from './delete-record-dialog';
export { useRecordSave } from './use-record-save';
export { useRecordForm } from './use-record-form';
export { PageFrame, type PageFrameProps } from './page-frame';
export { ListPage, type ListPageBulk, type ListPageProps, type ListPageState } from './list-page';
export { useListPage, type ListPageResource } from './use-list-page';
export { isFiltered } from './is-filtered';
export {
  RecordRowMenu,
  type RecordRowHandlers,
  type RecordRowMenuProps,
  type RowMenuCreateItem,
} from './record-row-menu';
export {
  RecordFacts,
  StyledDetailsSection,
  type Fact,
  type RecordFactsProps,
} from './record-facts';
export { LoadedRecord, type LoadedRecordProps, type LoadedRecordQuery } from './loaded-record';
export { FormFooter, StyledPageForm, type FormFooterProps } from './page-form';
export {
  CustomerCell,
  StackedCell,
  type CustomerCellProps,
  type StackedCellProps,
} from './stacked-cell';
export { ViewToggle, type ViewChoice, type ViewToggleProps } from './view-toggle';
export { PeriodNav, type PeriodNavProps } from './period-nav';
export { JobButton, type JobButtonProps } from './job-button';
export { AreaRoutes, type AreaRoutesProps } from './area-routes';
export { DetailList, type DetailListProps } from './detail-list';
export {
  RecordFormModal,
  useRecordDialogs,
  type RecordFormModalProps,
  type RecordFormProps,
} from './record-form-modal';
export { StyledMutedLine, StyledRecordDetails, StyledRecordHeader } from './record-details';
export { useRefreshOn } from './use-refresh-on';
export { RecordFilter, type RecordFilterProps } from './record-filter';
export { RecordDetailsModal, type RecordDetailsModalProps } from './record-details-modal';
export { ViewsMenu, type ViewsMenuProps } from './saved-views/views-menu';
export { ColumnsMenu, type ColumnsMenuProps } from './columns/columns-menu';
export { HiddenColumnsProvider, type HiddenColumnsProviderProps } from './columns/hidden-columns';
export { columnKey, type ColumnChoice, type ColumnChoiceInput } from './columns/column-keys';
export {
  useListRowSelection,
  useRowSelection,
  type BulkSelection,
  type PageSelectionState,
  type RowSelection,
  type RowSelectionOptions,
} from './bulk/use-row-selection';
export { SelectionBar, type SelectionBarProps } from './bulk/selection-bar';
export { BulkActions, type BulkActionSpec, type BulkActionsProps } from './bulk/bulk-actions';
export { useBulkOffers } from './bulk/use-bulk-offers';
export { useCanExport } from './bulk/use-can-export';
export { useBulkRun, BULK_POLL_MS, type BulkRunOptions } from './bulk/use-bulk-run';
export { BulkActionDialog, type BulkActionDialogProps } from './bulk/bulk-action-dialog';
export {
  bulkSelectAction,
  type BulkSelectActionOptions,
  type BulkSelectQuery,
} from './bulk/bulk-select-action';
export { ImportButton, type ImportButtonProps } from './import/import-button';
export { BulkRunUndo, type BulkRunUndoProps } from './bulk/bulk-run-undo';
export {
  ImportedFilterNotice,
  importFilter,
  type ImportedFilterNoticeProps,
} from './import/imported-filter-notice';
