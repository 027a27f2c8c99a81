import { Monitor, Plus } from 'lucide-react';
import { Button } from '@trellis/ui/controls';
import {
  ASSET_LIST_DEFAULTS,
  ASSET_MESSAGES,
  ASSET_TABLE_COLUMNS,
  ASSET_STATUS_FILTER_LABELS,
  ASSET_STATUS_FILTERS,
  ASSET_TYPE_FILTER_LABELS,
  ASSET_TYPE_FILTERS,
  assetFormDefaults,
  assetToFormValues,
  type Asset,
  assetListQuerySchema,
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
import { assets as assetsResource } from '../features/assets/api/assets-resource';
import { AssetForm } from '../features/assets/components/asset-form';
import { AssetStatCards } from '../features/assets/components/asset-stat-cards';
import { AssetsTable } from '../features/assets/components/assets-table';

/** /asset-management: real assets, filters that filter, full CRUD. */
export function AssetManagementPage() {
  const state = useListPage(assetsResource);
  const { query, setFilters } = state;
  const imported = importFilter(setFilters);
  const { form, removal, editing, add, edit } = useRecordDialogs<Asset>();
  const today = useBusinessToday();
  const canCreate = usePermission('create');

  return (
    <ListPage
      state={state}
      views={{ list: 'assets', schema: assetListQuerySchema }}
      columns={ASSET_TABLE_COLUMNS}
      title={ASSET_MESSAGES.title}
      description="Company equipment, who has it and where it is."
      actions={
        canCreate && (
          <>
            <ImportButton kind="assets" onShowImported={imported.show} />
            <Button icon={<Plus aria-hidden size={16} />} onClick={add}>
              {ASSET_MESSAGES.addAsset}
            </Button>
          </>
        )
      }
      stats={
        <>
          <ImportedFilterNotice importId={query.import_id} noun="assets" onClear={imported.clear} />
          <AssetStatCards stats={state.list.data?.stats} />
        </>
      }
      searchLabel="Search assets"
      searchPlaceholder={ASSET_MESSAGES.searchPlaceholder}
      filters={
        <>
          <FilterSelect
            label="Type"
            value={query.type}
            values={ASSET_TYPE_FILTERS}
            labelOf={(v) => ASSET_TYPE_FILTER_LABELS[v]}
            onChange={(type) => setFilters({ type })}
          />
          <FilterSelect
            label="Status"
            value={query.status}
            values={ASSET_STATUS_FILTERS}
            labelOf={(v) => ASSET_STATUS_FILTER_LABELS[v]}
            onChange={(status) => setFilters({ status })}
          />
        </>
      }
      filtered={isFiltered(query, ASSET_LIST_DEFAULTS, ['search', 'type', 'status', 'import_id'])}
      pagesLabel="Assets pages"
      loadingLabel="Loading assets..."
      failedTitle={ASSET_MESSAGES.loadFailed}
      emptyTitle={ASSET_MESSAGES.noAssets}
      emptyHint={canCreate ? 'Add an asset to get started.' : undefined}
      emptyIcon={<Monitor aria-hidden />}
      rows={(items, selection) => (
        <AssetsTable
          items={items}
          selection={selection}
          sort={{ sort: query.sort, order: query.order }}
          onSortChange={setFilters}
          onEdit={edit}
          onDelete={removal.show}
        />
      )}
    >
      <RecordFormModal
        dialog={form}
        resource={assetsResource}
        toasts={ASSET_MESSAGES}
        title={editing ? ASSET_MESSAGES.editAsset : ASSET_MESSAGES.addAsset}
      >
        {(save) => (
          <AssetForm
            defaultValues={editing ? assetToFormValues(editing) : assetFormDefaults(today)}
            linkedUser={editing?.assignee_user ?? null}
            submitLabel={editing ? ASSET_MESSAGES.updateAsset : ASSET_MESSAGES.createAsset}
            {...save}
          />
        )}
      </RecordFormModal>
      <DeleteRecordDialog
        resource={assetsResource}
        open={removal.open}
        record={removal.subject}
        title={(asset) => `${ASSET_MESSAGES.delete} ${asset.name}`}
        message={() => ASSET_MESSAGES.deleteConfirm}
        confirmLabel={ASSET_MESSAGES.delete}
        deleted={() => ASSET_MESSAGES.deleted}
        failed={ASSET_MESSAGES.deleteFailed}
        onClose={removal.close}
      />
    </ListPage>
  );
}
