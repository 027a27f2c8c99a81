import type { Lead, LeadListResponse, LeadStatus } from '@trellis/contracts';

/** What a status change sets on a lead: the row's status and follow-up date. */
export interface LeadStatusFields {
  status: LeadStatus;
  reschedule_date: string | null;
}

/**
 * A cached page of leads with one lead's status and follow-up date replaced, and the tiles moved
 * with it (one count from the old status to the new). A page without that lead is returned as
 * is: its rows do not show it and its tiles count other matches.
 */
export function withLeadStatus(
  page: LeadListResponse,
  id: number,
  next: LeadStatusFields,
): LeadListResponse {
  const current = page.items.find((lead) => lead.id === id);
  if (!current) return page;
  const items = page.items.map((lead): Lead => (lead.id === id ? { ...lead, ...next } : lead));
  if (current.status === next.status) return { ...page, items };
  const stats = { ...page.stats };
  stats[current.status] = Math.max(0, stats[current.status] - 1);
  stats[next.status] += 1;
  return { ...page, items, stats };
}
