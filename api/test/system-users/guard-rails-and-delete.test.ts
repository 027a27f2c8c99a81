import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SYSTEM_USER_MESSAGES } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp, type SignedIn } from '../helpers/accounts';
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
    const other = await signUp(t.app);
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

  it('never removes or deactivates the last active account', async () => {
    // Only two active accounts: the caller and `last`. The caller loses its status (as a
    // concurrent deactivation would leave it) but still holds a session.
    await t
      .db('users')
      .whereNot({ id: me.user.id })
      .andWhere({ role: 'staff', status: 'Active' })
      .update({ status: 'Inactive' });
    const last = await signUp(t.app);
    await t.db('users').where({ id: me.user.id }).update({ status: 'Inactive' });

    const off = await call(
      fixture,
      'PUT',
      `/api/system-users/${last.user.id}`,
      bodyOf(last, admin, 'inactive'),
    );
    assert.equal(off.statusCode, 409, off.body);
    assert.deepEqual(off.json(), {
      code: 'LAST_ACTIVE_ACCOUNT',
      message: SYSTEM_USER_MESSAGES.lastActiveAccount,
    });
    const del = await call(fixture, 'DELETE', `/api/system-users/${last.user.id}`);
    assert.equal(del.statusCode, 409);
    assert.equal(
      await t.db('users').where({ id: last.user.id, status: 'Active' }).first().then(Boolean),
      true,
    );
    await t.db('users').where({ id: me.user.id }).update({ status: 'Active' });
  });

  it('keeps one active account when the last two are deactivated at the same moment', async () => {
    const pair = await createTestApp();
    try {
      const a = await signUp(pair.app);
      const b = await signUp(pair.app);
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
