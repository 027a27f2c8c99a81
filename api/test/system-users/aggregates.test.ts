// The cards and the roles' user counts come from staff_user_counts, kept by a statement trigger
// on users (migration 20261123092000). After writes through every path (sign-up, invite, set
// password, edit, deactivate, delete, multi-row statements), it must equal a real count, and the
// unfiltered list must answer those real figures.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin } from '../helpers/accounts';
import { resetLinkFrom, startSmtpServer } from '../helpers/smtp';
import { registerEngineer } from '../engineers/engineer-helpers';
import { call, invite, listRoles, listUsers, roleId, type Fixture } from './system-user-factory';

describe('staff_user_counts follows every write to users', () => {
  let t: TestApp;
  let fixture: Fixture;
  let actorId: number;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  before(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const actor = await asAdmin(t.app);
    fixture = { t, cookie: actor.cookie };
    actorId = actor.user.id;
  });
  after(async () => {
    await t.close();
    await smtp.stop();
  });

  async function assertMatches(when: string) {
    const real = (
      await t.db.raw(`select coalesce(role_id, 0) as role_id, status, count(*)::int as users
        from users where role = 'staff' group by 1, 2 order by 1, 2`)
    ).rows;
    const stored = (
      await t.db.raw(`select role_id, status, users::int from staff_user_counts
        where users <> 0 order by 1, 2`)
    ).rows;
    assert.deepEqual(stored, real, `staff_user_counts ${when}`);
    const list = await listUsers(fixture);
    const count = (status: string) =>
      real
        .filter((r: { status: string }) => r.status === status)
        .reduce((n: number, r: { users: number }) => n + r.users, 0);
    assert.deepEqual(
      [
        list.stats.totalUsers,
        list.stats.activeUsers,
        list.stats.inactiveUsers,
        list.stats.pendingUsers,
      ],
      [
        count('Active') + count('Inactive') + count('Invited'),
        count('Active'),
        count('Inactive'),
        count('Invited'),
      ],
      `the unfiltered cards ${when}`,
    );
    const roles = await listRoles(fixture);
    for (const role of roles.items) {
      const users = real
        .filter((r: { role_id: number }) => r.role_id === role.id)
        .reduce((n: number, r: { users: number }) => n + r.users, 0);
      assert.equal(role.user_count, users, `${role.name}'s user count ${when}`);
    }
  }

  it('starts equal', async () => assertMatches('at start'));

  it('follows sign-ups, invitations, a password set, edits and deletes', async () => {
    await registerEngineer(t);
    const others = [await asAdmin(t.app), await asAdmin(t.app)];
    const mail = smtp.waitForMail();
    const invited = await invite(fixture);
    const second = await invite(fixture, { role_id: await roleId(t, 'Engineer') });
    await assertMatches('after sign-ups and invitations');

    const token = new URL(resetLinkFrom((await mail).raw)).searchParams.get('token')!;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Secret123' },
    });
    await call(fixture, 'PUT', `/api/system-users/${others[0]!.user.id}`, {
      name: 'Moved',
      email: others[0]!.user.email,
      role_id: await roleId(t, 'Admin'),
      status: 'inactive',
    });
    await assertMatches('after a password set, a role change and a deactivation');

    await call(fixture, 'DELETE', `/api/system-users/${second.id}`);
    await call(fixture, 'DELETE', `/api/system-users/${others[1]!.user.id}`);
    assert.ok(invited.id);
    await assertMatches('after deletes');
  });

  it('follows multi-row statements written around the API', async () => {
    const manager = await roleId(t, 'Manager');
    // Everyone but the caller, who must keep managing users to read the list.
    await t
      .db('users')
      .where({ role: 'staff' })
      .whereNot({ id: actorId })
      .update({ role_id: manager });
    await t.db('users').where({ role: 'staff', status: 'Inactive' }).update({ status: 'Active' });
    await assertMatches('after bulk updates');
  });
});
