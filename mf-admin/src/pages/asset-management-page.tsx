import { Monitor, Plus } from 'lucide-react';
import { Button, PageHeader } from '@trellis/ui/controls';
import { useDialogState } from '@trellis/ui/dialogs';
import { PagedList } from '@trellis/ui/lists';
import { ASSET_LIST_DEFAULTS, ASSET_MESSAGES, type Asset } from '@trellis/contracts';
import { usePermission } from '@trellis/platform';
import { DeleteRecordDialog, StyledPage } from '@trellis/page-kit';
import { assets as assetsResource } from '../features/assets/api/assets-resource';
import { AssetFilters } from '../features/assets/components/asset-filters';
import { AssetFormModal } from '../features/assets/components/asset-form-modal';
import { AssetStatCards } from '../features/assets/components/asset-stat-cards';
import { AssetsTable } from '../features/assets/components/assets-table';

/** /asset-management: real assets, filters that filter, full CRUD. */
export function AssetManagementPage() {
  const { query, setPage, setFilters } = assetsResource.useListParams();
  const assets = assetsResource.useList(query);
  assetsResource.useLiveUpdates();
  const form = useDialogState<{ asset: Asset | null }>();
  const removal = useDialogState<Asset>();
  const canCreate = usePermission('create');

  const filtered =
    query.search !== ASSET_LIST_DEFAULTS.search ||
    query.type !== ASSET_LIST_DEFAULTS.type ||
    query.status !== ASSET_LIST_DEFAULTS.status;

  return (
    <StyledPage>
      <PageHeader
        title={ASSET_MESSAGES.title}
        description="Company equipment, who has it and where it is."
        actions={
          canCreate && (
            <Button
              icon={<Plus aria-hidden size={16} />}
              onClick={() => form.show({ asset: null })}
            >
              {ASSET_MESSAGES.addAsset}
            </Button>
          )
        }
      />
      <AssetStatCards stats={assets.data?.stats} />
      <AssetFilters
        search={query.search}
        type={query.type}
        status={query.status}
        onSearchCommit={(search) => setFilters({ search })}
        onTypeChange={(type) => setFilters({ type })}
        onStatusChange={(status) => setFilters({ status })}
      />
      <PagedList
        query={assets}
        page={query.page}
        limit={query.limit}
        onPageChange={setPage}
        pagesLabel="Assets pages"
        loadingLabel="Loading assets..."
        failedTitle={ASSET_MESSAGES.loadFailed}
        emptyTitle={ASSET_MESSAGES.noAssets}
        emptyDescription={
          filtered
            ? 'Try another search or filter.'
            : canCreate
              ? 'Add an asset to get started.'
              : undefined
        }
        emptyIcon={<Monitor aria-hidden />}
      >
        {(items) => (
          <AssetsTable
            items={items}
            sort={{ sort: query.sort, order: query.order }}
            onSortChange={setFilters}
            onEdit={(asset) => form.show({ asset })}
            onDelete={removal.show}
          />
        )}
      </PagedList>
      <AssetFormModal
        open={form.open}
        asset={form.subject?.asset ?? null}
        instance={form.instance}
        onClose={form.close}
      />
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
    </StyledPage>
  );
}
