import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { sessionCookie, teamManagerCookie, uniqueEmail } from '../helpers/accounts';

describe('POST /api/auth/register', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  const register = (payload: Record<string, unknown>, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      ...(cookie ? { headers: { cookie } } : {}),
      payload,
    });

  it('creates a staff account, signs it in and answers the user', async () => {
    const email = uniqueEmail();
    const response = await register({
      username: 'Ada Lovelace',
      email,
      password: 'Secret123',
      phone: '',
      address: null,
      dob: '1990-05-17T00:00:00.000Z',
      timezone: 'Europe/London',
    });
    assert.equal(response.statusCode, 201);
    const user = response.json();
    assert.equal(user.username, 'Ada Lovelace');
    assert.equal(user.email, email);
    assert.equal(user.role, 'staff');
    assert.equal(user.phone, null, 'empty optional fields are stored as null');
    assert.equal(user.dob, '1990-05-17', 'only the first 10 characters of dob are used');
    assert.equal(user.timezone, 'Europe/London');
    assert.equal(user.profileImage, null);
    assert.equal(user.last_login, null, 'a first sign-in has no previous login');
    assert.equal('password_hash' in user, false);
    const cookie = response.cookies.find((c) => c.name === 'trellis_session')!;
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Lax');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: sessionCookie(response) },
    });
    assert.equal(me.json().email, email);
  });

  it('stores only a hash of the password', async () => {
    const email = uniqueEmail();
    await register({ username: 'Hash Check', email, password: 'Secret123' });
    const row = await t.db('users').where({ email }).first();
    assert.match(row.password_hash, /^\$argon2id\$/);
  });

  it('refuses an existing email (any case) with 409', async () => {
    const email = uniqueEmail();
    await register({ username: 'First', email, password: 'Secret123' });
    const response = await register({
      username: 'Second',
      email: email.toUpperCase(),
      password: 'Secret123',
    });
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), {
      message: 'Email already exists. Please use a different email.',
      code: 'EMAIL_TAKEN',
    });
  });

  it('requires a password of at least 6 characters', async () => {
    const response = await register({ username: 'Short', email: uniqueEmail(), password: '12345' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'Password must be at least 6 characters long');
  });

  it('requires a valid email and a name', async () => {
    const badEmail = await register({
      username: 'X',
      email: 'not-an-email',
      password: 'Secret123',
    });
    assert.equal(badEmail.statusCode, 400);
    assert.equal(badEmail.json().message, 'Please enter a valid email address');
    const noName = await register({ username: '  ', email: uniqueEmail(), password: 'Secret123' });
    assert.equal(noName.statusCode, 400);
    assert.equal(noName.json().message, 'Full name is required');
  });

  it('creates an engineer without touching the caller session', async () => {
    const response = await register(
      {
        username: 'Eve Engineer',
        email: uniqueEmail('eng'),
        password: 'Secret123',
        phone: '+44 1234',
        role: 'engineer',
      },
      await teamManagerCookie(t.app),
    );
    assert.equal(response.statusCode, 201);
    assert.equal(response.json().role, 'engineer');
    assert.equal(response.cookies.length, 0, 'no session is started for an engineer');
  });

  it('refuses sign-up outside SIGNUP_DOMAINS, and everywhere when closed', async () => {
    const restricted = await createTestApp({ SIGNUP_DOMAINS: 'acme.com' });
    try {
      const outside = await restricted.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: 'X', email: 'x@other.com', password: 'Secret123' },
      });
      assert.equal(outside.statusCode, 403);
      assert.equal(outside.json().code, 'SIGNUP_CLOSED');
      const inside = await restricted.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: 'X', email: 'x@acme.com', password: 'Secret123' },
      });
      assert.equal(inside.statusCode, 201);
    } finally {
      await restricted.close();
    }
  });
});
