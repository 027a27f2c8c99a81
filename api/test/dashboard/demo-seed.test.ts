import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type {
  Counts,
  DashboardResponse,
  LeaveListResponse,
  NotificationListResponse,
} from '@trellis/contracts';
import { useDemoApp } from '../helpers/demo-app';

describe('the demo data of `npm start`: the dashboard panels', () => {
  const demo = useDemoApp();

  const get = async <T>(url: string): Promise<T> => {
    const response = await demo.t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: demo.cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as T;
  };

  it('has the spec’s 3 pending leaves and 5 new notifications behind the badges', async () => {
    const counts = await get<Counts>('/api/counts');
    assert.equal(counts.leaves, 3);
    assert.equal(counts.notifications, 5);
    const pending = await get<LeaveListResponse>('/api/leave-requests?status=pending');
    assert.deepEqual(pending.items.map((l) => l.employee_name).sort(), [
      'Emma Davis',
      'Mike Chen',
      'Sarah Johnson',
    ]);
  });

  it('links the decided leaves to demo engineers, one approved this month', async () => {
    const all = await get<LeaveListResponse>('/api/leave-requests');
    const decided = all.items.filter((l) => l.status !== 'pending');
    assert.deepEqual(decided.map((l) => l.status).sort(), ['approved', 'rejected']);
    for (const leave of decided) {
      assert.ok(leave.engineer_id, `${leave.employee_name} is an engineer`);
      assert.equal(leave.decided_by_name, 'Demo Staff');
    }
    const overview = await get<DashboardResponse>('/api/dashboard');
    assert.equal(overview.current.approved_leaves, 1);
  });

  it('gives every notification its kind, and a link where it names a record', async () => {
    const notes = await get<NotificationListResponse>('/api/notifications');
    const assigned = notes.items.find((n) => n.title === 'Ticket assigned')!;
    assert.equal(assigned.kind, 'ticket');
    assert.match(assigned.message, /^Ticket #AIM-T-\d{3} was assigned to /);
    assert.match(assigned.link!, /^\/tickets\?search=%23AIM-T-\d{3}$/);
    assert.deepEqual(notes.items.map((n) => n.kind).sort(), [
      'invoice',
      'leave',
      'system',
      'system',
      'ticket',
    ]);
  });
});
