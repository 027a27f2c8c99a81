import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildApp } from '../../src/app';
import { createDb } from '../../src/db/database';
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

  it('answers 503 while the database is unreachable and recovers when it returns', async () => {
    // A pool pointed at a port nothing listens on, then swapped for the real one.
    const deadDb = createDb('postgres://nobody:none@127.0.0.1:1/none', { min: 0, max: 1 });
    const app = await buildApp({
      config: t.config,
      db: deadDb,
      databaseUrl: t.databaseUrl,
      logger: false,
    });
    try {
      const down = await app.inject({ method: 'GET', url: '/api/health' });
      assert.equal(down.statusCode, 503);
      assert.deepEqual(down.json(), { status: 'degraded', db: 'down' });
      const other = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@b.co', password: 'x' },
      });
      assert.equal(other.statusCode, 503);
      assert.equal(other.json().code, 'DATABASE_UNAVAILABLE');
    } finally {
      await app.close();
      await deadDb.destroy();
    }
    const up = await t.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(up.statusCode, 200);
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
