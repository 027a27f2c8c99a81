import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { HardHat, Plus } from 'lucide-react';
import {
  Button,
  ListBody,
  PageHeader,
  Pagination,
  pageCountOf,
  useDialogState,
  usePageClamp,
} from '@trellis/ui';
import { ENGINEER_MESSAGES, type EngineerListItem } from '@trellis/contracts';
import { useBusinessToday, usePermission } from '@trellis/platform';
import { useEngineers } from '../features/engineers/api/get-engineers';
import { EngineerStatCards } from '../features/engineers/components/engineer-stat-cards';
import { EngineerFilters } from '../features/engineers/components/engineer-filters';
import { EngineersTable } from '../features/engineers/components/engineers-table';
import { DeleteEngineerDialog } from '../features/engineers/components/delete-engineer-dialog';
import { InviteEngineerModal } from '../features/engineers/components/invite-engineer-modal';
import { useEngineerListParams } from '../features/engineers/hooks/use-engineer-list-params';
import { useEngineerListLiveUpdates } from '../features/engineers/hooks/use-engineer-list-live-updates';
import { useRecentlyUpdatedIds } from '../features/engineers/hooks/use-recently-updated';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

/** /engineers: the cards, search and compliance filter, the table, live updates. */
export function EngineersPage() {
  const navigate = useNavigate();
  const today = useBusinessToday();
  const { query, setPage, setSearch, setDocuments, setSort } = useEngineerListParams();
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useEngineers(query);
  useEngineerListLiveUpdates(query);
  const recentlyUpdated = useRecentlyUpdatedIds();
  const removal = useDialogState<EngineerListItem>();
  const invite = useDialogState<true>();
  const canManage = usePermission('manage_team');

  const pageCount = data && pageCountOf(data.total, query.limit);
  // Past the last page (its last row deleted, or ?page=99): go to the last page that exists.
  const clamping = usePageClamp({ page: query.page, pageCount, onPageChange: setPage });
  const filtered = query.search !== '' || query.documents !== 'all';

  return (
    <StyledPage>
      <PageHeader
        title="Engineers"
        description="Field engineers; their profiles come from the mobile app."
        actions={
          canManage && (
            <Button icon={<Plus aria-hidden size={16} />} onClick={() => invite.show(true)}>
              {ENGINEER_MESSAGES.addEngineer}
            </Button>
          )
        }
      />
      <EngineerStatCards total={data?.total} />
      <EngineerFilters
        search={query.search}
        documents={query.documents}
        onSearchCommit={setSearch}
        onDocumentsChange={setDocuments}
      />
      <ListBody
        loading={isPending || clamping || (isPlaceholderData && data.items.length === 0)}
        loadingLabel="Loading engineers..."
        failed={isError}
        failedTitle={ENGINEER_MESSAGES.listLoadFailed}
        onRetry={() => void refetch()}
        empty={data?.items.length === 0}
        emptyTitle={ENGINEER_MESSAGES.noEngineers}
        emptyDescription={
          filtered
            ? 'Try another search or filter.'
            : canManage
              ? 'Add an engineer to get started.'
              : undefined
        }
        emptyIcon={<HardHat aria-hidden />}
        busy={isFetching}
      >
        {data && (
          <>
            <EngineersTable
              items={data.items}
              sort={{ sort: query.sort, order: query.order }}
              onSortChange={setSort}
              recentlyUpdated={recentlyUpdated}
              today={today}
              onView={(engineer) => navigate(String(engineer.id))}
              onDelete={removal.show}
            />
            {data.total > query.limit && (
              <Pagination
                page={query.page}
                pageCount={pageCount ?? 1}
                onPageChange={setPage}
                summary={`Page ${query.page} of ${pageCount} • Total ${data.total}`}
                label="Engineers pages"
                previousLabel="Prev"
              />
            )}
          </>
        )}
      </ListBody>
      <DeleteEngineerDialog
        open={removal.open}
        engineer={removal.subject}
        onClose={removal.close}
      />
      <InviteEngineerModal open={invite.open} instance={invite.instance} onClose={invite.close} />
    </StyledPage>
  );
}
