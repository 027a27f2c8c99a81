import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp, uniqueEmail } from '../helpers/accounts';
import { resetLinkFrom, startSmtpServer } from '../helpers/smtp';
import { hashToken, newToken } from '../../src/lib/tokens';

describe('forgot → mail → reset → login, through a real SMTP server', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  before(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  after(async () => {
    await t.close();
    await smtp.stop();
  });

  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });

  it('completes the round trip and ends old sessions', async () => {
    const { user, cookie } = await signUp(t.app);
    const mailArrives = smtp.waitForMail();
    const forgot = await post('/api/auth/forgot-password', { email: user.email });
    assert.equal(forgot.statusCode, 200);
    const mail = await mailArrives;
    assert.deepEqual(mail.to, [user.email]);
    const link = new URL(resetLinkFrom(mail.raw));
    assert.equal(link.origin, 'http://localhost:8080');
    assert.equal(link.pathname, '/reset-password');
    const token = link.searchParams.get('token')!;

    const reset = await post('/api/auth/reset-password', { token, password: 'BrandNew9' });
    assert.equal(reset.statusCode, 200);
    assert.equal(
      (await post('/api/auth/login', { email: user.email, password: 'BrandNew9' })).statusCode,
      200,
    );
    assert.equal(
      (await post('/api/auth/login', { email: user.email, password: 'Secret123' })).statusCode,
      401,
    );
    const stale = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    assert.equal(stale.statusCode, 401, 'sessions from before the reset are ended');

    const reused = await post('/api/auth/reset-password', { token, password: 'Another99' });
    assert.equal(reused.statusCode, 400);
    assert.equal(
      reused.json().message,
      'This reset link has already been used. Please request a new one.',
    );
  });

  it('kills a link when a newer one is sent, when the password changes, and when the email changes', async () => {
    const dead =
      'This link is no longer valid: a newer one was sent, or the password or email has changed. Please request a new one.';
    const { user, cookie, password } = await signUp(t.app);
    const link = async (): Promise<string> => {
      const arrives = smtp.waitForMail();
      assert.equal(
        (await post('/api/auth/forgot-password', { email: user.email })).statusCode,
        200,
      );
      return new URL(resetLinkFrom((await arrives).raw)).searchParams.get('token')!;
    };
    const tryLink = (token: string) =>
      post('/api/auth/reset-password', { token, password: 'Never-set-1' });

    // A newer link: the older dies, the newer works.
    const first = await link();
    const second = await link();
    const refused = await tryLink(first);
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().message, dead);

    // The password changed from the profile: the outstanding link dies.
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: { cookie },
      payload: { currentPassword: password, newPassword: 'Changed77' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal((await tryLink(second)).json().message, dead);

    // The email changed (here in SQL, as any path would): the outstanding link dies.
    const third = await link();
    await t
      .db('users')
      .where({ id: user.id })
      .update({ email: uniqueEmail('moved') });
    assert.equal((await tryLink(third)).json().message, dead);
    assert.equal(
      (await post('/api/auth/login', { email: user.email, password: 'Never-set-1' })).statusCode,
      401,
    );
  });

  it('stores the reset token only as a hash', async () => {
    const { user } = await signUp(t.app);
    const mailArrives = smtp.waitForMail();
    await post('/api/auth/forgot-password', { email: user.email });
    const token = new URL(resetLinkFrom((await mailArrives).raw)).searchParams.get('token')!;
    const row = await t.db('password_resets').where({ user_id: user.id }).first();
    assert.equal(row.token_hash, hashToken(token));
    assert.notEqual(row.token_hash, token);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = smtp.mails.length;
    const response = await post('/api/auth/forgot-password', { email: uniqueEmail('ghost') });
    assert.equal(response.statusCode, 200);
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(smtp.mails.length, before);
  });

  it('refuses an expired token', async () => {
    const { user } = await signUp(t.app);
    const { token, hash } = newToken();
    await t
      .db('password_resets')
      .insert({ token_hash: hash, user_id: user.id, expires_at: new Date(Date.now() - 1000) });
    const response = await post('/api/auth/reset-password', { token, password: 'BrandNew9' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'This reset link has expired. Please request a new one.');
  });

  it('refuses a missing or unknown token with the spec message', async () => {
    const unknown = await post('/api/auth/reset-password', {
      token: 'not-a-token',
      password: 'BrandNew9',
    });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().message, 'Invalid or missing reset token');
    const missing = await post('/api/auth/reset-password', { password: 'BrandNew9' });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().message, 'Invalid or missing reset token');
  });

  it('applies the password rules to the new password', async () => {
    const response = await post('/api/auth/reset-password', { token: 'whatever', password: '123' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'Password must be at least 6 characters long');
  });

  it('forgot-password validates the email', async () => {
    const response = await post('/api/auth/forgot-password', { email: 'nope' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'Please enter a valid email address');
  });
});
