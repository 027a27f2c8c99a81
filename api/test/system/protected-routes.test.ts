import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { multipart } from '../helpers/multipart';

const PROTECTED: [string, string][] = [
  ['GET', '/api/users/me'],
  ['PUT', '/api/users/me'],
  ['PUT', '/api/users/me/password'],
  ['GET', '/api/files/1'],
  ['GET', '/api/counts'],
  ['GET', '/api/engineers'],
  ['GET', '/api/ws'],
];

describe('protected routes without a session', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  for (const [method, url] of PROTECTED) {
    it(`${method} ${url} → 401`, async () => {
      const body =
        method === 'PUT' && url === '/api/users/me'
          ? multipart({ username: 'x', email: 'x@y.zz' })
          : null;
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        ...(body
          ? { payload: body.payload, headers: body.headers }
          : method === 'PUT'
            ? { payload: {} }
            : {}),
      });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), {
        message: 'Please sign in to continue',
        code: 'UNAUTHENTICATED',
      });
    });
  }

  it('a forged session cookie → 401', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: 'trellis_session=forged' },
    });
    assert.equal(response.statusCode, 401);
  });
});
