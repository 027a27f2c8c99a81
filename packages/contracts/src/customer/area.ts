import { defineArea, recordEvents } from '../common/area-descriptor';

/** The customers area, as the product's lists take it (see ../common/area-descriptor.ts). */
export const customerArea = defineArea({
  entity: 'customer',
  label: 'Customers',
  apiRoutes: {
    customers: '/api/customers',
    customer: (id: number | string) => `/api/customers/${id}`,
  },
  appRoutes: {
    customers: '/customers',
    customersAdd: '/customers/add',
  },
  events: recordEvents('customer', 'customer', 'read'),
  savedViews: { list: 'customers', read: 'read', share: 'update' },
  auditActions: ['customer.created', 'customer.deleted', 'customer.restored', 'customer.updated'],
  sidebar: {
    label: 'Customers',
    path: '/customers',
    icon: 'Users',
    order: 30,
    section: 'main',
    badge: 'customers',
  },
});
