import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  ENGINEER_TICKET_STATUSES,
  TICKET_LIST_DEFAULTS,
  engineerTicketStatusBodySchema,
  ticketCalendarColor,
  ticketListQuerySchema,
  ticketPageSummary,
  ticketStatusGroup,
} from '../index';
import { issues } from './ticket-fixtures';

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
