import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MESSAGES, SYSTEM_USER_MESSAGES } from '@trellis/contracts';
import { useAdminApp } from '../helpers/admin-app';
import { about } from '../helpers/realtime-listener';
import { asAdmin, uniqueEmail, teamManagerCookie } from '../helpers/accounts';
import { call, invite, login, roleId } from './system-user-factory';

describe('editing a system user: details, role, deactivation and reactivation', () => {
  const desk = useAdminApp();

  const me = (cookie: string) =>
    desk.t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });

  it('changes the name, email and role', async () => {
    const user = await asAdmin(desk.t.app);
    const admin = await roleId(desk.t, 'Admin');
    const email = uniqueEmail('renamed');
    const edited = await call(desk, 'PUT', `/api/system-users/${user.user.id}`, {
      name: 'Renamed Person',
      email,
      role_id: admin,
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.deepEqual(
      [edited.json().name, edited.json().email, edited.json().role, edited.json().status],
      ['Renamed Person', email, { id: admin, name: 'Admin' }, 'active'],
    );
    await desk.heard.waitForFirst('system-user:updated', about(user.user.id));
    // The user's own session goes on, with the new name.
    assert.equal((await me(user.cookie)).json().username, 'Renamed Person');
  });

  it('refuses an email another account has, and a user that is not a system user', async () => {
    const a = await asAdmin(desk.t.app);
    const b = await asAdmin(desk.t.app);
    const clash = await call(desk, 'PUT', `/api/system-users/${a.user.id}`, {
      name: 'A',
      email: b.user.email,
      role_id: await roleId(desk.t, 'Admin'),
    });
    assert.equal(clash.statusCode, 409);
    assert.equal(clash.json().message, MESSAGES.emailTaken);
    const missing = await call(desk, 'PUT', '/api/system-users/99999999', {
      name: 'Nobody',
      email: uniqueEmail(),
      role_id: await roleId(desk.t, 'Admin'),
    });
    assert.equal(missing.statusCode, 404);
  });

  it('deactivating ends the sessions at once and refuses the next sign-in; reactivating allows it', async () => {
    const user = await asAdmin(desk.t.app);
    const other = await desk.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.user.email, password: user.password },
    });
    assert.equal(other.statusCode, 200);
    const body = {
      name: user.user.username,
      email: user.user.email,
      role_id: await roleId(desk.t, 'Engineer'),
    };
    const off = await call(desk, 'PUT', `/api/system-users/${user.user.id}`, {
      ...body,
      status: 'inactive',
    });
    assert.equal(off.statusCode, 200, off.body);
    assert.equal(off.json().status, 'inactive');
    assert.equal((await desk.t.db('sessions').where({ user_id: user.user.id })).length, 0);
    const old = await me(user.cookie);
    assert.equal(old.statusCode, 401, 'the old cookie is refused');

    const refused = await login(desk.t, user.user.email, user.password);
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), {
      code: 'ACCOUNT_INACTIVE',
      message: SYSTEM_USER_MESSAGES.accountInactive,
    });
    const wrong = await login(desk.t, user.user.email, 'WrongPass1');
    assert.equal(wrong.statusCode, 401, 'the status is told only to the right password');

    const on = await call(desk, 'PUT', `/api/system-users/${user.user.id}`, {
      ...body,
      status: 'active',
    });
    assert.equal(on.json().status, 'active');
    assert.equal((await login(desk.t, user.user.email, user.password)).statusCode, 200);
  });

  it('keeps a pending user pending when sent active, and deactivates one on request', async () => {
    const invited = await invite(desk);
    const body = { name: invited.name, email: invited.email, role_id: invited.role!.id };
    const stillPending = await call(desk, 'PUT', `/api/system-users/${invited.id}`, {
      ...body,
      status: 'active',
    });
    assert.equal(stillPending.json().status, 'pending');
    const off = await call(desk, 'PUT', `/api/system-users/${invited.id}`, {
      ...body,
      status: 'inactive',
    });
    assert.equal(off.json().status, 'inactive');
    const badStatus = await call(desk, 'PUT', `/api/system-users/${invited.id}`, {
      ...body,
      status: 'pending',
    });
    assert.equal(badStatus.statusCode, 400);
  });

  it('leaves engineers to their own API', async () => {
    const engineer = await desk.t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie: await teamManagerCookie(desk.t.app) },
      payload: {
        username: 'Eng',
        email: uniqueEmail('eng'),
        password: 'Secret123',
        role: 'engineer',
      },
    });
    const response = await call(desk, 'PUT', `/api/system-users/${engineer.json().id}`, {
      name: 'Now Staff?',
      email: uniqueEmail(),
      role_id: await roleId(desk.t, 'Admin'),
    });
    assert.equal(response.statusCode, 404);
    assert.equal(
      (await desk.t.db('users').where({ id: engineer.json().id }).first()).role,
      'engineer',
    );
  });
});
