import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, type AuditListParams, type AuditListResponse } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { auditFilters } from '../utils/audit-filters';
import { activityKeys } from './activity-keys';

export function getAuditEvents(query: AuditListParams): Promise<AuditListResponse> {
  const { page, limit } = query;
  return apiFetch<AuditListResponse>(
    listUrl(API_ROUTES.audit, { ...auditFilters(query), page, limit }),
  );
}

/** One page of the whole audit trail, newest first. */
export function useAuditEvents(query: AuditListParams) {
  return useQuery({
    queryKey: activityKeys.list(query),
    queryFn: () => getAuditEvents(query),
    placeholderData: keepPreviousData,
  });
}
