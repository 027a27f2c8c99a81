import { Monitor, Plus } from 'lucide-react';
import {
  Button,
  ListBody,
  PageHeader,
  Pagination,
  pageCountOf,
  useDialogState,
  usePageClamp,
} from '@trellis/ui';
import { ASSET_LIST_DEFAULTS, ASSET_MESSAGES, type Asset } from '@trellis/contracts';
import { usePermission } from '@trellis/platform';
import { StyledPage } from '../components/page-layout';
import { useAssets } from '../features/assets/api/get-assets';
import { AssetFilters } from '../features/assets/components/asset-filters';
import { AssetFormModal } from '../features/assets/components/asset-form-modal';
import { AssetStatCards } from '../features/assets/components/asset-stat-cards';
import { AssetsTable } from '../features/assets/components/assets-table';
import { DeleteAssetDialog } from '../features/assets/components/delete-asset-dialog';
import { useAssetListParams } from '../features/assets/hooks/use-asset-list-params';
import { useAssetLiveUpdates } from '../features/assets/hooks/use-asset-live-updates';

/** /asset-management: real assets, filters that filter, full CRUD. */
export function AssetManagementPage() {
  const { query, setPage, setSearch, setType, setStatus, setSort } = useAssetListParams();
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useAssets(query);
  useAssetLiveUpdates();
  const form = useDialogState<{ asset: Asset | null }>();
  const removal = useDialogState<Asset>();
  const canCreate = usePermission('create');

  const pageCount = data && pageCountOf(data.total, query.limit);
  // Past the last page (its last row deleted, or ?page=99): go to the last page that exists.
  const clamping = usePageClamp({ page: query.page, pageCount, onPageChange: setPage });
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
      <AssetStatCards stats={data?.stats} />
      <AssetFilters
        search={query.search}
        type={query.type}
        status={query.status}
        onSearchCommit={setSearch}
        onTypeChange={setType}
        onStatusChange={setStatus}
      />
      <ListBody
        loading={isPending || clamping || (isPlaceholderData && data.items.length === 0)}
        loadingLabel="Loading assets..."
        failed={isError}
        failedTitle={ASSET_MESSAGES.loadFailed}
        onRetry={() => void refetch()}
        empty={data?.items.length === 0}
        emptyTitle={ASSET_MESSAGES.noAssets}
        emptyDescription={
          filtered
            ? 'Try another search or filter.'
            : canCreate
              ? 'Add an asset to get started.'
              : undefined
        }
        emptyIcon={<Monitor aria-hidden />}
        busy={isFetching}
      >
        {data && (
          <>
            <AssetsTable
              items={data.items}
              sort={{ sort: query.sort, order: query.order }}
              onSortChange={setSort}
              onEdit={(asset) => form.show({ asset })}
              onDelete={removal.show}
            />
            {data.total > query.limit && (
              <Pagination
                page={query.page}
                pageCount={pageCount ?? 1}
                onPageChange={setPage}
                showPageNumbers
                summary={`Page ${query.page} of ${pageCount} • Total ${data.total}`}
                label="Assets pages"
              />
            )}
          </>
        )}
      </ListBody>
      <AssetFormModal
        open={form.open}
        asset={form.subject?.asset ?? null}
        instance={form.instance}
        onClose={form.close}
      />
      <DeleteAssetDialog open={removal.open} asset={removal.subject} onClose={removal.close} />
    </StyledPage>
  );
}
