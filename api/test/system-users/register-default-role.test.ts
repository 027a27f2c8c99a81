import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../helpers/accounts';
import { listUsers } from './system-user-factory';

describe('self-registration gives the default role (DEFAULT_ROLE)', () => {
  const apps: TestApp[] = [];
  after(async () => {
    for (const t of apps) await t.close();
  });
  const app = async (env: Record<string, string> = {}) => {
    const t = await createTestApp(env);
    apps.push(t);
    return t;
  };
  const roleOf = async (t: TestApp) => {
    const account = await signUp(t.app);
    const page = await listUsers({ t, cookie: account.cookie }, { search: account.user.email });
    assert.equal(page.items.length, 1);
    return { role: page.items[0]!.role?.name ?? null, status: page.items[0]!.status };
  };

  it('is Customer Support by default, and the new account is active and signed in', async () => {
    assert.equal(loadConfig({}).DEFAULT_ROLE, 'Customer Support');
    assert.deepEqual(await roleOf(await app()), { role: 'Customer Support', status: 'active' });
  });

  it('follows the setting, by name in any case', async () => {
    assert.deepEqual(await roleOf(await app({ DEFAULT_ROLE: 'manager' })), {
      role: 'Manager',
      status: 'active',
    });
  });

  it('gives no role with `none`, or when no role has that name, and still signs up', async () => {
    assert.equal(loadConfig({ DEFAULT_ROLE: 'NONE' }).DEFAULT_ROLE, null);
    assert.equal((await roleOf(await app({ DEFAULT_ROLE: 'none' }))).role, null);
    assert.equal((await roleOf(await app({ DEFAULT_ROLE: 'Ghost Role' }))).role, null);
  });

  it('gives engineers registered by the debug page no role', async () => {
    const t = await app();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'Debug Engineer',
        email: 'debug.engineer@example.com',
        password: 'Secret123',
        role: 'engineer',
      },
    });
    assert.equal(response.statusCode, 201, response.body);
    const row = await t.db('users').where({ id: response.json().id }).first();
    assert.equal(row.role_id, null);
  });
});
