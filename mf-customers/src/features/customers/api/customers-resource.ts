import {
  API_ROUTES,
  customerListQuerySchema,
  REALTIME_EVENTS,
  type Customer,
  type CustomerListResponse,
} from '@trellis/contracts';
import { defineResource } from '@trellis/page-kit';

/**
 * Customers: a page of 7, one customer's details, and the add and edit forms, sent as multipart
 * because they carry documents and photos.
 */
export const customers = defineResource<{
  list: CustomerListResponse;
  item: Customer;
  body: FormData;
}>()({
  key: 'customers',
  listPath: API_ROUTES.customers,
  itemPath: API_ROUTES.customer,
  listQuery: customerListQuerySchema,
  events: [
    REALTIME_EVENTS.customerCreated,
    REALTIME_EVENTS.customerUpdated,
    REALTIME_EVENTS.customerDeleted,
  ],
});
