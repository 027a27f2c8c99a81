import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditListResponse } from '@trellis/contracts';
import { API_ROUTES } from '@trellis/contracts/constants';
import { apiFetch } from '../api/api-fetch';
import { listUrl } from '../api/list-url';

/** The records that keep a History, by the `entity` the audit trail files them under. */
export type HistoryEntity =
  | 'customer'
  | 'lead'
  | 'ticket'
  | 'engineer'
  | 'invoice'
  | 'payout'
  | 'system_user'
  | 'role'
  | 'leave'
  | 'asset'
  | 'holiday';

export const HISTORY_PAGE_SIZE = 10;

/** Query keys: `record` covers every page of one record's history. */
export const historyKeys = {
  record: (entity: HistoryEntity, entityId: string) =>
    ['platform', 'history', entity, entityId] as const,
  page: (entity: HistoryEntity, entityId: string, page: number) =>
    [...historyKeys.record(entity, entityId), page] as const,
};

export function getRecordHistory(
  entity: HistoryEntity,
  entityId: string,
  page: number,
): Promise<AuditListResponse> {
  return apiFetch<AuditListResponse>(
    listUrl(API_ROUTES.audit, { entity, entity_id: entityId, page, limit: HISTORY_PAGE_SIZE }),
  );
}

/** One page of a record's history, newest first; the page shown stays while the next loads. */
export function useRecordHistory(entity: HistoryEntity, entityId: string, page: number) {
  return useQuery({
    queryKey: historyKeys.page(entity, entityId, page),
    queryFn: () => getRecordHistory(entity, entityId, page),
    placeholderData: keepPreviousData,
  });
}
