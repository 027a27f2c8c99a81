import {
  displayCode,
  LEADS_PAGE_SIZE,
  leadDetailSchema,
  leadListItemSchema,
  leadListResponseSchema,
  type Lead,
  type LeadDetail,
  type LeadListResponse,
  type LeadStats,
} from '@trellis/contracts';
import { nextId, STAMP } from './fixture-ids';
import { parseFixture as parse } from './parse-fixture';

// Leads: a lead, its detail with the status history, and a page of them.

type ListOverrides<T> = Partial<Omit<T, 'items' | 'stats'>>;

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

export const leadFixtures = { lead, leadDetail, leadList };
