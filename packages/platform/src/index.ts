// Everything a remote uses: the core (entries/core.ts, which the shell's start-up imports on its
// own) and what only screens need, the query cache among them.
export * from './entries/core';
export { listUrl } from './api/list-url';
export { useServerFieldErrors, type SetServerFieldError } from './api/use-server-field-errors';
export {
  BUSINESS_SETTINGS_QUERY_KEY,
  BUSINESS_SETTINGS_STALE_MS,
  getAppSettings,
  useAppSettings,
} from './settings/app-settings';
export { useBusinessToday, msUntilNextDay } from './settings/use-business-today';
export { queryClient } from './query-client';
export { QueryProvider, type QueryProviderProps } from './query-provider';
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
