import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  engineerListItemSchema,
  REALTIME_EVENTS,
  type EngineerListParams,
  type EngineerListResponse,
} from '@trellis/contracts';
import { useRealtimeConnected, useRealtimeEvent } from '@trellis/platform';
import { engineerKeys } from '../api/engineer-keys';
import { useRecentlyUpdatedStore } from '../stores/recently-updated-store';
import { engineerIdOf, type EngineerEventData } from '../utils/engineer-event-data';
import { UNKNOWN_ENGINEER_REFETCH_MS } from '../utils/engineer-live-rules';
import { mergeIntoList, prependEngineer, removeEngineer } from '../utils/merge-engineer-event';

/** The list as first loaded, unfiltered: the only one a new engineer can simply go on top of. */
const isFirstUnfilteredPage = (query: EngineerListParams) =>
  query.page === 1 &&
  query.search === '' &&
  query.documents === 'all' &&
  query.status === undefined &&
  query.sort === 'created_at' &&
  query.order === 'desc';

/**
 * Realtime on the engineers list, applied to the cached page in place:
 * engineer:created prepends the engineer; engineer:updated and profile:updated merge into the
 * row, which shows 'Recently Updated' for 10 s; engineer:deleted removes the row; an update for
 * an engineer not on the page fetches the list again after 1 s (several such updates, once).
 */
export function useEngineerListLiveUpdates(query: EngineerListParams) {
  const queryClient = useQueryClient();
  const key = engineerKeys.list(query);
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (refetchTimer.current) clearTimeout(refetchTimer.current);
    },
    [],
  );

  const refetchSoon = () => {
    if (refetchTimer.current) return;
    refetchTimer.current = setTimeout(() => {
      refetchTimer.current = null;
      void queryClient.invalidateQueries({ queryKey: engineerKeys.lists() });
    }, UNKNOWN_ENGINEER_REFETCH_MS);
  };

  const handleCreated = (data: EngineerEventData) => {
    const engineer = engineerListItemSchema.safeParse(data);
    const list = queryClient.getQueryData<EngineerListResponse>(key);
    if (engineer.success && list && isFirstUnfilteredPage(query)) {
      queryClient.setQueryData<EngineerListResponse>(key, prependEngineer(list, engineer.data));
      // Other pages and searches are stale now; they load again when shown.
      void queryClient.invalidateQueries({
        queryKey: engineerKeys.lists(),
        refetchType: 'none',
      });
    } else {
      void queryClient.invalidateQueries({ queryKey: engineerKeys.lists() });
    }
  };

  const handleUpdated = (data: EngineerEventData, fromProfile = false) => {
    const id = engineerIdOf(data);
    if (id === null) return;
    const list = queryClient.getQueryData<EngineerListResponse>(key);
    const merged = list ? mergeIntoList(list, id, data) : null;
    if (!list || !merged) {
      useRecentlyUpdatedStore.getState().highlight(id);
      refetchSoon();
      return;
    }
    const before = list.items.find((row) => row.id === id);
    const after = merged.items.find((row) => row.id === id);
    // A profile write may change nothing the row shows; an event without updated_at is still
    // news. Only a reply that repeats what the row has (request:engineer:refresh) is not.
    // profile:updated is always news: the profile itself is not in the row to compare.
    const changed =
      fromProfile ||
      JSON.stringify(before) !== JSON.stringify(after) ||
      data.updated_at === undefined;
    if (changed) {
      useRecentlyUpdatedStore.getState().highlight(id);
      queryClient.setQueryData<EngineerListResponse>(key, merged);
    }
    // A profile write may move the nearest expiry; the event names only the contact fields, so
    // the page loads again in the background for the compliance badge.
    if (fromProfile && data.compliance === undefined) {
      void queryClient.invalidateQueries({ queryKey: engineerKeys.lists() });
    }
  };

  const handleDeleted = ({ id }: { id: number }) => {
    queryClient.setQueriesData<EngineerListResponse>({ queryKey: engineerKeys.lists() }, (list) =>
      list ? removeEngineer(list, id) : list,
    );
    queryClient.removeQueries({ queryKey: engineerKeys.detail(id) });
  };

  useRealtimeEvent(REALTIME_EVENTS.engineerCreated, handleCreated);
  useRealtimeEvent(REALTIME_EVENTS.engineerUpdated, (data) => handleUpdated(data));
  useRealtimeEvent(REALTIME_EVENTS.profileUpdated, (data) => handleUpdated(data, true));
  useRealtimeEvent(REALTIME_EVENTS.engineerDeleted, handleDeleted);

  // Back after a lost connection: events may have been missed, so the page loads again.
  const connected = useRealtimeConnected();
  const wasConnected = useRef(connected);
  useEffect(() => {
    if (connected && !wasConnected.current) {
      void queryClient.invalidateQueries({ queryKey: engineerKeys.lists() });
    }
    wasConnected.current = connected;
  }, [connected, queryClient]);
}
