import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  API_ROUTES,
  ENGINEER_TICKET_STATUSES,
  ERROR_STATUS,
  REALTIME_EVENTS,
  TICKET_FORM_DEFAULTS,
  TICKET_FORM_SECTIONS,
  TICKET_LIST_DEFAULTS,
  TICKET_MESSAGES,
  TICKET_TIME_ZONES,
  engineerNotCompliantReason,
  engineerTicketStatusBodySchema,
  engineerWorkLogBodySchema,
  formatHours,
  isCompliantForAssignment,
  leadToTicketFormValues,
  realtimeEventSchema,
  ticketBodySchema,
  ticketCalendarColor,
  ticketFieldsSchema,
  ticketFormDefaults,
  ticketListQuerySchema,
  ticketPageSummary,
  ticketStatusGroup,
  ticketTimeZoneOptions,
  ticketUpdateBodySchema,
  workLogCreateBodySchema,
  workLogHours,
  workLogsOverlap,
  type Lead,
  type TicketListItem,
} from '../index';

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
/** `field: message` for every issue, so a test names exactly what the user would read. */
const issues = (result: Result) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.') || 'body'}: ${i.message}`);

/** A complete create form, as a multipart body sends it: every value a string. */
const multipart = (): Record<string, string> => ({
  customer_id: '3',
  lead_id: '7',
  task_name: 'Replace switch',
  task_start_date: '2026-12-01',
  task_end_date: '2026-12-03',
  task_time_hours: '09:00',
  scope_of_work: 'Swap the core switch',
  priority: 'High',
  engineer_id: '11',
  apartment: 'Unit 4',
  address_line_1: '1 Main St',
  address_line_2: '',
  city: 'London',
  country: 'UK',
  zip_code: 'N1 1AA',
  timezone: 'UTC+00:00',
  poc_details: '',
  re_details: '',
  call_invites: '',
  currency: 'USD',
  hourly_rate: '50',
  half_day_rate: '180',
  full_day_rate: '350.5',
  monthly_rate: '',
  agreed_rate: '',
  travel_cost_day: '',
  tool_cost: '12.25',
  tools: '',
});

describe('ticket status groups', () => {
  it('groups the six statuses into Open, In Progress, Resolved and Expired', () => {
    assert.equal(ticketStatusGroup('Offered'), 'open');
    assert.equal(ticketStatusGroup('Accepted'), 'open');
    assert.equal(ticketStatusGroup('On Hold'), 'open');
    assert.equal(ticketStatusGroup('In Progress'), 'in_progress');
    assert.equal(ticketStatusGroup('Closed'), 'resolved');
    assert.equal(ticketStatusGroup('Expired'), 'expired');
  });

  it('counts an unknown value as Open, and colours by group', () => {
    assert.equal(ticketStatusGroup('Pending'), 'open');
    assert.equal(ticketStatusGroup(undefined), 'open');
    assert.equal(ticketCalendarColor('Accepted'), 'dark-blue');
    assert.equal(ticketCalendarColor('In Progress'), 'purple');
    assert.equal(ticketCalendarColor('Closed'), 'green');
    assert.equal(ticketCalendarColor('Expired'), 'gray');
  });

  it('lets the engineer set only Accepted, In Progress, On Hold and Closed', () => {
    assert.deepEqual(
      [...ENGINEER_TICKET_STATUSES],
      ['Accepted', 'In Progress', 'On Hold', 'Closed'],
    );
    assert.equal(engineerTicketStatusBodySchema.safeParse({ status: 'Closed' }).success, true);
    assert.equal(engineerTicketStatusBodySchema.safeParse({ status: 'Offered' }).success, false);
    assert.equal(engineerTicketStatusBodySchema.safeParse({ status: 'Expired' }).success, false);
  });
});

describe('ticket list query', () => {
  it('defaults to 10 a page, newest first, no filters', () => {
    const q = ticketListQuerySchema.parse({});
    assert.equal(q.limit, 10);
    assert.equal(TICKET_LIST_DEFAULTS.limit, 10);
    assert.equal(q.sort, 'created_at');
    assert.equal(q.order, 'desc');
    assert.deepEqual(q.status, []);
    assert.deepEqual(q.priority, []);
    assert.equal(ticketListQuerySchema.safeParse({ limit: '1001' }).success, false);
  });

  it('reads status and priority as one value, a repeated key or a comma list', () => {
    assert.deepEqual(ticketListQuerySchema.parse({ status: 'Offered' }).status, ['Offered']);
    assert.deepEqual(ticketListQuerySchema.parse({ status: ['Offered', 'In Progress'] }).status, [
      'Offered',
      'In Progress',
    ]);
    assert.deepEqual(ticketListQuerySchema.parse({ priority: 'High,Urgent' }).priority, [
      'High',
      'Urgent',
    ]);
    assert.equal(ticketListQuerySchema.safeParse({ status: ['Offered', 'Bogus'] }).success, false);
    // What a list screen's address holds (one `get` of the key) round-trips.
    const url = new URLSearchParams('status=Offered&status=Closed');
    assert.deepEqual(ticketListQuerySchema.parse({ status: url.getAll('status') }).status, [
      'Offered',
      'Closed',
    ]);
  });

  it('takes a from/to range and refuses from after to, naming to', () => {
    const q = ticketListQuerySchema.parse({ from: '2026-12-01', to: '2026-12-31' });
    assert.equal(q.from, '2026-12-01');
    assert.equal(q.to, '2026-12-31');
    assert.deepEqual(
      issues(ticketListQuerySchema.safeParse({ from: '2026-12-31', to: '2026-12-01' })),
      ['to: To must be on or after From'],
    );
    assert.equal(ticketListQuerySchema.safeParse({ from: '2026-02-30' }).success, false);
    assert.equal(
      ticketListQuerySchema.parse({ engineer_id: '4', customer_id: '9' }).engineer_id,
      4,
    );
  });

  it("formats 'Page X of Y • Total N'", () => {
    assert.equal(ticketPageSummary(2, 3, 25), 'Page 2 of 3 • Total 25');
  });
});

describe('ticket form and bodies', () => {
  it('parses a multipart body: ids and rates from strings, empty optionals as null', () => {
    const body = ticketBodySchema.parse(multipart());
    assert.equal(body.customer_id, 3);
    assert.equal(body.lead_id, 7);
    assert.equal(body.engineer_id, 11);
    assert.equal(body.task_time_hours, 9);
    assert.equal(body.full_day_rate, '350.50');
    assert.equal(body.tool_cost, '12.25');
    assert.equal(body.monthly_rate, null);
    assert.equal(body.address_line_2, null);
    assert.equal(body.priority, 'High');
  });

  it('requires what the spec requires, with the engineer hint', () => {
    const empty = Object.fromEntries(Object.keys(multipart()).map((k) => [k, '']));
    const found = issues(ticketFieldsSchema.safeParse(empty));
    for (const expected of [
      'customer_id: Customer is required',
      'lead_id: Lead is required',
      'task_name: Task Name is required',
      'task_time_hours: Task Time is required',
      'task_start_date: Task Start Date is required',
      'task_end_date: Task End Date is required',
      'scope_of_work: Scope of Work is required',
      `engineer_id: ${TICKET_MESSAGES.engineerRequired}`,
      'apartment: Apartment is required',
      'address_line_1: Address Line 1 is required',
      'city: City is required',
      'country: Country is required',
      'zip_code: Zip Code is required',
      'timezone: Timezone is required',
    ])
      assert.ok(found.includes(expected), `missing "${expected}" in ${found.join(' | ')}`);
    // Rates, costs, POC and priority are optional; priority and currency default.
    assert.ok(!found.some((f) => /rate|cost|poc|priority|currency/.test(f)), found.join(' | '));
  });

  it('requires the lead in the form but not on the server', () => {
    const { lead_id: _drop, ...withoutLead } = multipart();
    assert.deepEqual(issues(ticketFieldsSchema.safeParse(withoutLead)), [
      'lead_id: Lead is required',
    ]);
    assert.equal(ticketBodySchema.parse(withoutLead).lead_id, null);
    assert.equal(ticketBodySchema.parse({ ...withoutLead, priority: '' }).priority, 'Medium');
  });

  it('refuses an end date before the start date and negative or 3-decimal rates', () => {
    assert.deepEqual(
      issues(ticketBodySchema.safeParse({ ...multipart(), task_end_date: '2026-11-30' })),
      [`task_end_date: ${TICKET_MESSAGES.endBeforeStart}`],
    );
    assert.deepEqual(issues(ticketBodySchema.safeParse({ ...multipart(), hourly_rate: '-1' })), [
      'hourly_rate: Hourly Rate cannot be negative',
    ]);
    assert.deepEqual(
      issues(ticketBodySchema.safeParse({ ...multipart(), travel_cost_day: '1.005' })),
      ['travel_cost_day: Travel Cost per Day can have at most 2 decimals'],
    );
  });

  it('starts a new form with the spec defaults and the five time zones', () => {
    const form = ticketFormDefaults({ leadId: 7, customerId: 3 });
    assert.equal(form.currency, 'USD');
    assert.equal(form.hourly_rate, '50.00');
    assert.equal(form.half_day_rate, '180.00');
    assert.equal(form.full_day_rate, '350.00');
    assert.equal(form.timezone, 'UTC+00:00');
    assert.equal(form.priority, 'Medium');
    assert.equal(TICKET_FORM_DEFAULTS.priority, 'Medium');
    assert.deepEqual(
      TICKET_TIME_ZONES.map((z) => z.value),
      ['UTC+00:00', 'UTC+05:30', 'UTC+04:00', 'UTC-05:00', 'UTC+01:00'],
    );
    assert.equal(ticketTimeZoneOptions('UTC+03:00').length, 6);
    assert.equal(ticketTimeZoneOptions('UTC+05:30').length, 5);
    assert.deepEqual(
      TICKET_FORM_SECTIONS.map((s) => s.title),
      [
        'Customer & Lead',
        'Task Details',
        'Engineer Assignment',
        'Address',
        'POC & Documents',
        'Pricing & Rates',
        'Cost',
      ],
    );
  });

  it('prefills from a lead, and the prefilled form is valid once an engineer is picked', () => {
    const lead = {
      id: 7,
      customer_id: 3,
      task_name: 'Replace switch',
      task_start_date: '2026-12-01',
      task_end_date: '2026-12-02',
      task_time_hours: 9,
      scope_of_work: 'Swap it',
      apartment: 'Unit 4',
      address_line_1: '1 Main St',
      address_line_2: null,
      city: 'London',
      country: 'UK',
      zip_code: 'N1',
      timezone: 'UTC+03:00',
      currency: 'EUR',
      hourly_rate: null,
      half_day_rate: '200.00',
      full_day_rate: null,
      monthly_rate: null,
      agreed_rate: null,
      travel_cost_day: null,
      tools: null,
    } as unknown as Lead;
    const form = leadToTicketFormValues(lead);
    assert.equal(form.half_day_rate, '200.00');
    assert.equal(form.hourly_rate, '50.00');
    assert.equal(form.task_time_hours, '09:00');
    assert.equal(form.timezone, 'UTC+03:00');
    assert.deepEqual(issues(ticketFieldsSchema.safeParse(form)), [
      `engineer_id: ${TICKET_MESSAGES.engineerRequired}`,
    ]);
    assert.equal(ticketFieldsSchema.safeParse({ ...form, engineer_id: 11 }).success, true);
  });
});

describe('PUT /api/tickets/:id body', () => {
  it('takes exactly one shape, tagged', () => {
    assert.deepEqual(ticketUpdateBodySchema.parse({ engineer_id: 4 }), {
      kind: 'engineer',
      engineer_id: 4,
    });
    assert.deepEqual(ticketUpdateBodySchema.parse({ engineer_id: null }), {
      kind: 'engineer',
      engineer_id: null,
    });
    assert.deepEqual(ticketUpdateBodySchema.parse({ status: 'On Hold' }), {
      kind: 'status',
      status: 'On Hold',
    });
    assert.deepEqual(ticketUpdateBodySchema.parse({ priority: 'Urgent' }), {
      kind: 'priority',
      priority: 'Urgent',
    });
    const full = ticketUpdateBodySchema.parse(multipart());
    assert.equal(full.kind, 'fields');
  });

  it('refuses a mixed body and a bad value', () => {
    const mixed = [`body: ${TICKET_MESSAGES.mixedUpdate}`];
    assert.deepEqual(
      issues(ticketUpdateBodySchema.safeParse({ status: 'Closed', priority: 'Low' })),
      mixed,
    );
    assert.deepEqual(
      issues(ticketUpdateBodySchema.safeParse({ engineer_id: 1, status: 'Closed' })),
      mixed,
    );
    assert.deepEqual(
      issues(ticketUpdateBodySchema.safeParse({ ...multipart(), status: 'Closed' })),
      mixed,
    );
    assert.equal(ticketUpdateBodySchema.safeParse({ status: 'Resolved' }).success, false);
    assert.equal(ticketUpdateBodySchema.safeParse({ engineer_id: 'abc' }).success, false);
  });
});

describe('work logs', () => {
  it('computes duration and actual hours, floored at 0', () => {
    assert.deepEqual(workLogHours('09:00', '11:30'), { duration: 2.5, actual: 2.5 });
    assert.deepEqual(workLogHours('09:00', '17:00', 30), { duration: 8, actual: 7.5 });
    assert.deepEqual(workLogHours('12:00', '09:00'), { duration: 0, actual: 0 });
    assert.deepEqual(workLogHours('09:00', '09:20', 45), { duration: 20 / 60, actual: 0 });
  });

  it('shows hours with 2 decimals', () => {
    assert.equal(formatHours(2.5), '2.50h');
    assert.equal(formatHours(20 / 60), '0.33h');
    assert.equal(formatHours(0), '0.00h');
  });

  it('parses the entry, defaults the break, and names end_time when it is before start', () => {
    const entry = workLogCreateBodySchema.parse({
      work_date: '2026-12-01',
      start_time: '09:00',
      end_time: '11:30',
      status: 'In Progress',
    });
    assert.equal(entry.break_minutes, 0);
    assert.equal(entry.engineer_id, null);
    assert.equal(
      workLogCreateBodySchema.parse({ ...entry, break_minutes: '15', engineer_id: '4' })
        .engineer_id,
      4,
    );
    assert.deepEqual(
      issues(
        workLogCreateBodySchema.safeParse({ ...entry, start_time: '11:00', end_time: '10:00' }),
      ),
      [`end_time: ${TICKET_MESSAGES.endTimeBeforeStart}`],
    );
    assert.deepEqual(issues(workLogCreateBodySchema.safeParse({ ...entry, break_minutes: -5 })), [
      'break_minutes: Break (minutes) must be a whole number from 0 to 1440',
    ]);
    assert.deepEqual(issues(workLogCreateBodySchema.safeParse({ status: 'Closed' })).sort(), [
      'end_time: End Time is required',
      'start_time: Start Time is required',
      'work_date: Date is required',
    ]);
    assert.equal(
      engineerWorkLogBodySchema.parse({ ...entry, engineer_id: 9 }).status,
      'In Progress',
    );
    assert.equal(
      'engineer_id' in engineerWorkLogBodySchema.parse({ ...entry, engineer_id: 9 }),
      false,
    );
  });

  it('finds overlaps of the same engineer on the same day only', () => {
    const a = { engineer_id: 1, work_date: '2026-12-01', start_time: '09:00', end_time: '12:00' };
    assert.equal(workLogsOverlap(a, { ...a, start_time: '11:00', end_time: '13:00' }), true);
    assert.equal(workLogsOverlap(a, { ...a, start_time: '12:00', end_time: '13:00' }), false);
    assert.equal(workLogsOverlap(a, { ...a, engineer_id: 2 }), false);
    assert.equal(workLogsOverlap(a, { ...a, work_date: '2026-12-02' }), false);
  });
});

describe('compliant dispatch, realtime, errors and routes', () => {
  it('names the document and its expiry date in the refusal', () => {
    const profile = { idDocuments: [{ doc_type: 'Passport', expiry_date: '2026-12-02' }] };
    const check = isCompliantForAssignment(profile, '2026-12-10', '2026-11-22');
    assert.equal(
      engineerNotCompliantReason('Ada', check),
      'Ada cannot be assigned: Passport expires on 2026-12-02, before the ticket ends.',
    );
    assert.equal(
      engineerNotCompliantReason(
        'Ada',
        isCompliantForAssignment(profile, '2026-12-01', '2026-11-22'),
      ),
      null,
    );
  });

  it('carries the list row in every ticket event', () => {
    const row: TicketListItem = {
      id: 1,
      code: '#AIM-T-001',
      task_name: 'T',
      status: 'Offered',
      priority: 'Medium',
      customer_id: 3,
      customer_name: 'Acme',
      customer_code: '#AIM-C-003',
      engineer_id: 4,
      engineer_name: 'Ada',
      task_start_date: '2026-12-01',
      task_end_date: null,
      task_time_hours: 9,
      timezone: 'UTC+00:00',
      location: 'London, UK',
      apartment: null,
      address_line_1: null,
      city: 'London',
      country: 'UK',
      zip_code: null,
      lead_id: null,
      created_at: '2026-11-22T10:00:00.000Z',
      updated_at: '2026-11-22T10:00:00.000Z',
    };
    for (const event of [
      REALTIME_EVENTS.ticketCreated,
      REALTIME_EVENTS.ticketUpdated,
      REALTIME_EVENTS.ticketDeleted,
    ])
      assert.equal(realtimeEventSchema(event)?.safeParse(row).success, true, event);
    const assigned = realtimeEventSchema(REALTIME_EVENTS.ticketAssigned)!;
    assert.equal(assigned.safeParse({ ...row, ticketId: 1, engineerId: 4 }).success, true);
    assert.equal(assigned.safeParse({ ticketId: 1, engineerId: 4 }).success, false);
  });

  it('maps the new error codes and names the routes', () => {
    assert.equal(ERROR_STATUS.LEAD_NOT_CONFIRMED, 409);
    assert.equal(ERROR_STATUS.LEAD_HAS_TICKET, 409);
    assert.equal(ERROR_STATUS.WORK_LOG_OVERLAP, 400);
    assert.equal(API_ROUTES.ticketWorkLog(3, 8), '/api/tickets/3/work-logs/8');
    assert.equal(API_ROUTES.engineerMeTicketWorkLogs(3), '/api/engineers/me/tickets/3/work-logs');
  });
});
