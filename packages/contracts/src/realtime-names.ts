// Event names and client constants without zod, so the shell's start-up code can name events
// without loading the schemas (realtime.ts adds the payload map). Each area's come from its
// descriptor.
import { AREA_EVENTS } from './areas';

export const REALTIME_EVENTS = {
  ...AREA_EVENTS,
  countsUpdated: 'counts:updated',
  userProfileUpdated: 'user:profile:updated',
  requestEngineerRefresh: 'request:engineer:refresh',
  auditRecorded: 'audit:recorded',
  jobUpdated: 'job:updated',
} as const;

export type RealtimeEventName = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

export const userProfileUpdatedEvent = (userId: number) =>
  `user:${userId}:profile:updated` as const;

/** Header a browser request carries so the events its write causes can be told apart. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** What the API accepts as a client request id; anything else gets a server-made id. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The realtime client's connect timeout and reconnect timing. */
export const REALTIME_CLIENT = {
  connectTimeoutMs: 20000,
  reconnectDelayMs: 1000,
  reconnectDelayMaxMs: 5000,
  randomizationFactor: 0.5,
  countsRefreshMs: 30000,
  /** The server closes a socket with this code when its session ends (sign-out, reset, expiry). */
  sessionEndedCloseCode: 4401,
} as const;

/** The frame a refused client message gets instead of data. */
export const REALTIME_ERROR_EVENT = 'error';
