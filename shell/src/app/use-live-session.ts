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
  realtime,
  toast,
  useLiveCountsStore,
  useSessionStore,
} from '@trellis/platform';

/**
 * While someone is signed in: one realtime connection, counts loaded on start, every 30 s and on
 * the events that change them, and profile updates from elsewhere pulled in (spec 000 §4, §7).
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
    const unsubscribers = [
      realtime.subscribe(REALTIME_EVENTS.countsUpdated, (data) =>
        useLiveCountsStore.getState().setCounts(data as Partial<Counts>),
      ),
      realtime.subscribe(REALTIME_EVENTS.engineerCreated, () => {
        const { counts: current, setCounts, refresh } = useLiveCountsStore.getState();
        setCounts({ engineers: Math.max(0, current.engineers + 1) });
        void refresh();
      }),
      realtime.subscribe(
        REALTIME_EVENTS.engineerUpdated,
        () => void useLiveCountsStore.getState().refresh(),
      ),
      realtime.subscribe(REALTIME_EVENTS.userProfileUpdated, handleProfileUpdated),
      realtime.subscribe(userProfileUpdatedEvent(userId), handleProfileUpdated),
    ];
    return () => {
      clearInterval(timer);
      unsubscribers.forEach((unsubscribe) => unsubscribe());
      disconnectRealtime();
    };
  }, [userId]);
}
