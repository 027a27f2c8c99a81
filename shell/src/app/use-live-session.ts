import { useEffect, useRef } from 'react';
import {
  REALTIME_CLIENT,
  REALTIME_EVENTS,
  userProfileUpdatedEvent,
  type Counts,
} from '@trellis/contracts/constants';
import {
  connectRealtime,
  disconnectRealtime,
  engineerIdOf,
  realtime,
  toast,
  useEngineerUpdateRecords,
  useLiveCountsStore,
  useSessionStore,
  type EngineerEventData,
} from '@trellis/platform';

/**
 * While someone is signed in: one realtime connection, counts loaded on start, every 30 s and on
 * the events that change them, profile updates from elsewhere pulled in, and each engineer's
 * update record replaced on profile:updated, engineer:updated and the user's own profile event
 * (spec 000 §3, §4, §7). The records go with the session.
 */
export function useLiveSession(): void {
  const userId = useSessionStore((s) => (s.status === 'ok' ? s.user?.id : undefined));
  const lastProfileRefresh = useRef(0);

  useEffect(() => {
    if (userId === undefined) return;
    const counts = useLiveCountsStore.getState();
    connectRealtime();
    void counts.refresh();
    const timer = setInterval(
      () => void useLiveCountsStore.getState().refresh(),
      REALTIME_CLIENT.countsRefreshMs,
    );

    const handleProfileUpdated = () => {
      // The server sends the general and the user-specific event for one change: act once.
      if (Date.now() - lastProfileRefresh.current < 1000) return;
      lastProfileRefresh.current = Date.now();
      void useSessionStore
        .getState()
        .refreshUser(true)
        .then((user) => {
          if (user) toast('Profile updated successfully!', 'success');
        });
    };
    const recordEngineerUpdate = (data: EngineerEventData, fallbackId?: number) => {
      const id = engineerIdOf(data) ?? fallbackId;
      if (id !== undefined) useEngineerUpdateRecords.getState().record(id, data);
    };
    const unsubscribers = [
      realtime.subscribe(REALTIME_EVENTS.countsUpdated, (data) =>
        useLiveCountsStore.getState().setCounts(data as Partial<Counts>),
      ),
      realtime.subscribe(REALTIME_EVENTS.engineerCreated, () => {
        const { counts: current, setCounts, refresh } = useLiveCountsStore.getState();
        setCounts({ engineers: Math.max(0, current.engineers + 1) });
        void refresh();
      }),
      realtime.subscribe(REALTIME_EVENTS.engineerUpdated, (data) => {
        recordEngineerUpdate(data as EngineerEventData);
        void useLiveCountsStore.getState().refresh();
      }),
      realtime.subscribe(REALTIME_EVENTS.profileUpdated, (data) =>
        recordEngineerUpdate(data as EngineerEventData),
      ),
      realtime.subscribe(REALTIME_EVENTS.userProfileUpdated, handleProfileUpdated),
      realtime.subscribe(userProfileUpdatedEvent(userId), (data) => {
        recordEngineerUpdate(data as EngineerEventData, userId);
        handleProfileUpdated();
      }),
    ];
    return () => {
      useEngineerUpdateRecords.getState().clear();
      clearInterval(timer);
      unsubscribers.forEach((unsubscribe) => unsubscribe());
      disconnectRealtime();
    };
  }, [userId]);
}
