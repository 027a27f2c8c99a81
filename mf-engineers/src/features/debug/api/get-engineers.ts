import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, type EngineerListResponse } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';

export const engineersQueryKey = ['engineers', 'debug'] as const;

/** The debug page reads `data`, as older clients do (falling back to the body itself). */
export async function getEngineers() {
  const body = await apiFetch<EngineerListResponse | EngineerListResponse['data']>(
    API_ROUTES.engineers,
  );
  return Array.isArray(body) ? body : body.data;
}

export function useEngineers() {
  return useQuery({ queryKey: engineersQueryKey, queryFn: getEngineers });
}
