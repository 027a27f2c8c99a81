import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SYSTEM_USER_MESSAGES } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { adoptApprover, asAdmin, asManager, signUp, type SignedIn } from '../helpers/accounts';
import { call, invite, listenToEvents, login, roleId, type Fixture } from './system-user-factory';

const bodyOf = (account: SignedIn, roleIdValue: number, status?: 'active' | 'inactive') => ({
  name: account.user.username,
  email: account.user.email,
  role_id: roleIdValue,
  ...(status ? { status } : {}),
});

describe('deleting system users, and the guard rails', () => {
  let t: TestApp;
  let me: SignedIn;
  let fixture: Fixture;
  let admin: number;
  let listener: Awaited<ReturnType<typeof listenToEvents>>;
  before(async () => {
    t = await createTestApp();
    me = await signUp(t.app);
    adoptApprover(t.app, me);
    fixture = { t, cookie: me.cookie };
    admin = await roleId(t, 'Admin');
    listener = await listenToEvents(t);
  });
  after(async () => {
    await listener.stop();
    await t.close();
  });

  it('refuses deleting or deactivating your own account, with a clear 403', async () => {
    const del = await call(fixture, 'DELETE', `/api/system-users/${me.user.id}`);
    assert.equal(del.statusCode, 403);
    assert.deepEqual(del.json(), {
      code: 'OWN_ACCOUNT',
      message: SYSTEM_USER_MESSAGES.ownAccountDelete,
    });
    const off = await call(
      fixture,
      'PUT',
      `/api/system-users/${me.user.id}`,
      bodyOf(me, admin, 'inactive'),
    );
    assert.equal(off.statusCode, 403);
    assert.equal(off.json().message, SYSTEM_USER_MESSAGES.ownAccountDeactivate);
    // Editing your own details is fine.
    const rename = await call(fixture, 'PUT', `/api/system-users/${me.user.id}`, {
      ...bodyOf(me, admin),
      name: 'Still Me',
    });
    assert.equal(rename.statusCode, 200, rename.body);
    assert.equal(rename.json().status, 'active');
  });

  it('deletes an account with its sessions in one go, and announces it', async () => {
    const other = await asAdmin(t.app);
    const deleted = await call(fixture, 'DELETE', `/api/system-users/${other.user.id}`);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.deepEqual(deleted.json(), { id: other.user.id, message: SYSTEM_USER_MESSAGES.deleted });
    assert.equal(await t.db('users').where({ id: other.user.id }).first(), undefined);
    assert.equal((await t.db('sessions').where({ user_id: other.user.id })).length, 0);
    const gone = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: other.cookie },
    });
    assert.equal(gone.statusCode, 401);
    assert.equal((await login(t, other.user.email, other.password)).statusCode, 401);
    const event = await listener.waitFor('system-user:deleted', other.user.id);
    assert.equal(event.data.email, other.user.email);
    assert.equal(
      (await call(fixture, 'DELETE', `/api/system-users/${other.user.id}`)).statusCode,
      404,
    );
  });

  it('deletes a pending invitee (not an active account, so no guard applies)', async () => {
    const invited = await invite(fixture);
    const deleted = await call(fixture, 'DELETE', `/api/system-users/${invited.id}`);
    assert.equal(deleted.statusCode, 200, deleted.body);
  });

  it('never takes Manage Users from the last active account holding it', async () => {
    // Two user managers: the caller and `last`. Another writer is moving the caller to Manager
    // and has not committed when the caller's own request, already past its permission check,
    // tries to demote, deactivate or delete `last`.
    await t
      .db('users')
      .whereNot({ id: me.user.id })
      .andWhere({ role: 'staff', status: 'Active' })
      .update({ status: 'Inactive' });
    const last = await asAdmin(t.app);
    const manager = await roleId(t, 'Manager');
    const attempts = [
      () => call(fixture, 'PUT', `/api/system-users/${last.user.id}`, bodyOf(last, manager)),
      () =>
        call(fixture, 'PUT', `/api/system-users/${last.user.id}`, bodyOf(last, admin, 'inactive')),
      () => call(fixture, 'DELETE', `/api/system-users/${last.user.id}`),
    ];
    for (const attempt of attempts) {
      const other = await t.db.transaction();
      await other('users').where({ id: me.user.id }).update({ role_id: manager });
      const request = attempt();
      await new Promise((r) => setTimeout(r, 200));
      await other.commit();
      const answer = await request;
      assert.equal(answer.statusCode, 409, answer.body);
      assert.deepEqual(answer.json(), {
        code: 'LAST_USER_MANAGER',
        message: SYSTEM_USER_MESSAGES.lastUserManager,
      });
      await t.db('users').where({ id: me.user.id }).update({ role_id: admin });
    }
    const kept = await t.db('users').where({ id: last.user.id }).first();
    assert.deepEqual([kept.role_id, kept.status], [admin, 'Active']);
  });

  it('refuses anyone changing their own role, even an administrator', async () => {
    const manager = await roleId(t, 'Manager');
    const own = await call(fixture, 'PUT', `/api/system-users/${me.user.id}`, bodyOf(me, manager));
    assert.equal(own.statusCode, 403, own.body);
    assert.deepEqual(own.json(), { code: 'OWN_ACCOUNT', message: SYSTEM_USER_MESSAGES.ownAccess });
    assert.equal((await t.db('users').where({ id: me.user.id }).first()).role_id, admin);
    // A manager of the team cannot reach System Users at all, let alone promote itself.
    const climber = await asManager(t.app);
    const promote = await t.app.inject({
      method: 'PUT',
      url: `/api/system-users/${climber.user.id}`,
      headers: { cookie: climber.cookie },
      payload: bodyOf(climber, admin, 'active'),
    });
    assert.equal(promote.statusCode, 403);
    assert.equal(promote.json().code, 'PERMISSION_DENIED');
    assert.equal((await t.db('users').where({ id: climber.user.id }).first()).role_id, manager);
  });

  it('keeps one active account when the last two are deactivated at the same moment', async () => {
    const pair = await createTestApp();
    try {
      const a = await signUp(pair.app);
      adoptApprover(pair.app, a);
      const b = await asAdmin(pair.app);
      const role = await roleId(pair, 'Admin');
      // Another writer is deactivating A and has not committed yet; meanwhile A deactivates B.
      const other = await pair.db.transaction();
      await other('users').where({ id: a.user.id }).update({ status: 'Inactive' });
      const request = pair.app.inject({
        method: 'PUT',
        url: `/api/system-users/${b.user.id}`,
        headers: { cookie: a.cookie },
        payload: bodyOf(b, role, 'inactive'),
      });
      await new Promise((r) => setTimeout(r, 300));
      await other.commit();
      const answer = await request;
      // The request waited for the other writer, then saw B as the last active account.
      assert.equal(answer.statusCode, 409, answer.body);
      assert.equal(answer.json().code, 'LAST_ACTIVE_ACCOUNT');
      const active = await pair.db('users').where({ role: 'staff', status: 'Active' });
      assert.deepEqual(
        active.map((u) => u.id),
        [b.user.id],
      );
    } finally {
      await pair.close();
    }
  });
});
