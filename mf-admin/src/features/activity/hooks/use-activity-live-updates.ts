import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS, type AuditListParams } from '@trellis/contracts';
import { useRealtimeEvent } from '@trellis/platform';
import { activityKeys } from '../api/activity-keys';
import { getAuditEvents } from '../api/get-audit-events';

/**
 * New entries as they are committed. On page 1 the list reloads. Further back it stays put, so
 * the rows being read do not shift: the first page is fetched in the background and the count
 * of entries it gained is returned, for a "N new entries" hint.
 */
export function useActivityLiveUpdates(query: AuditListParams, total: number | undefined) {
  const queryClient = useQueryClient();
  const [firstPage, setFirstPage] = useState<{ of: string; total: number } | null>(null);
  const shown = JSON.stringify(query);

  useRealtimeEvent(REALTIME_EVENTS.auditRecorded, (event) => {
    // Cheap to tell apart: an entry outside the chosen area cannot be listed.
    if (query.entity && event.entity !== query.entity) return;
    if (query.entity_id && event.entity_id !== null && event.entity_id !== query.entity_id) return;
    if (query.page === 1) {
      void queryClient.invalidateQueries({ queryKey: activityKeys.lists() });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: activityKeys.lists(), refetchType: 'none' });
    const first = { ...query, page: 1 };
    void queryClient
      .fetchQuery({
        queryKey: activityKeys.list(first),
        queryFn: () => getAuditEvents(first),
        staleTime: 0,
      })
      .then((page) => setFirstPage({ of: JSON.stringify(query), total: page.total }))
      .catch(() => {});
  });

  // Only a count taken for the page on show counts; turning the page or filtering forgets it.
  const current = firstPage !== null && firstPage.of === shown && total !== undefined;
  return { newEntries: current ? Math.max(0, firstPage.total - total) : 0 };
}
