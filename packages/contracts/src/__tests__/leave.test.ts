import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  LEAVE_MESSAGES,
  leaveDateIssues,
  leaveDays,
  leaveDecisionBodySchema,
  leaveListQuerySchema,
  leaveRequestBodySchema,
  notificationListQuerySchema,
} from '../index';

const messages = (input: unknown) => {
  const result = leaveRequestBodySchema.safeParse(input);
  assert.equal(result.success, false);
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('a leave request body', () => {
  it('parses a request, an empty reason as null', () => {
    assert.deepEqual(
      leaveRequestBodySchema.parse({
        leave_type: 'Sick Leave',
        start_date: '2031-03-02',
        end_date: '2031-03-02',
        reason: ' ',
      }),
      { leave_type: 'Sick Leave', start_date: '2031-03-02', end_date: '2031-03-02', reason: null },
    );
  });

  it('names each field: type from the list, dates required, end on or after start', () => {
    assert.deepEqual(messages({}), {
      leave_type: 'Leave Type is required',
      start_date: 'Start Date is required',
      end_date: 'End Date is required',
    });
    assert.deepEqual(
      messages({ leave_type: 'Holiday', start_date: '2031-03-05', end_date: '2031-03-01' }),
      {
        leave_type:
          'Leave Type must be one of: Annual Leave, Sick Leave, Personal Leave, Unpaid Leave',
      },
    );
    assert.deepEqual(
      messages({ leave_type: 'Annual Leave', start_date: '2031-03-05', end_date: '2031-03-01' }),
      { end_date: LEAVE_MESSAGES.endBeforeStart },
    );
  });

  it('cannot start before the business today', () => {
    assert.deepEqual(leaveDateIssues({ start_date: '2031-03-01' }, '2031-03-02'), [
      { path: 'start_date', message: LEAVE_MESSAGES.startInPast },
    ]);
    assert.deepEqual(leaveDateIssues({ start_date: '2031-03-02' }, '2031-03-02'), []);
  });

  it('counts its days inclusively, across a month end', () => {
    assert.equal(leaveDays('2031-03-02', '2031-03-02'), 1);
    assert.equal(leaveDays('2031-01-30', '2031-02-02'), 4);
  });

  it('takes only approved or rejected as a decision', () => {
    assert.equal(leaveDecisionBodySchema.safeParse({ status: 'approved' }).success, true);
    assert.equal(leaveDecisionBodySchema.safeParse({ status: 'pending' }).success, false);
  });
});

describe('the lists', () => {
  it('leave requests: newest first, every status, ten a page', () => {
    assert.deepEqual(leaveListQuerySchema.parse({}), {
      page: 1,
      limit: 10,
      search: '',
      status: 'all',
      sort: 'created_at',
      order: 'desc',
    });
  });

  it('notifications: unread=true filters, anything else lists all', () => {
    assert.equal(notificationListQuerySchema.parse({ unread: 'true' }).unread, true);
    assert.equal(notificationListQuerySchema.parse({}).unread, false);
    assert.equal(notificationListQuerySchema.safeParse({ unread: 'yes' }).success, false);
  });
});
