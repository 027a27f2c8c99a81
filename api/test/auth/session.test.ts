import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../helpers/accounts';
import { hashToken } from '../../src/lib/tokens';

describe('session resolution', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  const me = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
  const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

  it('resolves a signed-in request with one query', async () => {
    const { cookie } = await signUp(t.app);
    const queries: string[] = [];
    // The audit sealer, woken by the sign-up's entry, may seal it meanwhile: not the request's.
    const record = (q: { sql: string }) =>
      q.sql.includes('audit_chain_seal_announced') || queries.push(q.sql);
    t.db.on('query', record);
    try {
      assert.equal((await me(cookie)).statusCode, 200);
    } finally {
      t.db.removeListener('query', record);
    }
    assert.equal(queries.length, 1, queries.join('\n'));
  });

  it('answers the user row exactly as usersRepository.findById does, and the session row', async () => {
    const { cookie, user } = await signUp(t.app);
    const found = await t.app.sessionsRepository.findValid(hashToken(tokenOf(cookie)));
    assert.ok(found);
    assert.deepEqual(found.user, await t.app.usersRepository.findById(user.id));
    const session = await t.db('sessions').where({ user_id: user.id }).first();
    assert.deepEqual(found.session, session);
  });

  it('slides the expiry once past half its life, and not before', async () => {
    const { cookie, user } = await signUp(t.app);
    const ttlMs = t.config.SESSION_TTL_HOURS * 3_600_000;
    const fresh = await me(cookie);
    assert.equal(fresh.cookies.length, 0, 'a fresh session is not rewritten');

    const old = new Date(Date.now() + ttlMs / 2 - 60_000);
    await t.db('sessions').where({ user_id: user.id }).update({ expires_at: old });
    const renewed = await me(cookie);
    assert.equal(renewed.statusCode, 200);
    const set = renewed.cookies.find((c) => c.name === 'trellis_session');
    assert.ok(set, 'the cookie is renewed');
    const stored = (await t.db('sessions').where({ user_id: user.id }).first()).expires_at as Date;
    assert.ok(stored.getTime() > Date.now() + ttlMs - 60_000, 'the stored expiry moved');
    assert.equal(new Date(set.expires!).getTime(), Math.floor(stored.getTime() / 1000) * 1000);
  });

  it('refuses an unknown token, an expired session and a deleted user', async () => {
    assert.equal((await me('trellis_session=not-a-token')).statusCode, 401);
    const expired = await signUp(t.app);
    await t
      .db('sessions')
      .where({ user_id: expired.user.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    assert.equal((await me(expired.cookie)).statusCode, 401);
    const gone = await signUp(t.app);
    await t.db('users').where({ id: gone.user.id }).delete();
    assert.equal((await me(gone.cookie)).statusCode, 401);
  });
});
