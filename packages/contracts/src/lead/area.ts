import { defineArea, recordEvents } from '../common/area-descriptor';

/** The leads area, as the product's lists take it (see ../common/area-descriptor.ts). */
export const leadArea = defineArea({
  entity: 'lead',
  label: 'Leads',
  apiRoutes: {
    leads: '/api/leads',
    lead: (id: number | string) => `/api/leads/${id}`,
    leadClone: (id: number | string) => `/api/leads/${id}/clone`,
  },
  appRoutes: {
    lead: '/lead',
    leads: '/leads',
    leadsAdd: '/leads/add',
    /** A route pattern (react-router); build the address with `leadEditPath(id)`. */
    leadsEdit: '/leads/edit/:id',
  },
  events: recordEvents('lead', 'lead', 'read'),
  savedViews: { list: 'leads', read: 'read', share: 'update' },
  auditActions: [
    'lead.created',
    'lead.deleted',
    'lead.restored',
    'lead.status_changed',
    'lead.updated',
  ],
  sidebar: {
    label: 'Leads',
    path: '/leads',
    icon: 'Target',
    order: 40,
    section: 'main',
    badge: 'leads',
  },
});
