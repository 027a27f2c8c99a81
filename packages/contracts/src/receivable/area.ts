import { defineArea, recordEvents } from '../common/area-descriptor';

/** The invoices area, as the product's lists take it (see ../common/area-descriptor.ts). */
export const receivableArea = defineArea({
  entity: 'invoice',
  label: 'Invoices',
  apiRoutes: {
    receivables: '/api/receivables',
    receivablePay: (id: number | string) => `/api/receivables/${id}/pay`,
    receivableRemind: (id: number | string) => `/api/receivables/${id}/remind`,
    receivablesExport: '/api/receivables/export.csv',
  },
  appRoutes: {
    customerReceivable: '/customer-receivable',
  },
  events: recordEvents('receivable', 'receivable', 'read', ['created', 'updated']),
  savedViews: { list: 'receivables', read: 'read', share: 'update' },
  auditActions: ['invoice.created', 'invoice.paid', 'invoice.reminded', 'invoices.exported'],
  sidebar: {
    label: 'Customer Receivable',
    path: '/customer-receivable',
    icon: 'Receipt',
    order: 60,
    section: 'main',
    badge: 'customerReceivable',
  },
  screen: { path: '/customer-receivable', remote: 'mf-customers' },
});
