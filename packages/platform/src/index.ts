export { ApiError } from './api/api-error';
export { apiFetch, type ApiRequestInit } from './api/api-fetch';
export { errorMessage } from './api/error-message';
export { listUrl } from './api/list-url';
export { useServerFieldErrors, type SetServerFieldError } from './api/use-server-field-errors';
export { isOwnRequestId, REMEMBERED_REQUEST_IDS } from './api/request-id';
export {
  setUnauthorizedHandler,
  onUnauthorized,
  loginPathFor,
  handleUnauthorized,
} from './api/unauthorized';
export { onPermissionDenied } from './api/permission-denied';
export { useSessionStore, type SessionState, type SessionStatus } from './session/session-store';
export { signOut } from './session/sign-out';
export { usePermission, usePermissions } from './session/use-permission';
export {
  toast,
  useToastStore,
  DEFAULT_TOAST_DURATION_MS,
  type Toast,
  type ToastType,
} from './toast/toast-store';
export { useLiveCountsStore } from './counts/live-counts-store';
export { RealtimeClient, realtime, type RealtimeClientOptions } from './realtime/realtime-client';
export { reconnectDelay } from './realtime/backoff';
export { connectRealtime, disconnectRealtime, subscribe, send } from './realtime/connection';
export {
  useRealtimeEvent,
  useRealtimeConnected,
  type UseRealtimeEventOptions,
} from './realtime/hooks';
export type {
  EventPayload,
  RealtimeHandler,
  RealtimeMeta,
  SubscribableEvent,
  UserProfileUpdatedEventName,
} from './realtime/realtime-types';
export {
  BUSINESS_SETTINGS_QUERY_KEY,
  BUSINESS_SETTINGS_STALE_MS,
  getAppSettings,
  useAppSettings,
} from './settings/app-settings';
export { useBusinessToday, msUntilNextDay } from './settings/use-business-today';
export type { RemoteAppProps } from './remote-app-props';
export { queryClient } from './query-client';
export { PlatformProvider, type PlatformProviderProps } from './platform-provider';
export { useListSearchParams, type ListSearchParamsOptions } from './lists/use-list-search-params';
export { parseSearchParams, toSearchParams } from './lists/list-search-params';
export { HistorySection, type HistorySectionProps } from './history/history-section';
export type { HistoryEntity } from './history/get-record-history';
export {
  CUSTOMER_OPTIONS_LIMIT,
  CUSTOMER_OPTIONS_QUERY_KEY,
  customerOptionsQueryKey,
  getCustomerOptions,
  useCustomerOptions,
  type CustomerOption,
} from './customers/get-customer-options';
