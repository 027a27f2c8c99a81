// Sign-up that is safe by default: the first account of an install nobody can administer becomes
// its Admin; after that a self-registered account waits, pending and without a role, until a user
// manager approves it; DEFAULT_ROLE opens sign-up with a role. Registering an engineer is
// managing the team.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PERMISSIONS } from '@trellis/contracts';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  approveWithRole,
  asManager,
  asSupport,
  sessionCookie,
  signUp,
  uniqueEmail,
} from '../helpers/accounts';
import { listenToEvents } from '../helpers/realtime-listener';

describe('who a self-registered account is', () => {
  const apps: TestApp[] = [];
  after(async () => {
    for (const t of apps) await t.close();
  });
  const app = async (env: Record<string, string> = {}) => {
    const t = await createTestApp(env);
    apps.push(t);
    return t;
  };
  const me = async (t: TestApp, cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).json();
  const roleOf = async (t: TestApp, id: number) =>
    await t
      .db('users as u')
      .leftJoin('roles as r', 'r.id', 'u.role_id')
      .where('u.id', id)
      .first('r.name as role', 'u.status');

  it('is an Admin with every permission when nobody can manage users yet, then pending', async () => {
    const t = await app();
    assert.equal(loadConfig({}).DEFAULT_ROLE, null);
    const first = await signUp(t.app);
    assert.deepEqual(await roleOf(t, first.user.id), { role: 'Admin', status: 'Active' });
    const firstMe = await me(t, first.cookie);
    assert.equal(firstMe.status, 'active');
    assert.deepEqual(firstMe.permissions, [...PERMISSIONS]);

    const second = await signUp(t.app);
    assert.deepEqual(await roleOf(t, second.user.id), { role: null, status: 'Invited' });
    const secondMe = await me(t, second.cookie);
    assert.deepEqual([secondMe.status, secondMe.permissions], ['pending', []]);
  });

  it('lets a pending account sign in, see itself and change its password, and nothing else', async () => {
    const t = await app();
    await signUp(t.app);
    const pending = await signUp(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: pending.user.email, password: pending.password },
    });
    assert.equal(login.statusCode, 200, login.body);
    assert.equal(login.json().status, 'pending');
    const cookie = sessionCookie(login);
    const password = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: { cookie },
      payload: { currentPassword: pending.password, newPassword: 'Another123' },
    });
    assert.equal(password.statusCode, 200, password.body);
    for (const url of ['/api/customers', '/api/counts', '/api/dashboard', '/api/engineers/1']) {
      const refused = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      assert.equal(refused.statusCode, 403, `${url}: ${refused.body}`);
      assert.equal(refused.json().code, 'PERMISSION_DENIED');
    }
  });

  it('is approved by a user manager: the open session gains the role at once, and hears it', async () => {
    const t = await app();
    const admin = await signUp(t.app);
    const pending = await signUp(t.app);
    const events = await listenToEvents(t);
    try {
      const support = await t.db('roles').where({ name: 'Customer Support' }).first('id');
      const approved = await approveWithRole(t.app, admin.cookie, pending, support.id);
      assert.equal(approved.statusCode, 200, approved.body);
      assert.equal(approved.json().status, 'active');
      const heard = await events.waitFor(`user:${pending.user.id}:profile:updated`);
      assert.equal(heard.data.userId, pending.user.id);
      const now = await me(t, pending.cookie);
      assert.deepEqual([now.status, now.permissions], ['active', ['read', 'update_tickets']]);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/tickets',
        headers: { cookie: pending.cookie },
      });
      assert.equal(list.statusCode, 200, list.body);
    } finally {
      await events.close();
    }
  });

  it('opens sign-up with DEFAULT_ROLE (any case); a name no role has leaves it pending', async () => {
    const open = await app({ DEFAULT_ROLE: 'manager' });
    await signUp(open.app);
    const member = await signUp(open.app);
    assert.deepEqual(await roleOf(open, member.user.id), { role: 'Manager', status: 'Active' });
    assert.equal(loadConfig({ DEFAULT_ROLE: 'NONE' }).DEFAULT_ROLE, null);
    const ghost = await app({ DEFAULT_ROLE: 'Ghost Role' });
    await signUp(ghost.app);
    const waiting = await signUp(ghost.app);
    assert.deepEqual(await roleOf(ghost, waiting.user.id), { role: null, status: 'Invited' });
  });

  it('needs Manage Team to register an engineer, checked before the body is validated', async () => {
    const t = await app();
    const register = (cookie?: string, payload: object = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        ...(cookie ? { headers: { cookie } } : {}),
        payload: {
          username: 'Debug Engineer',
          email: uniqueEmail('eng'),
          password: 'Secret123',
          role: 'engineer',
          ...payload,
        },
      });
    assert.equal((await register()).statusCode, 401);
    const support = await asSupport(t.app);
    const refused = await register(support.cookie, { email: 'not an email' });
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(refused.json().code, 'PERMISSION_DENIED');
    const manager = await asManager(t.app);
    const created = await register(manager.cookie);
    assert.equal(created.statusCode, 201, created.body);
    const row = await t.db('users').where({ id: created.json().id }).first();
    assert.deepEqual([row.role, row.role_id], ['engineer', null]);
  });
});
