import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { sessionCookie, signUp } from '../helpers/accounts';

describe('PUT /api/users/me/password', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  const change = (cookie: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/users/me/password', payload, headers: { cookie } });

  it('changes the password; the old one stops working; other sessions end, this one stays', async () => {
    const { cookie, user, password } = await signUp(t.app);
    const otherDevice = sessionCookie(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
      }),
    );
    const response = await change(cookie, { currentPassword: password, newPassword: 'Changed77' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().message, 'Password updated');
    assert.equal(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password },
        })
      ).statusCode,
      401,
    );
    assert.equal(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: 'Changed77' },
        })
      ).statusCode,
      200,
    );
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode,
      200,
    );
    assert.equal(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: { cookie: otherDevice },
        })
      ).statusCode,
      401,
    );
  });

  it('refuses a wrong current password with 400', async () => {
    const { cookie } = await signUp(t.app);
    const response = await change(cookie, {
      currentPassword: 'Wrong123',
      newPassword: 'Changed77',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'Current password is incorrect');
  });

  it('applies the minimum length and requires both fields', async () => {
    const { cookie, password } = await signUp(t.app);
    assert.equal(
      (await change(cookie, { currentPassword: password, newPassword: '123' })).json().message,
      'Password must be at least 6 characters long',
    );
    const missing = await change(cookie, {});
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().details.length, 2);
  });
});
