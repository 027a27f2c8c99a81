import {
  AREA_EVENT_AUDIENCE,
  type AreaEventName,
  REALTIME_EVENTS,
  type Permission,
  type RealtimeEventName,
} from '@trellis/contracts';

/**
 * Who may hear each event: the permission a socket's account needs to receive it. Payouts are
 * the team managers', roles and system users the user managers'; every other business event is
 * a record anyone who may read records can list. An area's events come with the audience its
 * descriptor gives them; any other new event name fails to compile until it is given one here. Events addressed to one user (`PublishOptions.userId`) reach only that
 * user, whatever its permissions.
 */
const PRODUCT_AUDIENCE: Record<Exclude<RealtimeEventName, AreaEventName>, Permission> = {
  [REALTIME_EVENTS.countsUpdated]: 'read',
  [REALTIME_EVENTS.userProfileUpdated]: 'read',
  [REALTIME_EVENTS.requestEngineerRefresh]: 'read',
  [REALTIME_EVENTS.auditRecorded]: 'read',
  [REALTIME_EVENTS.jobUpdated]: 'manage_users',
};
const AUDIENCE: Readonly<Record<string, Permission>> = {
  ...AREA_EVENT_AUDIENCE,
  ...PRODUCT_AUDIENCE,
};

/** The permission needed to hear `event`; null for a name nobody declared (nobody hears it). */
export function eventAudience(event: string): Permission | null {
  return AUDIENCE[event] ?? null;
}

/** Events after which the sockets' accounts may hold other permissions than they did. */
export const ACCESS_CHANGING_EVENTS: ReadonlySet<string> = new Set([
  REALTIME_EVENTS.roleUpdated,
  REALTIME_EVENTS.systemUserUpdated,
  REALTIME_EVENTS.systemUserDeleted,
]);
