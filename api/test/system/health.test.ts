import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildApp } from '../../src/app';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from '../helpers/free-port';
import { createDb } from '../../src/db/database';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  it('answers ok with the database up, without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok', db: 'up' });
  });

  it('tells liveness (the process answers) apart from readiness (its database answers)', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    assert.equal(live.statusCode, 200);
    assert.deepEqual(live.json(), { status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    assert.equal(ready.statusCode, 200);
    assert.deepEqual(ready.json(), { status: 'ok', db: 'up' });
  });

  it('answers 503 while the database is down and recovers by itself when it returns', async () => {
    // A database of its own that this test can stop and start under a running app.
    const port = await freePort();
    const dataDir = resolve(
      import.meta.dirname,
      '..',
      '..',
      '..',
      '.data',
      `pg-health-${process.pid}`,
    );
    let server = await startEmbeddedPostgres({ dataDir, port });
    const db = createDb(server.url, { pool: { min: 0, max: 2 } });
    const app = await buildApp({ config: t.config, db, databaseUrl: server.url, logger: false });
    try {
      assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
      await server.stop();
      const down = await app.inject({ method: 'GET', url: '/api/health' });
      assert.equal(down.statusCode, 503);
      assert.deepEqual(down.json(), { status: 'degraded', db: 'down' });
      const notReady = await app.inject({ method: 'GET', url: '/api/health/ready' });
      assert.equal(notReady.statusCode, 503, 'a load balancer takes it out of rotation');
      const alive = await app.inject({ method: 'GET', url: '/api/health/live' });
      assert.equal(alive.statusCode, 200, 'but a supervisor does not restart a healthy process');
      const other = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@b.co', password: 'x' },
      });
      assert.equal(other.statusCode, 503);
      assert.equal(other.json().code, 'DATABASE_UNAVAILABLE');

      server = await startEmbeddedPostgres({ dataDir, port });
      const up = await app.inject({ method: 'GET', url: '/api/health' });
      assert.equal(up.statusCode, 200, 'the same app, without a restart');
    } finally {
      await app.close();
      await db.destroy();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(response.statusCode, 200);
    const doc = response.json();
    assert.ok(doc.paths['/api/auth/login'].post, 'login is documented');
    assert.ok(doc.paths['/api/users/me'].get, 'current user is documented');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    assert.equal(ui.statusCode, 200);
    assert.match(ui.headers['content-type'] as string, /html/);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    assert.ok(response.headers['content-security-policy']);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });
});
