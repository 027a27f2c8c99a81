import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_LOGIN } from '../../db/seeds/01_demo';
import { useDemoApp } from '../helpers/demo-app';
import { listRoles, listUsers, login } from './system-user-factory';

describe('the demo data of `npm start`: the sample system users as real accounts', () => {
  const seeded = useDemoApp();

  it('lists the demo account as an Admin beside sample users of every role and status', async () => {
    const page = await listUsers(seeded, { limit: 100 });
    const demo = page.items.find((u) => u.email === DEMO_LOGIN.email)!;
    assert.equal(demo.role?.name, 'Admin');
    assert.deepEqual(
      new Set(page.items.map((u) => u.role?.name)),
      new Set(['Admin', 'Manager', 'Engineer', 'Customer Support']),
    );
    assert.deepEqual(
      new Set(page.items.map((u) => u.status)),
      new Set(['active', 'inactive', 'pending']),
    );
    for (const user of page.items.filter((u) => u.status === 'pending'))
      assert.equal(user.last_login, null, `${user.name} never signed in`);
    assert.equal(page.stats.totalRoles, 4);
    assert.equal(page.stats.pendingUsers, page.items.filter((u) => u.status === 'pending').length);

    const roles = await listRoles(seeded);
    assert.equal(roles.items.find((r) => r.name === 'Admin')!.user_count, 2);
  });

  it('lets none of the sample users sign in until invited', async () => {
    const page = await listUsers(seeded, { limit: 100 });
    const samples = page.items.filter((u) => u.email !== DEMO_LOGIN.email);
    assert.ok(samples.length >= 5);
    for (const user of samples) {
      for (const guess of [DEMO_LOGIN.password, 'password', 'Secret123'])
        assert.equal((await login(seeded.t, user.email, guess)).statusCode, 401, user.email);
    }
  });
});
