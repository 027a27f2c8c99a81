import { useEffect, useRef } from 'react';
import {
  REALTIME_CLIENT,
  REALTIME_EVENTS,
  userProfileUpdatedEvent,
  type Counts,
  type User,
} from '@trellis/contracts/constants';
import {
  connectRealtime,
  disconnectRealtime,
  realtime,
  toast,
  useLiveCountsStore,
  usePermission,
  useSessionStore,
} from '@trellis/platform/core';
import {
  engineerIdOf,
  useEngineerUpdateRecords,
  type EngineerEventData,
} from './engineer-update-records';

/** The counts need Read: a pending account has none, so it asks for none and is not refused. */
function refreshCounts(): void {
  if (useSessionStore.getState().user?.permissions.includes('read'))
    void useLiveCountsStore.getState().refresh();
}

/** Whether a reload of the user changed what the account may do, not its profile. */
const accessChanged = (before: User | null, after: User) =>
  !before ||
  before.status !== after.status ||
  before.permissions.join() !== after.permissions.join();

/**
 * While someone is signed in: one realtime connection, counts loaded on start, every 30 s and on
 * the events that change them, profile updates from elsewhere pulled in, and each engineer's
 * update record replaced on profile:updated, engineer:updated and the user's own profile event.
 * An approval, a new role or a role's new permissions reach the user as
 * their own profile event, or as a role or system-user event, and reload their permissions. The
 * records go with the session.
 */
export function useLiveSession(): void {
  const userId = useSessionStore((s) => (s.status === 'ok' ? s.user?.id : undefined));
  const canRead = usePermission('read');
  const lastProfileRefresh = useRef(0);

  // On start, and when an approval or a new role brings Read.
  useEffect(() => {
    if (userId !== undefined && canRead) refreshCounts();
  }, [userId, canRead]);

  useEffect(() => {
    if (userId === undefined) return;
    connectRealtime();
    const timer = setInterval(refreshCounts, REALTIME_CLIENT.countsRefreshMs);

    const handleProfileUpdated = () => {
      // The server sends the general and the user-specific event for one change: act once.
      if (Date.now() - lastProfileRefresh.current < 1000) return;
      lastProfileRefresh.current = Date.now();
      const before = useSessionStore.getState().user;
      void useSessionStore
        .getState()
        .refreshUser(true)
        .then((user) => {
          if (user && !accessChanged(before, user))
            toast('Profile updated successfully!', 'success');
        });
    };
    const refreshAccess = () => void useSessionStore.getState().refreshUser();
    const recordEngineerUpdate = (data: EngineerEventData, fallbackId?: number) => {
      const id = engineerIdOf(data) ?? fallbackId;
      if (id !== undefined) useEngineerUpdateRecords.getState().record(id, data);
    };
    const unsubscribers = [
      realtime.subscribe(REALTIME_EVENTS.countsUpdated, (data) =>
        useLiveCountsStore.getState().setCounts(data as Partial<Counts>),
      ),
      realtime.subscribe(REALTIME_EVENTS.engineerCreated, () => {
        const { counts: current, setCounts } = useLiveCountsStore.getState();
        setCounts({ engineers: Math.max(0, current.engineers + 1) });
        refreshCounts();
      }),
      realtime.subscribe(REALTIME_EVENTS.engineerUpdated, (data) => {
        recordEngineerUpdate(data as EngineerEventData);
        refreshCounts();
      }),
      realtime.subscribe(REALTIME_EVENTS.profileUpdated, (data) =>
        recordEngineerUpdate(data as EngineerEventData),
      ),
      realtime.subscribe(REALTIME_EVENTS.userProfileUpdated, handleProfileUpdated),
      realtime.subscribe(userProfileUpdatedEvent(userId), (data) => {
        recordEngineerUpdate(data as EngineerEventData, userId);
        handleProfileUpdated();
      }),
      realtime.subscribe(REALTIME_EVENTS.roleUpdated, refreshAccess),
      realtime.subscribe(REALTIME_EVENTS.roleDeleted, refreshAccess),
      realtime.subscribe(REALTIME_EVENTS.systemUserUpdated, refreshAccess),
    ];
    return () => {
      useEngineerUpdateRecords.getState().clear();
      clearInterval(timer);
      unsubscribers.forEach((unsubscribe) => unsubscribe());
      disconnectRealtime();
    };
  }, [userId]);
}
