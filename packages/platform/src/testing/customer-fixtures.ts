import {
  CUSTOMERS_PAGE_SIZE,
  customerListItemSchema,
  customerListResponseSchema,
  customerSchema,
  displayCode,
  type Customer,
  type CustomerListItem,
  type CustomerListResponse,
  type CustomerStats,
} from '@trellis/contracts';
import { nextId, STAMP } from './fixture-ids';
import { parseFixture as parse } from './parse-fixture';

// Customers: a list row, a customer with its persons and documents, and a page of them.

type ListOverrides<T> = Partial<Omit<T, 'items' | 'stats'>>;

function customerBase(id: number) {
  return {
    id,
    code: displayCode('customer', id),
    name: `Customer ${id}`,
    type: 'Company',
    company_reg_no: null,
    vat_no: null,
    address: null,
    account_email: `customer${id}@example.com`,
    status: 'Active',
    profile_image: null,
    first_person: null,
    documents_count: 0,
    created_at: STAMP,
    updated_at: STAMP,
  } as const;
}

function customerListItem(overrides: Partial<CustomerListItem> = {}): CustomerListItem {
  const id = overrides.id ?? nextId();
  return parse('customerListItem', customerListItemSchema, {
    ...customerBase(id),
    nearest_expiry: null,
    expiring_documents: [],
    ...overrides,
  });
}

function customer(overrides: Partial<Customer> = {}): Customer {
  const id = overrides.id ?? nextId();
  return parse('customer', customerSchema, {
    ...customerBase(id),
    persons: [],
    documents: [],
    ...overrides,
  });
}

/** A page of customers; `stats` are computed from the items unless given (in part or whole). */
function customerList(
  items: CustomerListItem[] = [],
  overrides: ListOverrides<CustomerListResponse> & { stats?: Partial<CustomerStats> } = {},
): CustomerListResponse {
  const { stats, ...rest } = overrides;
  const total = rest.total ?? items.length;
  return parse('customerList', customerListResponseSchema, {
    items,
    total,
    page: 1,
    limit: CUSTOMERS_PAGE_SIZE,
    ...rest,
    stats: {
      totalCustomers: total,
      active: items.filter((item) => item.status === 'Active').length,
      totalTickets: 0,
      totalRevenue: [],
      ...stats,
    },
  });
}

export const customerFixtures = { customerListItem, customer, customerList };
