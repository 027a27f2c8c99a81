// `@trellis/platform/core`: the API client, the session, toasts, the live counts and the realtime
// connection, the app-wide state the shell's frame runs on. Shared on its own, so the shell's
// start-up takes this and not the rest of the package (the query cache and react-query with it,
// lists, History), which loads with the first remote. `@trellis/platform` re-exports all of it.
export { ApiError } from '../api/api-error';
export { apiFetch, type ApiRequestInit } from '../api/api-fetch';
export { errorMessage } from '../api/error-message';
export { isOwnRequestId, REMEMBERED_REQUEST_IDS } from '../api/request-id';
export {
  setUnauthorizedHandler,
  onUnauthorized,
  loginPathFor,
  handleUnauthorized,
} from '../api/unauthorized';
export { onPermissionDenied } from '../api/permission-denied';
export { useSessionStore, type SessionState, type SessionStatus } from '../session/session-store';
export { signOut } from '../session/sign-out';
export { usePermission, usePermissions } from '../session/use-permission';
export {
  toast,
  useToastStore,
  DEFAULT_TOAST_DURATION_MS,
  type Toast,
  type ToastType,
} from '../toast/toast-store';
export { useLiveCountsStore } from '../counts/live-counts-store';
export { RealtimeClient, realtime, type RealtimeClientOptions } from '../realtime/realtime-client';
export { reconnectDelay } from '../realtime/backoff';
export { connectRealtime, disconnectRealtime, subscribe, send } from '../realtime/connection';
export {
  useRealtimeEvent,
  useRealtimeConnected,
  type UseRealtimeEventOptions,
} from '../realtime/hooks';
export type {
  EventPayload,
  RealtimeHandler,
  RealtimeMeta,
  SubscribableEvent,
  UserProfileUpdatedEventName,
} from '../realtime/realtime-types';
export type { RemoteAppProps } from '../remote-app-props';
