import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  appLink,
  displayCode,
  hasFollowUp,
  LEAD_LIST_DEFAULTS,
  LEAD_TIME_ZONES,
  leadBodySchema,
  leadDeleteRefusedMessage,
  leadListQuerySchema,
  leadSchema,
  leadTicketCell,
  leadToFormValues,
  parseAppLinkQuery,
  realtimeEventSchema,
  REALTIME_EVENTS,
  searchLeadTimeZones,
  type Lead,
} from '../index';
import { valid } from './lead-fixtures';

describe('lead list', () => {
  it('fills the defaults the screen and the server share: 7 a page, newest first', () => {
    assert.deepEqual(LEAD_LIST_DEFAULTS, {
      page: 1,
      limit: 7,
      search: '',
      sort: 'created_at',
      order: 'desc',
    });
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
