// The leave and notification list totals come from aggregates kept by triggers in the same
// transaction as each write (migration 20261126031000). After writes through every path they
// must equal a real count, and the unfiltered lists must answer those real figures.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LeaveListResponse, NotificationListResponse } from '@trellis/contracts';
import { getJson, useLeaveFixture } from './leave-factory';

const MIGRATION = '20261126031000_leave_and_notification_totals.ts';

describe('leave and notification aggregates match the tables', () => {
  const fx = useLeaveFixture();

  const rows = async <T>(sql: string) => ((await fx.t.db.raw(sql)) as { rows: T[] }).rows;

  async function assertAggregates(when: string) {
    const real = (
      await rows<Record<string, number>>(`select
        (select count(*) from leave_requests)::int as total,
        (select count(*) from leave_requests where status = 'pending')::int as pending,
        (select count(*) from leave_requests where status = 'approved')::int as approved,
        (select count(*) from leave_requests where status = 'rejected')::int as rejected,
        (select count(*) from notifications)::int as notifications,
        (select count(*) from notifications where read_at is null)::int as unread`)
    )[0]!;
    const leaves = await getJson<LeaveListResponse>(fx, '/api/leave-requests');
    assert.deepEqual(
      { total: leaves.total, stats: leaves.stats },
      {
        total: real.total,
        stats: {
          total: real.total,
          pending: real.pending,
          approved: real.approved,
          rejected: real.rejected,
        },
      },
      `GET /api/leave-requests ${when}`,
    );
    const notes = await getJson<NotificationListResponse>(fx, '/api/notifications');
    assert.deepEqual(
      { total: notes.total, stats: notes.stats },
      { total: real.notifications, stats: { total: real.notifications, unread: real.unread } },
      `GET /api/notifications ${when}`,
    );
    const unread = await getJson<NotificationListResponse>(fx, '/api/notifications', {
      unread: 'true',
    });
    assert.equal(unread.total, real.unread, `unread total ${when}`);
  }

  it('follows inserts, status changes, reads and deletes, one row or many at a time', async () => {
    await assertAggregates('at start');
    const ids = (
      await fx.t
        .db('leave_requests')
        .insert(
          ['pending', 'pending', 'approved', 'rejected'].map((status) => ({
            employee_name: 'Agg',
            leave_type: 'Annual Leave',
            start_date: '2031-01-01',
            end_date: '2031-01-02',
            status,
          })),
        )
        .returning('id')
    ).map((r: { id: number }) => r.id);
    await assertAggregates('after inserting leaves');
    await fx.t.db('leave_requests').whereIn('id', ids.slice(0, 2)).update({ status: 'approved' });
    await fx.t.db('leave_requests').where({ id: ids[3] }).update({ status: 'pending' });
    await assertAggregates('after status changes');
    await fx.t.db('leave_requests').whereIn('id', ids.slice(1)).delete();
    await assertAggregates('after deleting leaves');

    const notes = (
      await fx.t
        .db('notifications')
        .insert([1, 2, 3, 4].map((i) => ({ title: `N${i}`, message: 'm' })))
        .returning('id')
    ).map((r: { id: number }) => r.id);
    await assertAggregates('after notifying');
    await fx.t
      .db('notifications')
      .whereIn('id', notes.slice(0, 3))
      .update({ read_at: fx.t.db.fn.now() });
    await assertAggregates('after reading');
    await fx.t.db('notifications').where({ id: notes[0] }).update({ read_at: null });
    await fx.t.db('notifications').whereIn('id', notes.slice(2)).delete();
    await assertAggregates('after unreading and deleting');
  });

  it('does not move when the writing transaction rolls back', async () => {
    await assert.rejects(
      fx.t.db.transaction(async (trx) => {
        await trx('notifications').insert({ title: 'x', message: 'x' });
        await trx('leave_requests').insert({
          employee_name: 'x',
          leave_type: 'Sick Leave',
          start_date: '2031-01-01',
          end_date: '2031-01-01',
        });
        throw new Error('rollback');
      }),
      /rollback/,
    );
    await assertAggregates('after a rollback');
  });

  it('the migration starts from the rows already there, and the refresh repairs tampering', async () => {
    await fx.t.db.migrate.down({ name: MIGRATION });
    await fx.t.db('notifications').insert({ title: 'early', message: 'x' });
    await fx.t.db('leave_requests').insert({
      employee_name: 'Early',
      leave_type: 'Sick Leave',
      start_date: '2031-01-01',
      end_date: '2031-01-01',
      status: 'rejected',
    });
    await fx.t.db.migrate.latest();
    await assertAggregates('after the migration ran over existing rows');
    await fx.t.db('leave_status_counts').update({ leaves: 99 });
    await fx.t.db('notification_totals').update({ notifications: 42 });
    await fx.t.db.raw('select refresh_leave_and_notification_totals()');
    await assertAggregates('after the refresh');
  });
});
