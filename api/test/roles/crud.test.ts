import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ROLE_MESSAGES } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { useAdminApp } from '../helpers/admin-app';
import { about } from '../helpers/realtime-listener';
import { asAdmin, signUpAs } from '../helpers/accounts';
import { call, createRole, listRoles, roleId } from '../system-users/system-user-factory';

describe('the roles API: create, read, update, delete', () => {
  const desk = useAdminApp();

  it('starts with the spec’s four roles and their permissions, in the spec’s order', async () => {
    const page = await listRoles(desk);
    assert.deepEqual(
      page.items.map((r) => [r.name, r.permissions]),
      [
        [
          'Admin',
          ['create', 'read', 'update', 'delete', 'manage_users', 'manage_team', 'update_tickets'],
        ],
        ['Manager', ['read', 'update', 'manage_team']],
        ['Engineer', ['read', 'update']],
        ['Customer Support', ['read', 'update_tickets']],
      ],
    );
    assert.ok(page.items.every((r) => r.description.length > 0));
  });

  it('creates a role with its permissions in the spec order, and reads it back', async () => {
    const created = await createRole(desk, {
      name: 'Auditor',
      description: 'Reads everything',
      permissions: ['update_tickets', 'read', 'read'],
    });
    assert.deepEqual(
      { name: created.name, permissions: created.permissions, user_count: created.user_count },
      { name: 'Auditor', permissions: ['read', 'update_tickets'], user_count: 0 },
    );
    await desk.heard.waitForFirst('role:created', about(created.id));
    const read = await call(desk, 'GET', `/api/roles/${created.id}`);
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual(read.json(), created);
  });

  it('refuses a name another role has, in any case, and bad bodies with the form’s messages', async () => {
    const duplicate = await call(desk, 'POST', '/api/roles', {
      name: 'mAnAgEr',
      permissions: ['read'],
    });
    assert.equal(duplicate.statusCode, 409, duplicate.body);
    assert.equal(duplicate.json().message, ROLE_MESSAGES.nameTaken);

    const empty = await call(desk, 'POST', '/api/roles', { name: 'Nobody', permissions: [] });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(
      empty.json().details.map((d: { message: string }) => d.message),
      [ROLE_MESSAGES.permissionsRequired],
    );
    const unknown = await call(desk, 'POST', '/api/roles', {
      name: 'Root',
      permissions: ['read', 'sudo'],
    });
    assert.equal(unknown.statusCode, 400);
    assert.match(unknown.json().details[0].message, /must be one of/);
    assert.equal((await desk.t.db('roles').where({ name: 'Root' })).length, 0);
  });

  it('edits the name, description and permissions', async () => {
    const role = await createRole(desk, { name: 'Dispatcher', permissions: ['read'] });
    const edited = await call(desk, 'PUT', `/api/roles/${role.id}`, {
      name: 'Senior Dispatcher',
      description: 'Plans the week',
      permissions: ['read', 'manage_team'],
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.deepEqual(
      [edited.json().name, edited.json().description, edited.json().permissions],
      ['Senior Dispatcher', 'Plans the week', ['read', 'manage_team']],
    );
    await desk.heard.waitForFirst('role:updated', about(role.id));
    const clash = await call(desk, 'PUT', `/api/roles/${role.id}`, {
      name: 'admin',
      permissions: ['read'],
    });
    assert.equal(clash.statusCode, 409);
    const missing = await call(desk, 'PUT', '/api/roles/999999', {
      name: 'Ghost',
      permissions: ['read'],
    });
    assert.equal(missing.statusCode, 404);
  });

  it('deletes a role nobody holds, then answers 404 for it', async () => {
    const role = await createRole(desk, { name: 'Temporary', permissions: ['read'] });
    const deleted = await call(desk, 'DELETE', `/api/roles/${role.id}`);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.deepEqual(deleted.json(), { id: role.id, message: ROLE_MESSAGES.deleted });
    await desk.heard.waitForFirst('role:deleted', about(role.id));
    assert.equal((await call(desk, 'GET', `/api/roles/${role.id}`)).statusCode, 404);
    assert.equal((await call(desk, 'DELETE', `/api/roles/${role.id}`)).statusCode, 404);
  });

  it('keeps the database to the seven permissions even when written around the API', async () => {
    await assert.rejects(
      desk.t.db('roles').insert({ name: 'Sneaky', permissions: ['read', 'sudo'] }),
      /roles_permissions_check/,
    );
    await assert.rejects(
      desk.t.db('roles').insert({ name: 'Empty', permissions: [] }),
      /roles_permissions_check/,
    );
  });
});

describe('a role edit never leaves nobody able to manage users', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('refuses taking Manage Users from the only role of the active user managers (409)', async () => {
    const admin = await asAdmin(t.app);
    const fixture = { t, cookie: admin.cookie };
    const adminRole = await roleId(t, 'Admin');
    const narrowed = {
      name: 'Admin',
      description: 'Everything but users',
      permissions: ['create', 'read', 'update', 'delete', 'manage_team', 'update_tickets'],
    };
    const refused = await call(fixture, 'PUT', `/api/roles/${adminRole}`, narrowed);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.deepEqual(refused.json(), {
      code: 'LAST_USER_MANAGER',
      message: ROLE_MESSAGES.lastUserManager,
    });
    // Once another active account manages users through another role, the Admin role may drop it.
    const keepers = await createRole(fixture, { name: 'Keepers', permissions: ['manage_users'] });
    const keeper = await signUpAs(t.app, 'Manager');
    await t.db('users').where({ id: keeper.user.id }).update({ role_id: keepers.id });
    const allowed = await call(fixture, 'PUT', `/api/roles/${adminRole}`, narrowed);
    assert.equal(allowed.statusCode, 200, allowed.body);
    // …and the administrator's very next request no longer reaches System Users.
    const next = await call(fixture, 'GET', '/api/system-users');
    assert.equal(next.statusCode, 403);
  });
});
