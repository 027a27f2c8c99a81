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
  engineerDetailSchema,
  engineerListItemSchema,
  engineerListResponseSchema,
  errorBodySchema,
  LEADS_PAGE_SIZE,
  PERMISSIONS,
  leadDetailSchema,
  leadListItemSchema,
  leadListResponseSchema,
  TICKETS_PAGE_SIZE,
  ticketEngineerOptionSchema,
  ticketLeadOptionSchema,
  ticketListItemSchema,
  ticketListResponseSchema,
  ticketSchema,
  ticketStatusGroup,
  workLogHours,
  workLogSchema,
  userSchema,
  type AppSettings,
  type Counts,
  type Customer,
  type CustomerListItem,
  type CustomerListResponse,
  type CustomerStats,
  type EngineerDetail,
  type EngineerListItem,
  type EngineerListResponse,
  type ErrorBody,
  type Lead,
  type LeadDetail,
  type LeadListResponse,
  type LeadStats,
  type Ticket,
  type TicketEngineerOption,
  type TicketLeadOption,
  type TicketListItem,
  type TicketListResponse,
  type TicketStats,
  type WorkLog,
  type User,
} from '@trellis/contracts';
import { adminFixtures } from './admin-fixtures';
import { auditFixtures } from './audit-fixtures';
import { financeFixtures } from './finance-fixtures';
import { dashboardFixtures } from './dashboard-fixtures';

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

/**
 * The signed-in staff user: active with every permission unless a test narrows it
 * (`fixtures.user({ permissions: ['read'] })`, or `status: 'pending', permissions: []`).
 */
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
    status: 'active',
    permissions: [...PERMISSIONS],
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
    compliance: { nearest_expiry: null, urgency: null, document: null },
    ...overrides,
  });
}

/** GET /api/engineers/:id (and /me): the list item plus last_login, a full profile and pay. */
function engineerDetail(overrides: Partial<EngineerDetail> = {}): EngineerDetail {
  const { profile: _profile, last_login: _lastLogin, ...itemOverrides } = overrides;
  const item = engineerListItem(itemOverrides);
  return parse('engineerDetail', engineerDetailSchema, {
    ...item,
    last_login: STAMP,
    profile: {
      personalDetails: {
        email: item.email,
        phone: '+44 20 7946 0000',
        address: '1 Example Street, London',
        dob: '1990-04-01',
        last_login: STAMP,
      },
      education: [
        {
          degree_name: 'BSc Networking',
          university_name: 'Open University',
          issue_date: '2012-07-01',
        },
      ],
      technicalSkills: [{ skill_name: 'Cisco IOS', level: 'Advanced' }],
      spokenLanguages: [
        {
          language: 'English',
          level: 'Native',
          prof_read: true,
          prof_speak: true,
          prof_write: true,
        },
      ],
      industryExperience: [{ industry: 'Telecom', exp_range: '5-10 years' }],
      idDocuments: [{ doc_type: 'Passport', issue_date: '2020-01-01', expiry_date: '2030-01-01' }],
      rightToWork: [{ visa_types: 'UK citizen', issue_date: '2020-01-01', expiry_date: null }],
      travelDetails: {
        working_radius: 100,
        driving_license: true,
        own_vehicle: true,
        vehicle_types: ['Car'],
      },
      paymentDetails: {
        payment_currency: 'GBP',
        bank_name: 'Example Bank',
        account_type: 'Personal',
        account_name: item.name,
        sort_code: '12-34-56',
        iban: 'GB82 WEST 1234 5698 7654 32',
      },
    },
    compliance: { nearest_expiry: '2030-01-01', urgency: null, document: 'Passport' },
    // As a user with Manage Team sees it (the API leaves pay out for anyone else).
    pay_rate: null,
    pay_currency: 'USD',
    ...overrides,
  });
}

/** GET /api/engineers: the same list under `items` and, for older clients, `data`. */
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

function leadBase(id: number, overrides: Partial<Lead>) {
  const customerId = overrides.customer_id ?? 1;
  return {
    id,
    code: displayCode('lead', id),
    task_name: `Lead task ${id}`,
    customer_id: customerId,
    customer_name: `Customer ${customerId}`,
    customer_code: displayCode('customer', customerId),
    profile_image: null,
    lead_type: 'Full time',
    end_client_name: 'End Client Ltd',
    client_ticket_number: null,
    status: 'BID',
    reschedule_date: null,
    task_start_date: '2026-01-12',
    task_end_date: '2026-01-13',
    task_time_hours: 9,
    scope_of_work: 'Install and test two racks',
    apartment: 'Unit 4',
    address_line_1: '1 Main Street',
    address_line_2: null,
    city: 'London',
    country: 'United Kingdom',
    zip_code: 'EC1A 1BB',
    timezone: 'UTC+00:00',
    currency: 'EUR',
    hourly_rate: '55.00',
    half_day_rate: '200.00',
    full_day_rate: '380.00',
    monthly_rate: null,
    agreed_rate: null,
    tools: null,
    travel_cost_day: null,
    total_cost: null,
    ticket_id: null,
    ticket_code: null,
    created_at: STAMP,
    updated_at: STAMP,
  } as const;
}

/** A lead as GET /api/leads lists it (the whole lead); customer and ticket fields follow the ids. */
function lead(overrides: Partial<Lead> = {}): Lead {
  const id = overrides.id ?? nextId();
  const ticket =
    overrides.ticket_id != null
      ? { ticket_code: overrides.ticket_code ?? displayCode('ticket', overrides.ticket_id) }
      : {};
  return parse('lead', leadListItemSchema, { ...leadBase(id, overrides), ...ticket, ...overrides });
}

/** GET /api/leads/:id: the lead with its status history (one creation entry unless given). */
function leadDetail(overrides: Partial<LeadDetail> = {}): LeadDetail {
  const id = overrides.id ?? nextId();
  const base = { ...leadBase(id, overrides), ...overrides };
  return parse('leadDetail', leadDetailSchema, {
    ...base,
    status_history: [
      {
        id: 1,
        from_status: null,
        to_status: base.status,
        reschedule_date: base.reschedule_date,
        reason: null,
        changed_by_id: 7,
        changed_by_name: 'Ada Lovelace',
        changed_at: base.created_at,
      },
    ],
    ...overrides,
  });
}

/** A page of leads; `stats` are counted from the items unless given (in part or whole). */
function leadList(
  items: Lead[] = [],
  overrides: ListOverrides<LeadListResponse> & { stats?: Partial<LeadStats> } = {},
): LeadListResponse {
  const { stats, ...rest } = overrides;
  const count = (status: Lead['status']) => items.filter((item) => item.status === status).length;
  return parse('leadList', leadListResponseSchema, {
    items,
    total: rest.total ?? items.length,
    page: 1,
    limit: LEADS_PAGE_SIZE,
    ...rest,
    stats: {
      total: rest.total ?? items.length,
      BID: count('BID'),
      Confirm: count('Confirm'),
      Reschedule: count('Reschedule'),
      Cancelled: count('Cancelled'),
      ...stats,
    },
  });
}

function ticketBase(id: number, overrides: Partial<Ticket>) {
  const customerId = overrides.customer_id ?? 1;
  const engineerId = overrides.engineer_id ?? null;
  return {
    id,
    code: displayCode('ticket', id),
    task_name: `Ticket task ${id}`,
    status: 'Offered',
    priority: 'Medium',
    customer_id: customerId,
    customer_name: `Customer ${customerId}`,
    customer_code: displayCode('customer', customerId),
    engineer_id: engineerId,
    engineer_name: engineerId === null ? null : `Engineer ${engineerId}`,
    task_start_date: '2026-01-12',
    task_end_date: '2026-01-13',
    task_time_hours: 9,
    timezone: 'UTC+00:00',
    location: 'London, United Kingdom',
    apartment: 'Unit 4',
    address_line_1: '1 Main Street',
    city: 'London',
    country: 'United Kingdom',
    zip_code: 'EC1A 1BB',
    lead_id: null,
    created_at: STAMP,
    updated_at: STAMP,
  } as const;
}

/** A row of GET /api/tickets (and a ticket:* payload); customer and engineer follow the ids. */
function ticketListItem(overrides: Partial<TicketListItem> = {}): TicketListItem {
  const id = overrides.id ?? nextId();
  return parse('ticketListItem', ticketListItemSchema, {
    ...ticketBase(id, overrides),
    ...overrides,
  });
}

/** GET /api/tickets/:id: the row plus every field of the form, its files and logged hours. */
function ticket(overrides: Partial<Ticket> = {}): Ticket {
  const id = overrides.id ?? nextId();
  const base = { ...ticketBase(id, overrides), ...overrides };
  return parse('ticket', ticketSchema, {
    ...base,
    lead_code: base.lead_id === null ? null : displayCode('lead', base.lead_id),
    engineer_email: base.engineer_id === null ? null : `engineer${base.engineer_id}@example.com`,
    scope_of_work: 'Install and test two racks',
    address_line_2: null,
    poc_details: null,
    re_details: null,
    call_invites: null,
    currency: 'USD',
    hourly_rate: '50.00',
    half_day_rate: '180.00',
    full_day_rate: '350.00',
    monthly_rate: null,
    agreed_rate: null,
    travel_cost_day: null,
    tool_cost: null,
    tools: null,
    documents: [],
    sign_off_sheet: [],
    total_hours: 0,
    ...overrides,
  });
}

/** A page of tickets; `stats` are grouped from the items unless given (in part or whole). */
function ticketList(
  items: TicketListItem[] = [],
  overrides: ListOverrides<TicketListResponse> & { stats?: Partial<TicketStats> } = {},
): TicketListResponse {
  const { stats, ...rest } = overrides;
  const count = (group: string) =>
    items.filter((i) => ticketStatusGroup(i.status) === group).length;
  return parse('ticketList', ticketListResponseSchema, {
    items,
    total: rest.total ?? items.length,
    page: 1,
    limit: TICKETS_PAGE_SIZE,
    ...rest,
    stats: {
      total: rest.total ?? items.length,
      open: count('open'),
      in_progress: count('in_progress'),
      resolved: count('resolved'),
      expired: count('expired'),
      ...stats,
    },
  });
}

/** A stored work entry; its hours follow the times and break unless given. */
function workLog(overrides: Partial<WorkLog> = {}): WorkLog {
  const entry = {
    id: overrides.id ?? nextId(),
    ticket_id: 1,
    engineer_id: null,
    engineer_name: null,
    work_date: '2026-01-12',
    start_time: '09:00',
    end_time: '11:30',
    break_minutes: 0,
    status: 'In Progress',
    created_at: STAMP,
    ...overrides,
  } as const;
  const hours = workLogHours(entry.start_time, entry.end_time, entry.break_minutes);
  return parse('workLog', workLogSchema, {
    duration_hours: hours.duration,
    actual_hours: hours.actual,
    ...entry,
  });
}

function ticketEngineerOption(overrides: Partial<TicketEngineerOption> = {}): TicketEngineerOption {
  const id = overrides.id ?? nextId();
  return parse('ticketEngineerOption', ticketEngineerOptionSchema, {
    id,
    name: `Engineer ${id}`,
    email: `engineer${id}@example.com`,
    code: displayCode('engineer', id),
    status: 'Active',
    compliant: true,
    reason: null,
    ...overrides,
  });
}

function ticketLeadOption(overrides: Partial<TicketLeadOption> = {}): TicketLeadOption {
  const id = overrides.id ?? nextId();
  const customerId = overrides.customer_id ?? 1;
  return parse('ticketLeadOption', ticketLeadOptionSchema, {
    id,
    code: displayCode('lead', id),
    task_name: `Lead task ${id}`,
    customer_id: customerId,
    customer_name: `Customer ${customerId}`,
    ...overrides,
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
  engineerDetail,
  lead,
  leadList,
  leadDetail,
  counts,
  settings,
  errorBody,
  ticketListItem,
  ticket,
  ticketList,
  workLog,
  ticketEngineerOption,
  ticketLeadOption,
  ...adminFixtures,
  ...financeFixtures,
  ...dashboardFixtures,
  ...auditFixtures,
};
