import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS, type EngineerDetail } from '@trellis/contracts';
import { useRealtimeConnected, useRealtimeEvent } from '@trellis/platform';
import { engineerKeys } from '../api/engineer-keys';
import { requestEngineerRefresh } from '../api/request-engineer-refresh';
import { useRecentlyUpdatedStore } from '../stores/recently-updated-store';
import { engineerIdOf, type EngineerEventData } from '../utils/engineer-event-data';
import { mergeEngineer } from '../utils/merge-engineer-event';

/**
 * The detail page follows the engineer live: an engineer:updated or profile:updated about them
 * merges the contact fields at once, marks them 'Recently Updated' and loads the profile again
 * (the event does not carry it). After a lost connection the page asks the server for the
 * engineer's current record (request:engineer:refresh), as it may have missed events;
 * engineer:deleted for them leaves the page showing Engineer Not Found.
 */
export function useEngineerDetailLiveUpdates(id: number) {
  const queryClient = useQueryClient();
  const key = engineerKeys.detail(id);

  const handleUpdated = (data: EngineerEventData, fromProfile = false) => {
    if (engineerIdOf(data) !== id) return;
    const current = queryClient.getQueryData<EngineerDetail>(key);
    const merged = current ? mergeEngineer(current, data) : undefined;
    // A reply to our own refresh request that brings nothing new does not highlight; a profile
    // write always does (the event does not carry the profile to compare).
    const changed =
      fromProfile ||
      !current ||
      !merged ||
      JSON.stringify(current) !== JSON.stringify(merged) ||
      data.updated_at === undefined;
    if (!changed) return;
    useRecentlyUpdatedStore.getState().highlight(id);
    if (merged) queryClient.setQueryData<EngineerDetail>(key, merged);
    void queryClient.invalidateQueries({ queryKey: key });
  };

  useRealtimeEvent(REALTIME_EVENTS.engineerUpdated, (data) => handleUpdated(data));
  useRealtimeEvent(REALTIME_EVENTS.profileUpdated, (data) => handleUpdated(data, true));
  useRealtimeEvent(REALTIME_EVENTS.engineerDeleted, (data) => {
    if (data.id === id) void queryClient.invalidateQueries({ queryKey: key });
  });

  const connected = useRealtimeConnected();
  const wasConnected = useRef(connected);
  useEffect(() => {
    if (connected && !wasConnected.current) {
      requestEngineerRefresh(id);
    }
    wasConnected.current = connected;
  }, [connected, id]);
}
