import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  ENGINEER_MESSAGES,
  LEAVE_MESSAGES,
  leaveListResponseSchema,
  leaveRequestSchema,
  type NotificationListResponse,
} from '@trellis/contracts';
import {
  counts,
  getJson,
  leaveBody,
  newEngineer,
  requestLeave,
  sendLeave,
  staffLeaves,
  useLeaveFixture,
  type MobileEngineer,
} from './leave-factory';

describe('POST /api/engineers/me/leaves: an engineer asks for leave from the mobile app', () => {
  const fx = useLeaveFixture();
  let priya: MobileEngineer;
  let tom: MobileEngineer;
  before(async () => {
    priya = await newEngineer(fx, 'Priya Raman');
    tom = await newEngineer(fx, 'Tom Becker');
  });

  it('stores a pending request under the engineer, which staff then see, with a notification and the badges moved', async () => {
    const before = await counts(fx);
    const response = await sendLeave(fx, priya.mobile, leaveBody(fx, 3, 3));
    assert.equal(response.statusCode, 201, response.body);
    const leave = leaveRequestSchema.parse(response.json());
    assert.equal(leave.status, 'pending');
    assert.equal(leave.engineer_id, priya.id);
    assert.equal(leave.employee_name, 'Priya Raman');
    assert.equal(leave.days, 3);
    assert.equal(leave.reason, 'Family visit');
    assert.equal(leave.decided_at, null);

    const staff = await staffLeaves(fx, { status: 'pending' });
    assert.deepEqual(
      staff.items.find((i) => i.id === leave.id),
      leave,
    );

    const notes = await getJson<NotificationListResponse>(fx, '/api/notifications', {
      unread: 'true',
    });
    const note = notes.items[0]!;
    assert.equal(note.kind, 'leave');
    assert.equal(note.title, 'Leave request');
    assert.match(note.message, /^Priya Raman requested Annual Leave from \d{4}-\d{2}-\d{2} to/);
    assert.equal(note.link, '/dashboard');

    const after = await counts(fx);
    assert.equal(after.leaves, before.leaves + 1);
    assert.equal(after.notifications, before.notifications + 1);
    await fx.events.waitFor('leave:created', (e) => e.data.id === leave.id);
    await fx.events.waitFor(
      'notification:created',
      (e) => e.data.id === note.id && e.data.kind === 'leave',
    );
    await fx.events.waitFor('counts:updated', (e) => e.data.leaves === after.leaves);
  });

  it('GET /api/engineers/me/leaves lists only the engineer’s own requests', async () => {
    const mine = await requestLeave(fx, tom, { leave_type: 'Sick Leave' });
    const list = leaveListResponseSchema.parse(
      await getJson(fx, '/api/engineers/me/leaves', {}, tom.mobile),
    );
    assert.deepEqual(
      list.items.map((i) => i.id),
      [mine.id],
    );
    assert.deepEqual(list.stats, { total: 1, pending: 1, approved: 0, rejected: 0 });
  });

  it('refuses a start before today, an end before the start and an unknown type, writing nothing', async () => {
    const before = await staffLeaves(fx);
    const cases: [object, string, string][] = [
      [leaveBody(fx, -1, 2), 'start_date', LEAVE_MESSAGES.startInPast],
      [
        { ...leaveBody(fx, 5, 1), end_date: leaveBody(fx, 4, 1).start_date },
        'end_date',
        LEAVE_MESSAGES.endBeforeStart,
      ],
      [
        leaveBody(fx, 2, 1, { leave_type: 'Holiday' }),
        'leave_type',
        'Leave Type must be one of: Annual Leave, Sick Leave, Personal Leave, Unpaid Leave',
      ],
      [{}, 'start_date', 'Start Date is required'],
    ];
    for (const [payload, path, message] of cases) {
      const response = await sendLeave(fx, priya.mobile, payload);
      assert.equal(response.statusCode, 400, response.body);
      const details = (response.json() as { details: { path: string; message: string }[] }).details;
      assert.ok(
        details.some((d) => d.path === path && d.message === message),
        `${path}: ${message} in ${response.body}`,
      );
    }
    assert.equal((await staffLeaves(fx)).total, before.total);
  });

  it('a leave starting today is fine', async () => {
    const response = await sendLeave(fx, priya.mobile, leaveBody(fx, 0, 1));
    assert.equal(response.statusCode, 201, response.body);
  });

  it('the staff web session is refused on the mobile routes, and the mobile one on the staff routes', async () => {
    const web = await sendLeave(fx, fx.staff.cookie, leaveBody(fx));
    assert.equal(web.statusCode, 403, web.body);
    assert.equal(web.json().message, ENGINEER_MESSAGES.mobileOnly);
    const webList = await fx.t.app.inject({
      method: 'GET',
      url: '/api/engineers/me/leaves',
      headers: { cookie: fx.staff.cookie },
    });
    assert.equal(webList.statusCode, 403);
    for (const [method, url] of [
      ['GET', '/api/leave-requests'],
      ['GET', '/api/notifications'],
      ['GET', '/api/dashboard'],
    ] as const) {
      const mobile = await fx.t.app.inject({ method, url, headers: { cookie: priya.mobile } });
      assert.equal(mobile.statusCode, 403, `${method} ${url}`);
    }
    const anonymous = await fx.t.app.inject({
      method: 'POST',
      url: '/api/engineers/me/leaves',
      payload: leaveBody(fx),
    });
    assert.equal(anonymous.statusCode, 401);
  });
});
