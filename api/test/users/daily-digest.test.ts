import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../helpers/accounts';
import { multipart } from '../helpers/multipart';

describe('the Daily digest switch on GET/PUT /api/users/me', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  const put = (cookie: string, fields: Record<string, string>) => {
    const body = multipart(fields);
    return t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  };
  const me = async (cookie: string) =>
    (await t.app.inject({ url: '/api/users/me', headers: { cookie } })).json();

  it('is on for a new account, turns off, stays as it is when not sent, and is recorded', async () => {
    const { cookie, user } = await signUp(t.app, { username: 'Digest Reader' });
    assert.equal((await me(cookie)).daily_digest, true);

    const off = await put(cookie, {
      username: 'Digest Reader',
      email: user.email,
      daily_digest: 'false',
    });
    assert.equal(off.statusCode, 200, off.body);
    assert.equal(off.json().daily_digest, false);
    assert.equal((await me(cookie)).daily_digest, false);

    const untouched = await put(cookie, {
      username: 'Digest Reader',
      email: user.email,
      phone: '+44 1',
    });
    assert.equal(untouched.statusCode, 200, untouched.body);
    assert.equal(untouched.json().daily_digest, false);

    const rows = await t
      .db('audit_events')
      .where({ action: 'account.updated', entity_id: String(user.id) })
      .orderBy('id')
      .pluck('changes');
    assert.deepEqual(rows[0], [{ field: 'daily_digest', from: true, to: false }]);
  });

  it('refuses a value that is neither true nor false', async () => {
    const { cookie, user } = await signUp(t.app);
    const response = await put(cookie, { username: 'X', email: user.email, daily_digest: 'maybe' });
    assert.equal(response.statusCode, 400);
    assert.match(response.body, /Daily digest must be true or false/);
  });
});
