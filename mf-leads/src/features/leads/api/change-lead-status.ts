import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  API_ROUTES,
  type LeadDetail,
  type LeadListResponse,
  type LeadStatusChange,
} from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { withLeadStatus } from '../utils/optimistic-status';
import { leads } from './leads-resource';

export interface ChangeLeadStatusVariables {
  id: number;
  body: LeadStatusChange;
}

/** The status modal's PUT: `{status, reschedule_date, reason}`; answers the whole lead. */
export function changeLeadStatus({ id, body }: ChangeLeadStatusVariables): Promise<LeadDetail> {
  return apiFetch<LeadDetail>(API_ROUTES.lead(id), { method: 'PUT', json: body });
}

interface Snapshot {
  lists: [QueryKey, LeadListResponse | undefined][];
  detail: LeadDetail | undefined;
}

/**
 * Rows and tiles change at once, then take the server's status and follow-up date.
 * A failure puts every cached page and the lead back as they were; the caller keeps its modal
 * open and says why.
 */
export function useChangeLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeLeadStatus,
    onMutate: async ({ id, body }): Promise<Snapshot> => {
      // A list request already on its way would overwrite the optimistic rows with old ones.
      await queryClient.cancelQueries({ queryKey: leads.keys.lists() });
      await queryClient.cancelQueries({ queryKey: leads.keys.detail(id) });
      const snapshot: Snapshot = {
        lists: queryClient.getQueriesData<LeadListResponse>({ queryKey: leads.keys.lists() }),
        detail: queryClient.getQueryData<LeadDetail>(leads.keys.detail(id)),
      };
      const next = { status: body.status, reschedule_date: body.reschedule_date };
      queryClient.setQueriesData<LeadListResponse>({ queryKey: leads.keys.lists() }, (page) =>
        page ? withLeadStatus(page, id, next) : page,
      );
      if (snapshot.detail)
        queryClient.setQueryData<LeadDetail>(leads.keys.detail(id), {
          ...snapshot.detail,
          ...next,
        });
      return snapshot;
    },
    onError: (_error, { id }, snapshot) => {
      if (!snapshot) return;
      for (const [key, page] of snapshot.lists) queryClient.setQueryData(key, page);
      queryClient.setQueryData(leads.keys.detail(id), snapshot.detail);
    },
    onSuccess: (lead) => {
      const saved = { status: lead.status, reschedule_date: lead.reschedule_date };
      queryClient.setQueriesData<LeadListResponse>({ queryKey: leads.keys.lists() }, (page) =>
        page ? withLeadStatus(page, lead.id, saved) : page,
      );
      queryClient.setQueryData(leads.keys.detail(lead.id), lead);
      // Other pages and filters may now count or hold it differently.
      return queryClient.invalidateQueries({ queryKey: leads.keys.lists() });
    },
  });
}
