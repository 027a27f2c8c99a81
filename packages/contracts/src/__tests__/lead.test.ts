import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  appLink,
  displayCode,
  hasFollowUp,
  isLeadStatusChangeBody,
  LEAD_FORM_SECTIONS,
  LEAD_LIST_DEFAULTS,
  LEAD_MESSAGES,
  LEAD_TIME_ZONES,
  leadBodySchema,
  leadDateIssues,
  leadDeleteRefusedMessage,
  leadFieldsSchema,
  leadFormDefaults,
  leadListQuerySchema,
  leadSchema,
  leadStatusChangeDiffers,
  leadStatusChangeFormSchema,
  leadStatusChangePreview,
  leadStatusChangeSchema,
  leadTicketCell,
  leadToFormValues,
  leadUpdateBodySchema,
  normalizeAmount,
  parseAppLinkQuery,
  realtimeEventSchema,
  REALTIME_EVENTS,
  searchLeadTimeZones,
  taskTimeToHours,
  type Lead,
  type LeadBodyInput,
} from '../index';

const today = '2026-11-22';

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
/** `field: message` for every issue, so a test names exactly what the user would read. */
const issues = (result: Result) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

const valid: LeadBodyInput = {
  ...leadFormDefaults(today, 3),
  task_name: 'Rack install',
  end_client_name: 'Globex',
  task_end_date: '2026-11-24',
  task_time_hours: '09',
  scope_of_work: 'Install two racks',
  apartment: 'Unit 4',
  address_line_1: '1 Main Street',
  city: 'London',
  country: 'United Kingdom',
  zip_code: 'EC1A 1BB',
  hourly_rate: '55',
  half_day_rate: '200.5',
  full_day_rate: '380.00',
};

describe('lead body', () => {
  it('parses a valid form to what the API stores', () => {
    const body = leadBodySchema.parse(valid);
    assert.equal(body.customer_id, 3);
    assert.equal(body.task_time_hours, 9);
    assert.equal(body.hourly_rate, '55.00');
    assert.equal(body.half_day_rate, '200.50');
    assert.equal(body.monthly_rate, null);
    assert.equal(body.address_line_2, null);
    assert.equal(body.reschedule_date, null);
    assert.deepEqual(
      [body.currency, body.timezone, body.lead_type, body.status, body.task_start_date],
      ['EUR', 'UTC+00:00', 'Full time', 'BID', today],
    );
  });

  it('names every required field, and no optional one, when the form is empty', () => {
    assert.deepEqual(issues(leadBodySchema.safeParse({})), [
      'task_name: Task Name is required',
      'customer_id: Customer is required',
      'lead_type: Lead Type is required',
      'end_client_name: End Client Name is required',
      'task_start_date: Task Start Date is required',
      'task_end_date: Task End Date is required',
      'task_time_hours: Task Time is required',
      'scope_of_work: Scope of Work is required',
      'apartment: Apartment is required',
      'address_line_1: Address Line 1 is required',
      'city: City is required',
      'country: Country is required',
      'zip_code: Zip Code is required',
      'timezone: Timezone is required',
      'currency: Currency is required',
      'hourly_rate: Hourly Rate is required',
      'half_day_rate: Half Day Rate is required',
      'full_day_rate: Full Day Rate is required',
      'status: Status is required',
    ]);
  });

  it('refuses a body that is not an object without throwing', () => {
    for (const body of [null, [], 'lead', 7]) {
      const parsed = leadBodySchema.safeParse(body);
      assert.equal(parsed.success, false, JSON.stringify(body));
      const withToday = leadFieldsSchema({ today: '2026-11-23' }).safeParse(body);
      assert.equal(withToday.success, false, JSON.stringify(body));
    }
  });

  it('treats blank text as missing', () => {
    assert.deepEqual(issues(leadBodySchema.safeParse({ ...valid, task_name: '   ', city: '' })), [
      'task_name: Task Name is required',
      'city: City is required',
    ]);
  });

  it('takes task_time_hours as a string or a number, in whole hours', () => {
    for (const sent of ['9', '09', '09:00', 9])
      assert.equal(leadBodySchema.parse({ ...valid, task_time_hours: sent }).task_time_hours, 9);
    assert.equal(leadBodySchema.parse({ ...valid, task_time_hours: '0' }).task_time_hours, 0);
    for (const sent of ['09:30', 9.5, '9.5'])
      assert.deepEqual(issues(leadBodySchema.safeParse({ ...valid, task_time_hours: sent })), [
        `task_time_hours: ${LEAD_MESSAGES.taskTimeWholeHours}`,
      ]);
    assert.deepEqual(issues(leadBodySchema.safeParse({ ...valid, task_time_hours: 24 })), [
      `task_time_hours: ${LEAD_MESSAGES.taskTimeRange}`,
    ]);
    assert.equal(taskTimeToHours('nine').ok, false);
  });

  it('takes rates and costs as numbers or numeric strings, ≥ 0 with at most 2 decimals', () => {
    const body = leadBodySchema.parse({ ...valid, hourly_rate: 12.5, travel_cost_day: '0.1' });
    assert.equal(body.hourly_rate, '12.50');
    assert.equal(body.travel_cost_day, '0.10');
    assert.deepEqual(
      issues(
        leadBodySchema.safeParse({
          ...valid,
          hourly_rate: '1.234',
          half_day_rate: -1,
          full_day_rate: 'abc',
          total_cost: '12345678901',
          agreed_rate: true,
        } as unknown as LeadBodyInput),
      ),
      [
        'hourly_rate: Hourly Rate can have at most 2 decimals',
        'half_day_rate: Half Day Rate cannot be negative',
        'full_day_rate: Full Day Rate must be a number',
        'agreed_rate: Agreed Rate must be a number',
        'total_cost: Total Cost is too large',
      ],
    );
  });

  it('normalizes amounts exactly, without a float on the way', () => {
    assert.deepEqual(normalizeAmount('9999999999.99'), { ok: true, amount: '9999999999.99' });
    assert.deepEqual(normalizeAmount('007.50'), { ok: true, amount: '7.50' });
    assert.deepEqual(normalizeAmount('1.500'), { ok: true, amount: '1.50' });
    assert.deepEqual(normalizeAmount(0), { ok: true, amount: '0.00' });
    assert.deepEqual(normalizeAmount(0.1 + 0.2), { ok: false, problem: 'decimals' });
    assert.deepEqual(normalizeAmount('1e3'), { ok: false, problem: 'invalid' });
  });

  it('accepts only the spec enums', () => {
    assert.deepEqual(
      issues(
        leadBodySchema.safeParse({
          ...valid,
          lead_type: 'Part time',
          currency: 'CHF',
          status: 'Confirmed',
          timezone: 'UTC+05:45',
        } as unknown as LeadBodyInput),
      ),
      [
        'lead_type: Lead Type must be one of: Full time, Short term, Dispatch term',
        `timezone: Timezone must be one of: ${LEAD_TIME_ZONES.map((z) => z.value).join(', ')}`,
        'currency: Currency must be one of: EUR, USD, GBP',
        'status: Status must be one of: BID, Confirm, Reschedule, Cancelled',
      ],
    );
  });

  it('refuses an end date before the start date', () => {
    assert.deepEqual(issues(leadBodySchema.safeParse({ ...valid, task_end_date: '2026-11-21' })), [
      `task_end_date: ${LEAD_MESSAGES.endBeforeStart}`,
    ]);
    assert.equal(leadBodySchema.safeParse({ ...valid, task_end_date: today }).success, true);
  });

  it('refuses a date that does not exist', () => {
    assert.deepEqual(issues(leadBodySchema.safeParse({ ...valid, task_end_date: '2026-02-30' })), [
      'task_end_date: Task End Date must be a date (YYYY-MM-DD)',
    ]);
  });

  it('keeps a follow-up date only with Reschedule or Cancelled; BID and Confirm clear it', () => {
    for (const status of ['Reschedule', 'Cancelled'] as const)
      assert.equal(
        leadBodySchema.parse({ ...valid, status, reschedule_date: '2026-12-01' }).reschedule_date,
        '2026-12-01',
      );
    for (const status of ['BID', 'Confirm'] as const)
      assert.equal(
        leadBodySchema.parse({ ...valid, status, reschedule_date: '2026-12-01' }).reschedule_date,
        null,
      );
    assert.equal(
      leadBodySchema.parse({ ...valid, status: 'Reschedule', reschedule_date: '' }).reschedule_date,
      null,
    );
  });

  it('drops keys that are not lead fields', () => {
    const body = leadBodySchema.parse({ ...valid, task_time: '09:00', id: 5 } as LeadBodyInput);
    assert.equal('task_time' in body, false);
    assert.equal('id' in body, false);
  });

  it('puts every field in exactly one of the seven form sections', () => {
    const fields = LEAD_FORM_SECTIONS.flatMap((s) => [...s.fields]).sort();
    assert.equal(LEAD_FORM_SECTIONS.length, 7);
    assert.deepEqual(fields, Object.keys(leadFormDefaults(today)).sort());
  });
});

describe('date rules against the business today', () => {
  const form = leadFieldsSchema({ today });
  it('refuses a start date in the past on create', () => {
    assert.deepEqual(issues(form.safeParse({ ...valid, task_start_date: '2026-11-21' })), [
      `task_start_date: ${LEAD_MESSAGES.startDateInPast}`,
    ]);
    assert.equal(form.safeParse(valid).success, true);
  });

  it('lets an edit keep a past start date, but not move it into the past', () => {
    const previous = { task_start_date: '2026-11-01', reschedule_date: null };
    const edit = leadFieldsSchema({ today, previous });
    const old = { ...valid, task_start_date: '2026-11-01' };
    assert.equal(edit.safeParse(old).success, true);
    assert.deepEqual(issues(edit.safeParse({ ...old, task_start_date: '2026-11-02' })), [
      `task_start_date: ${LEAD_MESSAGES.startDateInPast}`,
    ]);
  });

  it('refuses a follow-up date in the past, only where a follow-up date is kept', () => {
    const past = { ...valid, reschedule_date: '2026-11-21' };
    assert.deepEqual(issues(form.safeParse({ ...past, status: 'Reschedule' })), [
      `reschedule_date: ${LEAD_MESSAGES.followUpInPast}`,
    ]);
    assert.equal(form.safeParse({ ...past, status: 'Confirm' }).success, true);
    assert.equal(
      form.safeParse({ ...past, status: 'Cancelled', reschedule_date: today }).success,
      true,
    );
  });

  it('shows the date rules beside the other messages, not after them', () => {
    assert.deepEqual(
      issues(
        form.safeParse({
          ...valid,
          task_name: '',
          task_start_date: '2026-11-20',
          task_end_date: '2026-11-19',
        }),
      ),
      [
        'task_name: Task Name is required',
        `task_end_date: ${LEAD_MESSAGES.endBeforeStart}`,
        `task_start_date: ${LEAD_MESSAGES.startDateInPast}`,
      ],
    );
  });

  it('gives the server the same issues as error details', () => {
    const body = leadBodySchema.parse({
      ...valid,
      task_start_date: '2026-11-20',
      task_end_date: '2026-11-30',
    });
    assert.deepEqual(leadDateIssues(body, { today }), [
      { path: 'task_start_date', message: LEAD_MESSAGES.startDateInPast },
    ]);
    assert.deepEqual(
      leadDateIssues(body, {
        today,
        previous: { task_start_date: '2026-11-20', reschedule_date: null },
      }),
      [],
    );
  });
});

describe('status change (the status modal)', () => {
  it('takes a status with an optional follow-up date and reason', () => {
    assert.deepEqual(
      leadStatusChangeSchema.parse({
        status: 'Reschedule',
        reschedule_date: '2026-12-01',
        reason: ' Client away ',
      }),
      { status: 'Reschedule', reschedule_date: '2026-12-01', reason: 'Client away' },
    );
    assert.deepEqual(leadStatusChangeSchema.parse({ status: 'Cancelled' }), {
      status: 'Cancelled',
      reschedule_date: null,
      reason: null,
    });
  });

  it('sends BID and Confirm with no follow-up date', () => {
    assert.equal(
      leadStatusChangeSchema.parse({ status: 'Confirm', reschedule_date: '2026-12-01' })
        .reschedule_date,
      null,
    );
  });

  it('needs a status, and a follow-up date from today on', () => {
    assert.deepEqual(issues(leadStatusChangeSchema.safeParse({ reason: 'x' })), [
      'status: Status is required',
    ]);
    const modal = leadStatusChangeFormSchema({ today });
    assert.deepEqual(
      issues(modal.safeParse({ status: 'Reschedule', reschedule_date: '2026-11-21' })),
      [`reschedule_date: ${LEAD_MESSAGES.followUpInPast}`],
    );
    assert.equal(modal.safeParse({ status: 'Reschedule', reschedule_date: today }).success, true);
  });

  it('enables Submit only when the status or the follow-up date changes', () => {
    const saved = { status: 'Reschedule', reschedule_date: '2026-12-01' } as const;
    assert.equal(leadStatusChangeDiffers(saved, { ...saved }), false);
    assert.equal(leadStatusChangeDiffers(saved, { ...saved, reschedule_date: '2026-12-02' }), true);
    assert.equal(leadStatusChangeDiffers(saved, { ...saved, status: 'Cancelled' }), true);
    const bid = { status: 'BID', reschedule_date: null } as const;
    assert.equal(
      leadStatusChangeDiffers(bid, { status: 'BID', reschedule_date: '2026-12-02' }),
      false,
    );
  });

  it('previews the change', () => {
    const saved = { status: 'BID', reschedule_date: null } as const;
    assert.equal(
      leadStatusChangePreview(saved, { status: 'Reschedule', reschedule_date: '2026-12-01' }),
      'Status will change from BID to Reschedule. Follow-up date will be 2026-12-01.',
    );
    assert.equal(
      leadStatusChangePreview(
        { status: 'Reschedule', reschedule_date: '2026-12-01' },
        { status: 'Confirm', reschedule_date: '2026-12-01' },
      ),
      'Status will change from Reschedule to Confirmed. The follow-up date will be cleared.',
    );
    assert.equal(leadStatusChangePreview(saved, saved), LEAD_MESSAGES.noStatusChange);
  });
});

describe('PUT /api/leads/:id body', () => {
  it('reads {status, reschedule_date, reason} as a status change', () => {
    assert.deepEqual(leadUpdateBodySchema.parse({ status: 'Cancelled', reason: 'Budget' }), {
      kind: 'status',
      status: 'Cancelled',
      reschedule_date: null,
      reason: 'Budget',
    });
  });

  it('reads anything else as the full fields, with their own messages', () => {
    const parsed = leadUpdateBodySchema.parse(valid);
    assert.equal(parsed.kind, 'fields');
    assert.equal(parsed.kind === 'fields' && parsed.hourly_rate, '55.00');
    assert.deepEqual(issues(leadUpdateBodySchema.safeParse({ ...valid, city: '' })), [
      'city: City is required',
    ]);
    assert.equal(isLeadStatusChangeBody({}), false);
    assert.equal(isLeadStatusChangeBody({ status: 'BID', task_name: 'x' }), false);
    assert.equal(leadUpdateBodySchema.safeParse([]).success, false);
  });
});

describe('lead list', () => {
  it('fills the defaults the screen and the server share: 7 a page, newest first', () => {
    assert.deepEqual(leadListQuerySchema.parse({}), LEAD_LIST_DEFAULTS);
    assert.equal(LEAD_LIST_DEFAULTS.limit, 7);
  });

  it('filters by status and customer, and caps the limit at 1000', () => {
    const query = leadListQuerySchema.parse({ status: 'Confirm', customer_id: '4', limit: '1000' });
    assert.deepEqual([query.status, query.customer_id, query.limit], ['Confirm', 4, 1000]);
    assert.equal(leadListQuerySchema.safeParse({ limit: '1001' }).success, false);
    assert.equal(leadListQuerySchema.safeParse({ status: 'Confirmed' }).success, false);
    assert.equal(leadListQuerySchema.safeParse({ sort: 'password' }).success, false);
    assert.equal(leadListQuerySchema.safeParse({ customer_id: '0' }).success, false);
  });

  it('derives the lead code from the id', () => assert.equal(displayCode('lead', 1), '#AIM-L-001'));
});

describe('lead rows', () => {
  const row = (overrides: Partial<Lead>) =>
    ({
      status: 'BID',
      ticket_id: null,
      ticket_code: null,
      reschedule_date: null,
      ...overrides,
    }) as Lead;

  it("shows the ticket's code, 'Create Ticket' for a Confirm lead without one, else a dash", () => {
    assert.deepEqual(
      leadTicketCell(row({ status: 'Confirm', ticket_id: 4, ticket_code: '#AIM-T-004' })),
      {
        kind: 'ticket',
        ticketId: 4,
        code: '#AIM-T-004',
      },
    );
    assert.deepEqual(leadTicketCell(row({ status: 'Confirm' })), { kind: 'create' });
    for (const status of ['BID', 'Reschedule', 'Cancelled'] as const)
      assert.deepEqual(leadTicketCell(row({ status })), { kind: 'none' });
  });

  it("shows 'Follow-up' when a follow-up date is set", () => {
    assert.equal(hasFollowUp(row({ status: 'Reschedule', reschedule_date: '2026-12-01' })), true);
    assert.equal(hasFollowUp(row({ status: 'Reschedule' })), false);
  });

  it('links Create Ticket to the ticket form with the lead and customer', () => {
    const href = appLink('ticketsCreate', { leadId: 9, customerId: 3 });
    assert.equal(href, '/tickets/create?leadId=9&customerId=3');
    assert.deepEqual(parseAppLinkQuery('ticketsCreate', new URL(href, 'http://x').searchParams), {
      leadId: 9,
      customerId: 3,
    });
  });

  it('prefills the edit form from a saved lead, and the form parses it back', () => {
    const saved = leadSchema.parse({
      ...leadBodySchema.parse(valid),
      id: 9,
      code: displayCode('lead', 9),
      customer_name: 'Acme',
      customer_code: displayCode('customer', 3),
      profile_image: null,
      ticket_id: null,
      ticket_code: null,
      created_at: '2026-11-22T09:00:00.000Z',
      updated_at: '2026-11-22T09:00:00.000Z',
    });
    const values = leadToFormValues(saved);
    assert.equal(values.task_time_hours, '09:00');
    assert.equal(values.monthly_rate, '');
    assert.deepEqual(leadBodySchema.parse(values), leadBodySchema.parse(valid));
  });

  it('says which ticket stops a delete', () => {
    assert.equal(
      leadDeleteRefusedMessage('#AIM-L-009', ['#AIM-T-004']),
      '#AIM-L-009 cannot be deleted: ticket #AIM-T-004 references this lead. Delete the ticket first.',
    );
  });
});

describe('lead time zones', () => {
  it('lists 26 offsets from UTC-12:00 to UTC+12:00, including UTC+05:30', () => {
    const values = LEAD_TIME_ZONES.map((z) => z.value);
    assert.equal(values.length, 26);
    assert.equal(new Set(values).size, 26);
    assert.equal(values[0], 'UTC-12:00');
    assert.equal(values.at(-1), 'UTC+12:00');
    assert.ok(values.includes('UTC+05:30'));
    for (const zone of LEAD_TIME_ZONES) {
      const [, sign, h, m] = /^UTC([+-])(\d{2}):(\d{2})$/.exec(zone.value)!;
      assert.equal(zone.offsetMinutes, (sign === '-' ? -1 : 1) * (Number(h) * 60 + Number(m)));
    }
  });

  it('searches by label or keyword, case-insensitively', () => {
    assert.deepEqual(
      searchLeadTimeZones('india').map((z) => z.value),
      ['UTC+05:30'],
    );
    assert.deepEqual(
      searchLeadTimeZones('Tokyo').map((z) => z.value),
      ['UTC+09:00'],
    );
    assert.ok(searchLeadTimeZones('utc+01').some((z) => z.value === 'UTC+01:00'));
    assert.equal(searchLeadTimeZones('').length, 26);
    assert.deepEqual(searchLeadTimeZones('atlantis'), []);
  });
});

describe('lead realtime events', () => {
  it('carries id, code, task name, customer and status', () => {
    for (const event of [
      REALTIME_EVENTS.leadCreated,
      REALTIME_EVENTS.leadUpdated,
      REALTIME_EVENTS.leadDeleted,
    ]) {
      const schema = realtimeEventSchema(event)!;
      assert.equal(
        schema.safeParse({
          id: 1,
          code: '#AIM-L-001',
          task_name: 'x',
          customer_id: 2,
          status: 'BID',
        }).success,
        true,
      );
      assert.equal(schema.safeParse({ id: 1 }).success, false);
    }
  });
});
