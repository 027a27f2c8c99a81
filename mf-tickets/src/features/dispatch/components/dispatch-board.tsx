import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, EmptyState, Spinner } from '@trellis/ui/controls';
import { useDialogState } from '@trellis/ui/dialogs';
import { Pagination, pageCountOf, usePageClamp } from '@trellis/ui/lists';
import type { DispatchTicket } from '@trellis/contracts';
import { usePermission } from '@trellis/platform';
import { useDispatch } from '../api/get-dispatch';
import { DISPATCH_TEXTS } from '../dispatch-texts';
import { useBoardDrop } from '../hooks/use-board-drop';
import { useDispatchLiveUpdates } from '../hooks/use-dispatch-live-updates';
import { useDispatchParams } from '../hooks/use-dispatch-params';
import { boardRows } from '../utils/board-rows';
import { dayColumns, rangeDays } from '../utils/dispatch-range';
import { AssignDialog } from './assign-dialog';
import { BoardGrid } from './board-grid';
import type { CardFocus } from './dispatch-cell';
import { DispatchFilters } from './dispatch-filters';
import { DispatchToolbar } from './dispatch-toolbar';

const StyledGridArea = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledBoard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/**
 * The dispatch board: Unassigned and every active engineer × 7 or 14 days from today (or the
 * address's `from`), with leave, blocked days and booked hours; tickets are moved by dragging or
 * with Assign…, which ranks who can take them. The range and filters live in the address.
 */
export function DispatchBoard() {
  const params = useDispatchParams();
  const { query, today } = params;
  const { data, isPending, isError, isFetching, refetch } = useDispatch(query);
  useDispatchLiveUpdates();
  const canAssign = usePermission('update_tickets', 'update');
  const picker = useDialogState<DispatchTicket>();
  // Where a card chosen in the picker lands: its Assign… takes the focus there.
  const [focus, setFocus] = useState<CardFocus | null>(null);

  const days = useMemo(() => rangeDays(query.from, params.days), [query.from, params.days]);
  const columns = useMemo(() => dayColumns(days, today), [days, today]);
  const shown = data && data.from === query.from && data.to === query.to ? data : undefined;
  const rows = useMemo(() => (shown ? boardRows(shown, days) : []), [shown, days]);
  const seenCountries = useMemo(
    () => [...new Set((data?.tickets ?? []).flatMap((t) => (t.country ? [t.country] : [])))],
    [data],
  );
  const drop = useBoardDrop({ board: shown, days, today });
  const pageCount = data && pageCountOf(data.total, query.limit);
  // Past the last page of engineers (?page=99, or fewer engineers now): go to the last one.
  const clamping = usePageClamp({ page: query.page, pageCount, onPageChange: params.setPage });
  const handlePicked = (ticketId: number, engineerId: number | null) => {
    setFocus(drop(ticketId, engineerId) ? { ticketId, engineerId } : null);
  };

  let grid;
  if (isError)
    grid = (
      <Alert>
        {DISPATCH_TEXTS.loadFailed}{' '}
        <Button size="sm" variant="ghost" onClick={() => void refetch()}>
          Retry
        </Button>
      </Alert>
    );
  else if (isPending || clamping || !shown)
    grid = <Spinner label={DISPATCH_TEXTS.loading} showLabel size="lg" />;
  else if (shown.engineers.length === 0 && shown.tickets.length === 0)
    grid = <EmptyState title={DISPATCH_TEXTS.noEngineers} />;
  else
    grid = (
      <StyledGridArea aria-busy={isFetching}>
        <BoardGrid
          rows={rows}
          days={columns}
          today={today}
          canAssign={canAssign}
          focus={focus}
          onFocused={() => setFocus(null)}
          onAssign={picker.show}
          onDrop={drop}
        />
        {shown.total > query.limit && (
          <Pagination
            page={query.page}
            pageCount={pageCount ?? 1}
            onPageChange={params.setPage}
            showPageNumbers
            summary={DISPATCH_TEXTS.pageSummary(query.page, pageCount ?? 1, shown.total)}
            label={DISPATCH_TEXTS.pagesLabel}
          />
        )}
      </StyledGridArea>
    );

  return (
    <StyledBoard>
      <DispatchToolbar
        from={query.from}
        to={query.to}
        days={params.days}
        onPrevious={params.goBack}
        onNext={params.goForward}
        onToday={params.goToday}
        onDaysChange={params.setDays}
      />
      <DispatchFilters
        search={query.search}
        country={params.country}
        statusGroup={params.statusGroup}
        seenCountries={seenCountries}
        onSearchCommit={params.setSearch}
        onCountryChange={params.setCountry}
        onStatusGroupChange={params.setStatusGroup}
      />
      {grid}
      <AssignDialog
        open={picker.open}
        ticket={picker.subject}
        onClose={picker.close}
        onAssign={handlePicked}
      />
    </StyledBoard>
  );
}
