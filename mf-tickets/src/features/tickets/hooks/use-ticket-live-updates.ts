import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS, type TicketListItem } from '@trellis/contracts';
import { useRealtimeEvent } from '@trellis/platform';
import { ticketKeys } from '../api/ticket-keys';
import { withoutTicketRow, withTicketRow } from '../utils/ticket-cache';

/**
 * Another user's (or the engineer app's) ticket write shows in place at once: the event carries
 * the row, which replaces or leaves the cached pages; then the lists refetch for the tiles and
 * filters. An engineer change renames rows and changes who may be assigned. This tab's own
 * writes are skipped: their mutation has already refreshed them.
 */
export function useTicketLiveUpdates() {
  const queryClient = useQueryClient();
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
  const refreshTicket = (id: number) => {
    void queryClient.invalidateQueries({ queryKey: ticketKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: ticketKeys.workLogs(id) });
  };
  const handleChanged = (row: TicketListItem) => {
    withTicketRow(queryClient, row);
    refreshTicket(row.id);
    void refreshLists();
  };
  const handleDeleted = (row: TicketListItem) => {
    withoutTicketRow(queryClient, row.id);
    void refreshLists();
  };
  const handleEngineer = () => {
    void refreshLists();
    void queryClient.invalidateQueries({ queryKey: ['tickets', 'engineer-options'] });
  };
  const options = { ignoreOwn: true };
  useRealtimeEvent(REALTIME_EVENTS.ticketCreated, () => void refreshLists(), options);
  useRealtimeEvent(REALTIME_EVENTS.ticketUpdated, handleChanged, options);
  useRealtimeEvent(REALTIME_EVENTS.ticketAssigned, handleChanged, options);
  useRealtimeEvent(REALTIME_EVENTS.ticketDeleted, handleDeleted, options);
  useRealtimeEvent(REALTIME_EVENTS.engineerCreated, handleEngineer, options);
  useRealtimeEvent(REALTIME_EVENTS.engineerUpdated, handleEngineer, options);
  useRealtimeEvent(REALTIME_EVENTS.engineerDeleted, handleEngineer, options);
  useRealtimeEvent(REALTIME_EVENTS.profileUpdated, handleEngineer, options);
}
