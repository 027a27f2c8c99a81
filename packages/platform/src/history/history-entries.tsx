import { useState } from 'react';
import styled from 'styled-components';
import { Button, EmptyState, Spinner } from '@trellis/ui/controls';
import { useNow } from '@trellis/ui/format';
import { Pagination, pageCountOf } from '@trellis/ui/lists';
import { HISTORY_PAGE_SIZE, useRecordHistory, type HistoryEntity } from './get-record-history';
import { HistoryEntry } from './history-entry';
import { useRecordHistoryLive } from './use-record-history-live';

const StyledList = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

const MINUTE = 60_000;

export interface HistoryEntriesProps {
  entity: HistoryEntity;
  entityId: string;
  /** The id of the heading that names the list. */
  labelledBy: string;
}

/** One record's history a page at a time, newest first, kept live. */
export function HistoryEntries({ entity, entityId, labelledBy }: HistoryEntriesProps) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isFetching, refetch } = useRecordHistory(
    entity,
    entityId,
    page,
  );
  useRecordHistoryLive(entity, entityId);
  const now = useNow(MINUTE);

  if (isPending) return <Spinner label="Loading history..." showLabel />;
  // A failed refetch keeps what was shown; only a history never loaded shows the failure.
  if (isError && !data)
    return (
      <EmptyState
        title="Could not load the history"
        action={<Button onClick={() => void refetch()}>Retry</Button>}
      />
    );
  if (data.total === 0) return <EmptyState title="No history yet" />;
  const pageCount = pageCountOf(data.total, HISTORY_PAGE_SIZE);
  return (
    <>
      <StyledList aria-labelledby={labelledBy} aria-busy={isFetching}>
        {data.items.map((event) => (
          <HistoryEntry key={event.id} event={event} now={now} />
        ))}
      </StyledList>
      {pageCount > 1 && (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          summary={`Page ${page} of ${pageCount} • ${data.total} entries`}
          label="History pages"
        />
      )}
    </>
  );
}
