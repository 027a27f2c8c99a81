import {
  API_ROUTES,
  leadListQuerySchema,
  REALTIME_EVENTS,
  type LeadBody,
  type LeadDetail,
  type LeadListResponse,
} from '@trellis/contracts';
import { defineResource } from '@trellis/page-kit';

/**
 * Leads: a page of 7 with the tiles, one lead with its customer, ticket link and status history,
 * and the form's full writes (the status modal's is `change-lead-status.ts`). A delete is refused
 * (409, with the reason) while a ticket references the lead.
 */
export const leads = defineResource<{ list: LeadListResponse; item: LeadDetail; body: LeadBody }>()(
  {
    key: 'leads',
    listPath: API_ROUTES.leads,
    itemPath: API_ROUTES.lead,
    listQuery: leadListQuerySchema,
    events: [REALTIME_EVENTS.leadCreated, REALTIME_EVENTS.leadUpdated, REALTIME_EVENTS.leadDeleted],
  },
);
