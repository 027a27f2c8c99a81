import { useQuery } from '@tanstack/react-query';
import type { EngineerDetail } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { engineerKeys } from './engineer-keys';
import { engineerPath } from './engineer-paths';

export function getEngineer(id: number): Promise<EngineerDetail> {
  return apiFetch<EngineerDetail>(engineerPath(id));
}

/** The engineer with the nested profile and last_login. */
export function useEngineer(id: number) {
  return useQuery({
    queryKey: engineerKeys.detail(id),
    queryFn: () => getEngineer(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
