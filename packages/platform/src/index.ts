export { ApiError } from './api/api-error';
export { apiFetch, type ApiRequestInit } from './api/api-fetch';
export {
  setUnauthorizedHandler,
  onUnauthorized,
  loginPathFor,
  handleUnauthorized,
} from './api/unauthorized';
export { useSessionStore, type SessionState, type SessionStatus } from './session/session-store';
export { signOut } from './session/sign-out';
export {
  toast,
  useToastStore,
  DEFAULT_TOAST_DURATION_MS,
  type Toast,
  type ToastType,
} from './toast/toast-store';
export { useLiveCountsStore } from './counts/live-counts-store';
export { RealtimeClient, realtime } from './realtime/realtime-client';
export { reconnectDelay } from './realtime/backoff';
export { connectRealtime, disconnectRealtime } from './realtime/connection';
export { useRealtimeEvent, useRealtimeConnected } from './realtime/hooks';
export type { RemoteAppProps } from './remote-app-props';
export { queryClient } from './query-client';
export { PlatformProvider, type PlatformProviderProps } from './platform-provider';
