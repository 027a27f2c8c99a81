import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, type AppSettings } from '@trellis/contracts/constants';
import { apiFetch } from '../api/api-fetch';

/** The query key of GET /api/settings (invalidate it to re-read the business settings). */
export const BUSINESS_SETTINGS_QUERY_KEY = ['platform', 'settings'] as const;

/** The business settings change with a deployment, not while a tab is open. */
export const BUSINESS_SETTINGS_STALE_MS = 60 * 60 * 1000;

export async function getAppSettings(): Promise<AppSettings> {
  // The schemas (and zod) load with the first screen that needs them, not with the shell.
  const [{ appSettingsSchema }, body] = await Promise.all([
    import('@trellis/contracts'),
    apiFetch<unknown>(API_ROUTES.settings),
  ]);
  return appSettingsSchema.parse(body);
}

/** GET /api/settings through the shared query cache: one request for every screen that asks. */
export function useAppSettings() {
  return useQuery({
    queryKey: BUSINESS_SETTINGS_QUERY_KEY,
    queryFn: getAppSettings,
    staleTime: BUSINESS_SETTINGS_STALE_MS,
    gcTime: Infinity,
  });
}
