import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { seed, DEMO_LOGIN } from '../../db/seeds/01_demo';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { sessionCookie } from '../helpers/accounts';
import { listRoles, listUsers, login, type Fixture } from './system-user-factory';

describe('the demo data of `npm start`: the sample system users as real accounts', () => {
  let t: TestApp;
  let fixture: Fixture;
  before(async () => {
    t = await createTestApp();
    await seed(t.db);
    const signedIn = await login(t, DEMO_LOGIN.email, DEMO_LOGIN.password);
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    fixture = { t, cookie: sessionCookie(signedIn) };
  });
  after(async () => t.close());

  it('lists the demo account as an Admin beside sample users of every role and status', async () => {
    const page = await listUsers(fixture, { limit: 100 });
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

    const roles = await listRoles(fixture);
    assert.equal(roles.items.find((r) => r.name === 'Admin')!.user_count, 2);
  });

  it('lets none of the sample users sign in until invited', async () => {
    const page = await listUsers(fixture, { limit: 100 });
    const samples = page.items.filter((u) => u.email !== DEMO_LOGIN.email);
    assert.ok(samples.length >= 5);
    for (const user of samples) {
      for (const guess of [DEMO_LOGIN.password, 'password', 'Secret123'])
        assert.equal((await login(t, user.email, guess)).statusCode, 401, user.email);
    }
  });
});
