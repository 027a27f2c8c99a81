import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { sessionCookie, signUp, teamManagerCookie, uniqueEmail } from '../helpers/accounts';

describe('POST /api/auth/login and /logout', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('signs in with the right password and reports the previous login', async () => {
    const { user, password } = await signUp(t.app);
    const first = await login(user.email, password);
    assert.equal(first.statusCode, 200);
    const previous = first.json().last_login;
    assert.ok(previous, 'the registration sign-in is the previous login');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: sessionCookie(first) },
    });
    assert.equal(me.statusCode, 200);
    assert.equal(me.json().id, user.id);
  });

  it('accepts the email in any case', async () => {
    const { user, password } = await signUp(t.app);
    assert.equal((await login(user.email.toUpperCase(), password)).statusCode, 200);
  });

  it('refuses a wrong password or unknown email with the same 401', async () => {
    const { user } = await signUp(t.app);
    const wrong = await login(user.email, 'WrongPass1');
    const unknown = await login(uniqueEmail('ghost'), 'WrongPass1');
    assert.equal(wrong.statusCode, 401);
    assert.deepEqual(wrong.json(), unknown.json());
    assert.equal(wrong.json().message, 'Invalid email or password');
  });

  it('validates email format and required password', async () => {
    const response = await login('nope', '');
    assert.equal(response.statusCode, 400);
    const messages = response.json().details.map((d: { message: string }) => d.message);
    assert.deepEqual(messages.sort(), [
      'Password is required',
      'Please enter a valid email address',
    ]);
  });

  it('refuses engineers on the staff web app with 403 pointing to the mobile app', async () => {
    const email = uniqueEmail('eng');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie: await teamManagerCookie(t.app) },
      payload: { username: 'Eng', email, password: 'Secret123', role: 'engineer' },
    });
    const response = await login(email, 'Secret123');
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().code, 'ENGINEER_USE_MOBILE_APP');
    assert.match(response.json().message, /mobile app/);
    assert.equal(response.cookies.length, 0);
  });

  it('logout ends the session server-side and clears the cookie', async () => {
    const { cookie } = await signUp(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    assert.equal(out.statusCode, 200);
    const cleared = out.cookies.find((c) => c.name === 'trellis_session');
    assert.equal(cleared?.value, '');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    assert.equal(me.statusCode, 401, 'the old cookie no longer works');
  });

  it('logout without a session still answers 200', async () => {
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode, 200);
  });

  it('an expired session is refused', async () => {
    const { cookie, user } = await signUp(t.app);
    await t
      .db('sessions')
      .where({ user_id: user.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode,
      401,
    );
  });
});

describe('rate limits on login, register and forgot-password', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' })));
  after(async () => t.close());

  for (const [url, payload] of [
    ['/api/auth/login', { email: 'a@b.co', password: 'x' }],
    ['/api/auth/register', { username: 'X', email: 'bad', password: 'x' }],
    ['/api/auth/forgot-password', { email: 'a@b.co' }],
  ] as const) {
    it(`${url}: the 4th attempt in a minute is refused with 429`, async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await t.app.inject({ method: 'POST', url, payload })).statusCode);
      assert.notEqual(statuses[2], 429);
      assert.equal(statuses[3], 429);
      const last = await t.app.inject({ method: 'POST', url, payload });
      assert.equal(last.json().code, 'RATE_LIMITED');
      assert.match(last.json().message, /Too many attempts/);
    });
  }
});
