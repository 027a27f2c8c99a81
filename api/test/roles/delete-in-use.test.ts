import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ROLE_MESSAGES } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin } from '../helpers/accounts';
import {
  call,
  createRole,
  invite,
  roleId,
  type Fixture,
} from '../system-users/system-user-factory';

describe('deleting a role that users still have', () => {
  let t: TestApp;
  let fixture: Fixture;
  before(async () => {
    // Open sign-up: Customer Support is the role new accounts get, so it keeps its name.
    t = await createTestApp({ DEFAULT_ROLE: 'Customer Support' });
    fixture = { t, cookie: (await asAdmin(t.app)).cookie };
  });
  after(async () => t.close());

  it('answers 409 naming the count, and deletes once nobody holds the role', async () => {
    const role = await createRole(fixture, { name: 'Field Lead', permissions: ['read'] });
    const first = await invite(fixture, { role_id: role.id });
    const second = await invite(fixture, { role_id: role.id });

    const refused = await call(fixture, 'DELETE', `/api/roles/${role.id}`);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().code, 'ROLE_IN_USE');
    assert.equal(refused.json().message, ROLE_MESSAGES.inUse('Field Lead', 2));
    assert.match(refused.json().message, /assigned to 2 users/);
    assert.ok(await t.db('roles').where({ id: role.id }).first());

    const manager = await roleId(t, 'Manager');
    for (const user of [first, second]) {
      const moved = await call(fixture, 'PUT', `/api/system-users/${user.id}`, {
        name: user.name,
        email: user.email,
        role_id: manager,
      });
      assert.equal(moved.statusCode, 200, moved.body);
    }
    const deleted = await call(fixture, 'DELETE', `/api/roles/${role.id}`);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal(await t.db('roles').where({ id: role.id }).first(), undefined);
  });

  it('is refused by the database too (on delete restrict), whatever path a write takes', async () => {
    const role = await createRole(fixture, { name: 'Held', permissions: ['read'] });
    await invite(fixture, { role_id: role.id });
    await assert.rejects(t.db('roles').where({ id: role.id }).delete(), /foreign key/);
  });

  it('keeps the default sign-up role: no delete, no rename', async () => {
    const support = await roleId(t, 'Customer Support');
    await t
      .db('users')
      .where({ role_id: support })
      .update({ role_id: await roleId(t, 'Admin') });
    const refused = await call(fixture, 'DELETE', `/api/roles/${support}`);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().message, ROLE_MESSAGES.isDefault('Customer Support'));
    const renamed = await call(fixture, 'PUT', `/api/roles/${support}`, {
      name: 'Helpdesk',
      permissions: ['read'],
    });
    assert.equal(renamed.statusCode, 409);
    const recased = await call(fixture, 'PUT', `/api/roles/${support}`, {
      name: 'Customer Support',
      description: 'First line',
      permissions: ['read', 'update', 'update_tickets'],
    });
    assert.equal(recased.statusCode, 200, recased.body);
    assert.deepEqual(recased.json().permissions, ['read', 'update', 'update_tickets']);
  });

  it('refuses giving a user a role deleted meanwhile, with a clear 400', async () => {
    const role = await createRole(fixture, { name: 'Gone Soon', permissions: ['read'] });
    assert.equal((await call(fixture, 'DELETE', `/api/roles/${role.id}`)).statusCode, 200);
    const response = await call(fixture, 'POST', '/api/system-users', {
      name: 'Late',
      email: 'late@example.com',
      role_id: role.id,
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(response.json().message, 'The selected role does not exist');
  });
});
