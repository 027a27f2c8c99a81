import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { CalendarDays, List, Plus, SquareKanban, Ticket } from 'lucide-react';
import { Alert, Button, Spinner } from '@trellis/ui/controls';
import { useDialogState } from '@trellis/ui/dialogs';
import { ListBody, Pagination, pageCountOf, usePageClamp } from '@trellis/ui/lists';
import {
  TICKET_LIST_DEFAULTS,
  TICKET_MESSAGES,
  ticketEditPath,
  ticketPageSummary,
  type TicketListItem,
  ticketListQuerySchema,
  TICKET_TABLE_COLUMNS,
} from '@trellis/contracts';
import {
  ColumnsMenu,
  HiddenColumnsProvider,
  PageFrame,
  type ViewChoice,
  useCanExport,
  useListRowSelection,
  ViewsMenu,
  ViewToggle,
} from '@trellis/page-kit';
import { useBusinessToday, usePermission } from '@trellis/platform';
import { useTickets } from '../features/tickets/api/get-tickets';
import { TicketBulkActions } from '../features/tickets/components/ticket-bulk-actions';
import { TicketDialogs } from '../features/tickets/components/ticket-dialogs';
import { TicketFilters } from '../features/tickets/components/ticket-filters';
import { TicketStatTiles } from '../features/tickets/components/ticket-stat-tiles';
import { TicketsTable } from '../features/tickets/components/tickets-table';
import { useTicketListParams } from '../features/tickets/hooks/use-ticket-list-params';
import { useTicketLiveUpdates } from '../features/tickets/hooks/use-ticket-live-updates';
import { useTicketView } from '../features/tickets/hooks/use-ticket-view';
import {
  BOARD_VIEW_LABEL,
  VIEW_KEY,
  type TicketView,
} from '../features/tickets/utils/ticket-views';

// date-fns and the month grid load when the calendar is first shown; the board and its
// drag and drop when it is.
const TicketCalendar = lazy(() =>
  import('../features/tickets/components/ticket-calendar').then((m) => ({
    default: m.TicketCalendar,
  })),
);
const DispatchBoard = lazy(() =>
  import('../features/dispatch/components/dispatch-board').then((m) => ({
    default: m.DispatchBoard,
  })),
);

// A saved view keeps the display (list, calendar, board) with the filters.
const TICKET_VIEW_KEYS = [VIEW_KEY];

const VIEWS: ViewChoice<TicketView>[] = [
  { view: 'list', label: TICKET_MESSAGES.listView, Icon: List },
  { view: 'calendar', label: TICKET_MESSAGES.calendarView, Icon: CalendarDays },
  { view: 'board', label: BOARD_VIEW_LABEL, Icon: SquareKanban },
];

const StyledList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export function TicketsPage() {
  const navigate = useNavigate();
  const canCreate = usePermission('create');
  const today = useBusinessToday();
  const { view, setView } = useTicketView();
  const [saveError, setSaveError] = useState<string | null>(null);
  const params = useTicketListParams();
  const { query, setPage, setSort } = params;
  // The board asks for its own data; the tiles stay, counted over the list's filters.
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useTickets(query);
  useTicketLiveUpdates();
  const details = useDialogState<TicketListItem>();
  const removal = useDialogState<TicketListItem>();
  const selection = useListRowSelection(data, TICKET_VIEW_KEYS);
  // Tick boxes only on the list, for a reader who may take a bulk action.
  const canExport = useCanExport('tickets');
  const selectable = view === 'list' && canExport;

  const pageCount = data && pageCountOf(data.total, query.limit);
  // Past the last page (its last row deleted, or ?page=99): go to the last page that exists.
  const clamping = usePageClamp({ page: query.page, pageCount, onPageChange: setPage });
  const filtered =
    query.search !== TICKET_LIST_DEFAULTS.search ||
    query.status.length > 0 ||
    query.priority.length > 0;
  const handleEdit = (ticket: TicketListItem) => navigate(ticketEditPath(ticket.id));

  const list = (
    <ListBody
      loading={isPending || clamping || (isPlaceholderData && data.items.length === 0)}
      loadingLabel="Loading tickets..."
      failed={isError}
      failedTitle={TICKET_MESSAGES.loadFailed}
      onRetry={() => void refetch()}
      empty={data?.items.length === 0}
      emptyTitle={TICKET_MESSAGES.noTickets}
      emptyDescription={
        filtered
          ? 'Try another search or filter.'
          : canCreate
            ? 'Create a ticket to get started.'
            : undefined
      }
      emptyIcon={<Ticket aria-hidden />}
      busy={isFetching}
    >
      {data && (
        <StyledList>
          {saveError && <Alert>{saveError}</Alert>}
          <HiddenColumnsProvider>
            <TicketsTable
              items={data.items}
              sort={{ sort: query.sort, order: query.order }}
              onSortChange={setSort}
              onSaveResult={setSaveError}
              onView={details.show}
              onEdit={handleEdit}
              onDelete={removal.show}
              selection={selectable ? selection : undefined}
            />
          </HiddenColumnsProvider>
          <Pagination
            page={query.page}
            pageCount={pageCount ?? 1}
            onPageChange={setPage}
            summary={ticketPageSummary(query.page, pageCount ?? 1, data.total)}
            label="Tickets pages"
            previousLabel="Prev"
          />
        </StyledList>
      )}
    </ListBody>
  );

  return (
    <PageFrame
      title="Tickets"
      description="Field work for customers, assigned to engineers."
      actions={
        <>
          <ViewsMenu list="tickets" schema={ticketListQuerySchema} keep={TICKET_VIEW_KEYS} />
          {view === 'list' && <ColumnsMenu columns={TICKET_TABLE_COLUMNS} />}
          <ViewToggle views={VIEWS} view={view} onChange={setView} label="View" />
          {canCreate && (
            <Button icon={<Plus aria-hidden size={16} />} onClick={() => navigate('create')}>
              {TICKET_MESSAGES.createTicket}
            </Button>
          )}
        </>
      }
    >
      <TicketStatTiles stats={data?.stats} />
      {view === 'board' ? (
        <Suspense fallback={<Spinner label="Loading board..." showLabel size="lg" />}>
          <DispatchBoard />
        </Suspense>
      ) : (
        <>
          <TicketFilters
            search={query.search}
            status={query.status}
            priority={query.priority}
            onSearchCommit={params.setSearch}
            onStatusChange={params.setStatus}
            onPriorityChange={params.setPriority}
          />
          {view === 'list' ? (
            <>
              {selectable && <TicketBulkActions selection={selection} />}
              {list}
            </>
          ) : (
            <Suspense fallback={<Spinner label="Loading calendar..." showLabel size="lg" />}>
              <TicketCalendar today={today} filters={query} />
            </Suspense>
          )}
        </>
      )}
      <TicketDialogs details={details} removal={removal} onEdit={handleEdit} />
    </PageFrame>
  );
}
