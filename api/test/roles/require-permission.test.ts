// Roles are not enforced on any route yet (docs/permissions.md). The check that will enforce
// them is a preHandler per route group; here it guards a route group of a small app built from
// the real session and permission plugins, on the real database, with real sessions.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../helpers/accounts';
import errorHandler from '../../src/plugins/app/error-handler';
import repositories from '../../src/plugins/repositories';
import session from '../../src/plugins/app/session';
import permissions, { permissionDeniedMessage } from '../../src/plugins/app/permissions';
import { roleId } from '../system-users/system-user-factory';

describe('fastify.requirePermission: one preHandler per route group', () => {
  let t: TestApp;
  let guarded: FastifyInstance;
  before(async () => {
    t = await createTestApp();
    guarded = Fastify({ logger: false });
    await guarded.register(errorHandler);
    await guarded.register(cookie);
    await guarded.register(repositories, { db: t.db });
    await guarded.register(session, { config: t.config });
    await guarded.register(permissions);
    await guarded.register(async (group) => {
      group.addHook('preHandler', group.requirePermission('manage_users'));
      group.get('/api/guarded/users', async () => ({ ok: true }));
      group.delete('/api/guarded/users/:id', async () => ({ ok: true }));
    });
    guarded.get('/api/guarded/open', async () => ({ ok: true }));
    await guarded.ready();
  });
  after(async () => {
    await guarded.close();
    await t.close();
  });

  const get = (url: string, cookieHeader?: string) =>
    guarded.inject({
      method: 'GET',
      url,
      ...(cookieHeader ? { headers: { cookie: cookieHeader } } : {}),
    });

  it('refuses with 403 a user whose role lacks the permission, on every route of the group', async () => {
    const { cookie: support } = await signUp(t.app); // Customer Support: read, update_tickets
    const refused = await get('/api/guarded/users', support);
    assert.equal(refused.statusCode, 403, refused.body);
    assert.deepEqual(refused.json(), {
      code: 'PERMISSION_DENIED',
      message: permissionDeniedMessage('manage_users'),
    });
    const del = await guarded.inject({
      method: 'DELETE',
      url: '/api/guarded/users/1',
      headers: { cookie: support },
    });
    assert.equal(del.statusCode, 403);
    // Outside the group, the same user passes.
    assert.equal((await get('/api/guarded/open', support)).statusCode, 200);
  });

  it('lets through a user whose role grants it, from the next request on', async () => {
    const { cookie: staff, user } = await signUp(t.app);
    assert.equal((await get('/api/guarded/users', staff)).statusCode, 403);
    await t
      .db('users')
      .where({ id: user.id })
      .update({ role_id: await roleId(t, 'Admin') });
    const allowed = await get('/api/guarded/users', staff);
    assert.equal(allowed.statusCode, 200, allowed.body);
    assert.deepEqual(allowed.json(), { ok: true });
  });

  it('refuses a user without a role, and answers 401 without a session', async () => {
    const { cookie: staff, user } = await signUp(t.app);
    await t.db('users').where({ id: user.id }).update({ role_id: null });
    assert.equal((await get('/api/guarded/users', staff)).statusCode, 403);
    assert.equal((await get('/api/guarded/users')).statusCode, 401);
  });

  it('reads the permissions with the session, in the one session query', async () => {
    const { cookie: staff, user } = await signUp(t.app);
    await t
      .db('users')
      .where({ id: user.id })
      .update({ role_id: await roleId(t, 'Admin') });
    const queries: string[] = [];
    const record = (q: { sql: string }) => queries.push(q.sql);
    t.db.on('query', record);
    try {
      assert.equal((await get('/api/guarded/users', staff)).statusCode, 200);
    } finally {
      t.db.removeListener('query', record);
    }
    assert.equal(queries.length, 1, queries.join('\n'));
  });
});
