import {
  displayCode,
  TICKETS_PAGE_SIZE,
  ticketEngineerOptionSchema,
  ticketLeadOptionSchema,
  ticketListItemSchema,
  ticketListResponseSchema,
  ticketSchema,
  ticketStatusGroup,
  workLogHours,
  workLogSchema,
  type Ticket,
  type TicketEngineerOption,
  type TicketLeadOption,
  type TicketListItem,
  type TicketListResponse,
  type TicketStats,
  type WorkLog,
} from '@trellis/contracts';
import { nextId, STAMP } from './fixture-ids';
import { parseFixture as parse } from './parse-fixture';

// Tickets: a list row, a ticket, a page, a work log and the form's pickers.

type ListOverrides<T> = Partial<Omit<T, 'items' | 'stats'>>;

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

export const ticketFixtures = {
  ticketListItem,
  ticket,
  ticketList,
  workLog,
  ticketEngineerOption,
  ticketLeadOption,
};
