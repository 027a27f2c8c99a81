import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  API_ROUTES,
  ERROR_STATUS,
  REALTIME_EVENTS,
  TICKET_MESSAGES,
  engineerNotCompliantReason,
  engineerWorkLogBodySchema,
  formatHours,
  isCompliantForAssignment,
  realtimeEventSchema,
  workLogCreateBodySchema,
  workLogHours,
  workLogsOverlap,
  type TicketListItem,
} from '../index';
import { issues } from './ticket-fixtures';

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
