import type { z } from 'zod';
import {
  appSettingsSchema,
  countsSchema,
  CUSTOMERS_PAGE_SIZE,
  customerListItemSchema,
  customerListResponseSchema,
  customerSchema,
  displayCode,
  ENGINEERS_PAGE_SIZE,
  engineerListItemSchema,
  engineerListResponseSchema,
  errorBodySchema,
  userSchema,
  type AppSettings,
  type Counts,
  type Customer,
  type CustomerListItem,
  type CustomerListResponse,
  type CustomerStats,
  type EngineerListItem,
  type EngineerListResponse,
  type ErrorBody,
  type User,
} from '@trellis/contracts';

const STAMP = '2026-01-05T09:30:00.000Z';
let lastId = 100;
const nextId = () => (lastId += 1);

/**
 * Parses a fixture through its contract schema, unknown keys refused: a fixture (or an override)
 * that drifts from the contract fails the test that builds it, naming the fixture and the field.
 */
function parse<S extends z.ZodObject>(name: string, schema: S, value: unknown): z.output<S> {
  const result = schema.strict().safeParse(value);
  if (result.success) return result.data as z.output<S>;
  const issues = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new Error(`fixtures.${name} does not match the contract:\n  ${issues.join('\n  ')}`);
}

function user(overrides: Partial<User> = {}): User {
  return parse('user', userSchema, {
    id: 7,
    username: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: null,
    address: null,
    dob: null,
    profileImage: null,
    last_login: STAMP,
    timezone: 'UTC',
    role: 'staff',
    created_at: STAMP,
    ...overrides,
  });
}

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

type ListOverrides<T> = Partial<Omit<T, 'items' | 'stats'>>;

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

function engineerListItem(overrides: Partial<EngineerListItem> = {}): EngineerListItem {
  const id = overrides.id ?? nextId();
  return parse('engineerListItem', engineerListItemSchema, {
    id,
    code: displayCode('engineer', id),
    name: `Engineer ${id}`,
    email: `engineer${id}@example.com`,
    phone: null,
    status: 'Active',
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  });
}

/** GET /api/engineers: the same list under `items` and, for the spec's client, `data`. */
function engineerList(
  items: EngineerListItem[] = [],
  overrides: ListOverrides<EngineerListResponse> = {},
): EngineerListResponse {
  return parse('engineerList', engineerListResponseSchema, {
    total: items.length,
    page: 1,
    limit: ENGINEERS_PAGE_SIZE,
    ...overrides,
    items,
    data: items,
  });
}

function counts(overrides: Partial<Counts> = {}): Counts {
  return parse('counts', countsSchema, {
    customers: 4,
    leads: 8,
    tickets: 2,
    engineers: 3,
    leaves: 3,
    notifications: 5,
    customerReceivable: 4,
    ...overrides,
  });
}

function settings(overrides: Partial<AppSettings> = {}): AppSettings {
  return parse('settings', appSettingsSchema, {
    timeZone: 'UTC',
    today: '2026-01-05',
    ...overrides,
  });
}

/** The API's error body (what `ApiError` is built from). */
function errorBody(message: string, code = 'BAD_REQUEST', details?: ErrorBody['details']) {
  return parse('errorBody', errorBodySchema, { message, code, ...(details ? { details } : {}) });
}

/** Contract-checked response bodies for tests: override what the test is about, nothing else. */
export const fixtures = {
  user,
  customerListItem,
  customer,
  customerList,
  engineerListItem,
  engineerList,
  counts,
  settings,
  errorBody,
};
