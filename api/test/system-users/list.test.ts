import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { SystemUserStats } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { adoptApprover, signUp } from '../helpers/accounts';
import { registerEngineer } from '../engineers/engineer-helpers';
import { call, invite, listUsers, roleId, type Fixture } from './system-user-factory';

describe('the system users list: search, role and status filters, sort, pages and the cards', () => {
  let t: TestApp;
  let fixture: Fixture;
  const ids: Record<string, number> = {};
  before(async () => {
    t = await createTestApp();
    // The first account of a fresh install becomes its Admin, and approves nobody else here.
    const me = await signUp(t.app, { username: 'Zed Admin', email: 'zed.admin@example.com' });
    adoptApprover(t.app, me);
    fixture = { t, cookie: me.cookie };
    ids.me = me.user.id;
    const manager = await roleId(t, 'Manager');
    const engineer = await roleId(t, 'Engineer');
    ids.ada = (
      await invite(fixture, { name: 'Ada Lovelace', email: 'ada@analytical.org', role_id: manager })
    ).id;
    ids.alan = (
      await invite(fixture, { name: 'Alan Turing', email: 'alan@bletchley.uk', role_id: engineer })
    ).id;
    ids.grace = (
      await invite(fixture, { name: 'Grace Hopper', email: 'grace@navy.mil', role_id: engineer })
    ).id;
    // Ada has signed in (active, with a last login); Alan was deactivated; Grace is pending.
    await t
      .db('users')
      .where({ id: ids.ada })
      .update({ status: 'Active', current_login: new Date('2020-01-02T10:00:00Z') });
    const off = await call(fixture, 'PUT', `/api/system-users/${ids.alan}`, {
      name: 'Alan Turing',
      email: 'alan@bletchley.uk',
      role_id: engineer,
      status: 'inactive',
    });
    assert.equal(off.statusCode, 200, off.body);
    await registerEngineer(t, 'Mobile Only Engineer');
  });
  after(async () => t.close());

  const names = async (query: Parameters<typeof listUsers>[1]) =>
    (await listUsers(fixture, query)).items.map((u) => u.name);

  it('lists the staff accounts only, newest first, with role, status and "never" as null', async () => {
    const page = await listUsers(fixture);
    assert.deepEqual(
      page.items.map((u) => u.name),
      ['Grace Hopper', 'Alan Turing', 'Ada Lovelace', 'Zed Admin'],
    );
    const grace = page.items[0]!;
    assert.deepEqual(
      [grace.role?.name, grace.status, grace.last_login],
      ['Engineer', 'pending', null],
    );
    const ada = page.items.find((u) => u.id === ids.ada)!;
    assert.equal(ada.last_login, '2020-01-02T10:00:00.000Z');
    assert.equal(page.items.find((u) => u.id === ids.me)!.role?.name, 'Admin');
  });

  it('answers the four cards over every staff account, and Total Roles over every role', async () => {
    const page = await listUsers(fixture);
    assert.deepEqual(page.stats, {
      totalUsers: 4,
      activeUsers: 2,
      inactiveUsers: 1,
      pendingUsers: 1,
      totalRoles: 4,
    } satisfies SystemUserStats);
    assert.equal(page.total, 4);
  });

  it('searches by name or email, in any case', async () => {
    assert.deepEqual(await names({ search: 'hopper' }), ['Grace Hopper']);
    assert.deepEqual(await names({ search: 'BLETCHLEY' }), ['Alan Turing']);
    assert.deepEqual(await names({ search: 'al' }), ['Alan Turing', 'Ada Lovelace']);
    assert.deepEqual(await names({ search: 'Mobile Only' }), [], 'engineers are not system users');
    const none = await listUsers(fixture, { search: 'nobody-at-all' });
    assert.deepEqual(none.items, []);
    assert.equal(none.stats.totalUsers, 0);
  });

  it('filters by role and by status, the cards following the filters', async () => {
    const engineerRole = await roleId(t, 'Engineer');
    const byRole = await listUsers(fixture, { role_id: engineerRole });
    assert.deepEqual(
      byRole.items.map((u) => u.name),
      ['Grace Hopper', 'Alan Turing'],
    );
    assert.deepEqual(byRole.stats, {
      totalUsers: 2,
      activeUsers: 0,
      inactiveUsers: 1,
      pendingUsers: 1,
      totalRoles: 4,
    });
    assert.deepEqual(await names({ status: 'active' }), ['Ada Lovelace', 'Zed Admin']);
    assert.deepEqual(await names({ status: 'inactive' }), ['Alan Turing']);
    assert.deepEqual(await names({ status: 'pending' }), ['Grace Hopper']);
    // A status alone reads its cards from the kept counts: they must match the filtered rows.
    const active = await listUsers(fixture, { status: 'active' });
    assert.equal(active.total, 2);
    assert.deepEqual(active.stats, {
      totalUsers: 2,
      activeUsers: 2,
      inactiveUsers: 0,
      pendingUsers: 0,
      totalRoles: 4,
    });
    assert.deepEqual(
      (await listUsers(fixture, { status: 'pending', limit: 1, page: 2 })).items,
      [],
    );
    assert.deepEqual(await names({ status: 'all', role_id: engineerRole, search: 'grace' }), [
      'Grace Hopper',
    ]);
    const bad = await call(fixture, 'GET', '/api/system-users?status=Invited');
    assert.equal(bad.statusCode, 400);
  });

  it('sorts by name, email, status and last login (never signed in last both ways), and pages', async () => {
    assert.deepEqual(await names({ sort: 'name', order: 'asc' }), [
      'Ada Lovelace',
      'Alan Turing',
      'Grace Hopper',
      'Zed Admin',
    ]);
    assert.deepEqual(await names({ sort: 'email', order: 'desc' }), [
      'Zed Admin',
      'Grace Hopper',
      'Alan Turing',
      'Ada Lovelace',
    ]);
    // Active (in signing-up order), Inactive, then pending.
    assert.deepEqual(await names({ sort: 'status', order: 'asc' }), [
      'Zed Admin',
      'Ada Lovelace',
      'Alan Turing',
      'Grace Hopper',
    ]);
    const byLogin = await names({ sort: 'last_login', order: 'asc' });
    assert.deepEqual(byLogin.slice(-2).sort(), ['Alan Turing', 'Grace Hopper']);
    assert.equal(byLogin[0], 'Ada Lovelace');
    const desc = await names({ sort: 'last_login', order: 'desc' });
    assert.deepEqual(desc.slice(0, 2), ['Zed Admin', 'Ada Lovelace']);

    const second = await listUsers(fixture, { sort: 'name', order: 'asc', limit: 3, page: 2 });
    assert.deepEqual(
      second.items.map((u) => u.name),
      ['Zed Admin'],
    );
    assert.equal(second.total, 4);
    const filteredSecond = await listUsers(fixture, {
      search: 'a',
      sort: 'name',
      order: 'asc',
      limit: 2,
      page: 2,
    });
    assert.deepEqual(
      filteredSecond.items.map((u) => u.name),
      ['Grace Hopper', 'Zed Admin'],
    );
  });

  it('reads one user, and 404 for an engineer or an unknown id', async () => {
    const one = await call(fixture, 'GET', `/api/system-users/${ids.grace}`);
    assert.equal(one.statusCode, 200, one.body);
    assert.equal(one.json().email, 'grace@navy.mil');
    const engineer = await t.db('users').where({ role: 'engineer' }).first<{ id: number }>('id');
    assert.equal((await call(fixture, 'GET', `/api/system-users/${engineer!.id}`)).statusCode, 404);
    assert.equal((await call(fixture, 'GET', '/api/system-users/99999999')).statusCode, 404);
  });
});
