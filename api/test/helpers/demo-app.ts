import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { seed, DEMO_LOGIN } from '../../db/seeds/01_demo';
import { createTestApp, type TestApp } from './test-app';
import { sessionCookie } from './accounts';

/**
 * Registers the suite's `before` and `after` hooks around a fresh app holding the demo data of
 * `npm start`, signed in as the demo login; read the fields inside tests, once `before` has run.
 */
export function useDemoApp(): { t: TestApp; cookie: string } {
  const demo = {} as { t: TestApp; cookie: string };
  before(async () => {
    demo.t = await createTestApp();
    await seed(demo.t.db);
    const login = await demo.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password },
    });
    assert.equal(login.statusCode, 200, login.body);
    demo.cookie = sessionCookie(login);
  });
  after(() => demo.t.close());
  return demo;
}
