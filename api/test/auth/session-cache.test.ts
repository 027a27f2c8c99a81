import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createDb, type Db } from '../../src/db/database';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, asSupport, roleIdByName } from '../helpers/accounts';
import { createSessionCache } from '../../src/lib/session-cache';
import { eventually } from '../helpers/eventually';

describe('the session cache, two API processes on one database', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let secondDb: Db;
  // Long enough that only a notice, never the lifetime, can explain a change seen in the test.
  const env = { SESSION_CACHE_MS: '60000' };
  before(async () => {
    first = await createTestApp(env);
    secondDb = createDb(first.databaseUrl);
    second = await buildApp({
      config: first.config,
      db: secondDb,
      databaseUrl: first.databaseUrl,
      logger: false,
    });
    await second.ready();
  });
  after(async () => {
    await second.close();
    await secondDb.destroy();
    await first.close();
  });

  const get = (app: FastifyInstance, url: string, cookie: string) =>
    app.inject({ method: 'GET', url, headers: { cookie } });

  it('asks the database once for a burst of requests of one session', async () => {
    const { cookie } = await asSupport(first.app);
    assert.equal((await get(first.app, '/api/users/me', cookie)).statusCode, 200);
    const queries: string[] = [];
    const record = (q: { sql: string }) => queries.push(q.sql);
    first.db.on('query', record);
    try {
      for (let i = 0; i < 5; i += 1)
        assert.equal((await get(first.app, '/api/users/me', cookie)).statusCode, 200);
    } finally {
      first.db.removeListener('query', record);
    }
    assert.equal(queries.filter((sql) => sql.includes('from sessions')).length, 0);
  });

  it('a sign-out in one process ends the session in the other at once', async () => {
    const { cookie } = await asSupport(first.app);
    assert.equal((await get(second, '/api/users/me', cookie)).statusCode, 200, 'remembered');
    const out = await first.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: first.config.publicUrl },
    });
    assert.equal(out.statusCode, 200, out.body);
    assert.ok(
      await eventually(async () => (await get(second, '/api/users/me', cookie)).statusCode === 401),
      'the other process forgot the session',
    );
  });

  it('a role changed in SQL by hand takes its permission away in every process', async () => {
    const admin = await asAdmin(first.app);
    // Customer Support may not read the system users; an Admin may.
    for (const app of [first.app, second])
      assert.equal((await get(app, '/api/system-users', admin.cookie)).statusCode, 200);
    await first
      .db('users')
      .where({ id: admin.user.id })
      .update({ role_id: await roleIdByName(first.app, 'Customer Support') });
    for (const app of [first.app, second])
      assert.ok(
        await eventually(
          async () => (await get(app, '/api/system-users', admin.cookie)).statusCode === 403,
        ),
        'the demoted account is refused',
      );
  });

  it("a role's permissions edited through the API apply to the very next request of that process", async () => {
    const admin = await asAdmin(first.app);
    const support = await asSupport(first.app);
    assert.equal((await get(first.app, '/api/audit', support.cookie)).statusCode, 403);
    const supportRoleId = await roleIdByName(first.app, 'Customer Support');
    const role = await first.db('roles').where({ id: supportRoleId }).first();
    const edited = await first.app.inject({
      method: 'PUT',
      url: `/api/roles/${supportRoleId}`,
      headers: { cookie: admin.cookie, origin: first.config.publicUrl },
      payload: { name: role.name, permissions: [...role.permissions, 'manage_users'] },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    // No wait: the write's own process forgot before it answered.
    assert.equal((await get(first.app, '/api/audit', support.cookie)).statusCode, 200);
  });
});

describe('the session cache on its own', () => {
  const found = (expiresInMs: number, at: number) => ({
    session: {
      id: 1,
      token_hash: 'h',
      user_id: 1,
      kind: 'web' as const,
      created_at: new Date(at),
      expires_at: new Date(at + expiresInMs),
    },
    user: { id: 1, username: 'A' } as never,
    permissions: ['read' as const],
  });

  it('forgets an entry after its lifetime, and a session past its expiry before that', () => {
    let now = 1_000_000;
    const cache = createSessionCache(2000, () => now);
    cache.set('a', found(60_000, now));
    cache.set('b', found(500, now));
    now += 1000;
    assert.ok(cache.get('a'), 'within its lifetime');
    assert.equal(cache.get('b'), undefined, 'the session itself expired');
    now += 1001;
    assert.equal(cache.get('a'), undefined, 'past its lifetime');
  });

  it('hands out copies, so one request cannot change what the next one reads', () => {
    const cache = createSessionCache(2000);
    cache.set('a', found(60_000, Date.now()));
    const copy = cache.get('a')!;
    (copy.user as { username: string }).username = 'Changed';
    assert.equal((cache.get('a')!.user as { username: string }).username, 'A');
  });
});
