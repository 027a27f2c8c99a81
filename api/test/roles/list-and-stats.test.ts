import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { adoptApprover, signUp } from '../helpers/accounts';
import { registerEngineer } from '../engineers/engineer-helpers';
import {
  call,
  createRole,
  invite,
  listRoles,
  roleId,
  type Fixture,
} from '../system-users/system-user-factory';

describe('the roles list: search, sort, user counts and the three cards', () => {
  let t: TestApp;
  let fixture: Fixture;
  before(async () => {
    t = await createTestApp();
    // The first account of a fresh install: its Admin, and the only one here.
    const admin = await signUp(t.app);
    adoptApprover(t.app, admin);
    fixture = { t, cookie: admin.cookie };
  });
  after(async () => t.close());

  it('counts each role’s users, whatever their status, and only staff accounts', async () => {
    const manager = await roleId(t, 'Manager');
    const pending = await invite(fixture, { role_id: manager });
    const other = await invite(fixture, { role_id: manager });
    const deactivated = await call(fixture, 'PUT', `/api/system-users/${other.id}`, {
      name: other.name,
      email: other.email,
      role_id: manager,
      status: 'inactive',
    });
    assert.equal(deactivated.statusCode, 200, deactivated.body);
    await registerEngineer(t);
    const page = await listRoles(fixture);
    const counts = Object.fromEntries(page.items.map((r) => [r.name, r.user_count]));
    assert.deepEqual(counts, { Admin: 1, Manager: 2, Engineer: 0, 'Customer Support': 0 });
    assert.equal(pending.status, 'pending');
    const one = await call(fixture, 'GET', `/api/roles/${manager}`);
    assert.equal(one.json().user_count, 2);
  });

  it('answers Total Roles, Total Users over users with a role, and distinct permissions in use', async () => {
    // An account without a role (DEFAULT_ROLE naming none) is not counted in Total Users.
    await t.db('users').insert({
      username: 'Roleless',
      email: 'roleless@example.com',
      password_hash: 'x',
      role: 'staff',
    });
    const page = await listRoles(fixture);
    assert.deepEqual(page.stats, { totalRoles: 4, totalUsers: 3, activePermissions: 7 });
    assert.equal(page.total, 4);

    const narrow = await listRoles(fixture, 'search=customer');
    assert.deepEqual(
      narrow.items.map((r) => r.name),
      ['Customer Support'],
    );
    assert.deepEqual(narrow.stats, { totalRoles: 1, totalUsers: 0, activePermissions: 2 });
    // "engineer" is a role's name and in another's description (Manager).
    const two = await listRoles(fixture, 'search=ENGINEER');
    assert.deepEqual(
      two.items.map((r) => r.name),
      ['Manager', 'Engineer'],
    );
    assert.deepEqual(two.stats, { totalRoles: 2, totalUsers: 2, activePermissions: 3 });
  });

  it('searches in names and descriptions, wildcards literally, and finds nothing when nothing matches', async () => {
    await createRole(fixture, {
      name: 'Night Shift',
      description: 'Covers 100% of weekend calls',
      permissions: ['read', 'update_tickets'],
    });
    const byDescription = await listRoles(fixture, `search=${encodeURIComponent('100%')}`);
    assert.deepEqual(
      byDescription.items.map((r) => r.name),
      ['Night Shift'],
    );
    const literal = await listRoles(fixture, `search=${encodeURIComponent('1_0')}`);
    assert.equal(literal.total, 0);
    const none = await listRoles(fixture, 'search=zzzz');
    assert.deepEqual(none.items, []);
    assert.deepEqual(none.stats, { totalRoles: 0, totalUsers: 0, activePermissions: 0 });
  });

  it('sorts by name, user count or creation, and pages', async () => {
    const byName = await listRoles(fixture, 'sort=name&order=desc');
    assert.deepEqual(
      byName.items.map((r) => r.name),
      ['Night Shift', 'Manager', 'Engineer', 'Customer Support', 'Admin'],
    );
    const byUsers = await listRoles(fixture, 'sort=user_count&order=desc&limit=2');
    assert.deepEqual(
      byUsers.items.map((r) => r.name),
      ['Manager', 'Admin'],
    );
    assert.equal(byUsers.total, 5);
    const second = await listRoles(fixture, 'limit=2&page=3');
    assert.deepEqual(
      second.items.map((r) => r.name),
      ['Night Shift'],
    );
    assert.equal((await call(fixture, 'GET', '/api/roles?sort=permissions')).statusCode, 400);
  });
});
