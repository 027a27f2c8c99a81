import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LEAVE_MESSAGES, SYSTEM_USER_MESSAGES } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, asSupport, type SignedIn } from '../helpers/accounts';
import { rowsOf } from '../audit/rows-since';
import { listenToEvents } from '../helpers/realtime-listener';
import { roleId } from '../system-users/system-user-factory';
import { registerEngineer } from '../engineers/engineer-helpers';
import {
  addDays,
  decide,
  newEngineer as newLeaveEngineer,
  requestLeave,
  useLeaveFixture,
} from '../leaves/leave-factory';
import { bulkDone, undoRun } from './bulk-calls';

describe('bulk actions on staff accounts and engineers', () => {
  let t: TestApp;
  let admin: SignedIn;
  let events: Awaited<ReturnType<typeof listenToEvents>>;
  before(async () => {
    t = await createTestApp();
    admin = await asAdmin(t.app, { username: 'Account Desk' });
    events = await listenToEvents(t);
  });
  after(async () => {
    await events?.close();
    await t?.close();
  });

  const statusOf = async (id: number) =>
    ((await t.db('users').where({ id }).first('status')) as { status: string }).status;

  it('deactivates accounts but never one’s own, and undo reactivates them', async () => {
    const a = await asSupport(t.app, { username: 'Contractor One' });
    const b = await asSupport(t.app, { username: 'Contractor Two' });
    const { result: run, rows } = await rowsOf(t, () =>
      bulkDone(t, admin.cookie, 'system-users', {
        action: 'deactivate',
        params: {},
        ids: [a.user.id, b.user.id, admin.user.id],
      }),
    );
    assert.equal(run.succeeded, 2);
    assert.deepEqual(run.failures, [
      {
        id: admin.user.id,
        label: 'Account Desk',
        reason: SYSTEM_USER_MESSAGES.ownAccountDeactivate,
      },
    ]);
    assert.deepEqual(
      rows.map((r) => r.action),
      ['system_user.deactivated', 'system_user.deactivated', 'bulk_action.applied'],
    );
    // Their sessions ended with the deactivation.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: a.cookie },
    });
    assert.equal(me.statusCode, 401);
    const undo = await undoRun(t, admin.cookie, run.id);
    assert.equal(undo.statusCode, 200, undo.body);
    assert.equal(undo.json().restored, 2);
    assert.deepEqual([await statusOf(a.user.id), await statusOf(b.user.id)], ['Active', 'Active']);
  });

  it('gives a role to several accounts, each audited as the form’s role change', async () => {
    const a = await asSupport(t.app, { username: 'Role One' });
    const manager = await roleId(t, 'Manager');
    const { result: run, rows } = await rowsOf(t, () =>
      bulkDone(t, admin.cookie, 'system-users', {
        action: 'role',
        params: { role_id: manager },
        ids: [a.user.id],
      }),
    );
    assert.equal(run.succeeded, 1);
    assert.equal(rows[0]!.action, 'system_user.role_changed');
    const role = await t.db('users').where({ id: a.user.id }).first('role_id');
    assert.equal(role.role_id, manager);
  });

  it('sets engineers Inactive and back with undo', async () => {
    const engineer = await registerEngineer(t, 'Bulk Engineer');
    const run = await bulkDone(t, admin.cookie, 'engineers', {
      action: 'status',
      params: { status: 'Inactive' },
      ids: [engineer.id],
    });
    assert.equal(run.succeeded, 1);
    assert.equal(await statusOf(engineer.id), 'Inactive');
    assert.equal((await undoRun(t, admin.cookie, run.id)).statusCode, 200);
    assert.equal(await statusOf(engineer.id), 'Active');
  });
});

describe('bulk decisions on leave', () => {
  const fx = useLeaveFixture();

  it('approves pending requests and reports one already decided with the single decision’s reason', async () => {
    const lena = await newLeaveEngineer(fx, 'Lena Ortiz');
    const first = await requestLeave(fx, lena);
    const second = await requestLeave(fx, lena, {
      leave_type: 'Unpaid Leave',
      start_date: addDays(fx.today, 20),
      end_date: addDays(fx.today, 21),
    });
    assert.equal((await decide(fx, second.id, 'rejected')).statusCode, 200);
    const run = await bulkDone(fx.t, fx.staff.cookie, 'leaves', {
      action: 'approve',
      params: {},
      ids: [first.id, second.id],
    });
    assert.equal(run.succeeded, 1);
    assert.equal(run.failures[0]!.id, second.id);
    assert.equal(run.failures[0]!.reason, LEAVE_MESSAGES.alreadyDecided);
    assert.match(run.failures[0]!.label, /Lena Ortiz/);
    assert.equal(run.undo_until, null);
    const approved = await fx.t.db('leave_requests').where({ id: first.id }).first('status');
    assert.equal(approved.status, 'approved');
  });
});
