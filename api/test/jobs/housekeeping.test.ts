import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HOUSEKEEPING_BATCH } from '../../src/repositories/housekeeping-repository';
import { jobFixture, runAuditRows, type JobFixture } from './job-fixture';

describe('housekeeping', () => {
  let fx: JobFixture;
  before(async () => {
    fx = await jobFixture();
  });
  after(async () => fx.close());

  const count = async (table: string) =>
    Number((await fx.t.db(table).count<{ c: number }[]>({ c: '*' }))[0]!.c);

  it('deletes expired sessions, used or expired reset links and old idempotency keys in batches, and counts them', async () => {
    const { db } = fx.t;
    const userId = fx.admin.user.id;
    const now = fx.clock.now();
    const past = new Date(now.getTime() - 60_000);
    const future = new Date(now.getTime() + 3_600_000);
    // More than two batches of expired sessions, beside the admin's live one.
    const expiredSessions = HOUSEKEEPING_BATCH * 2 + 50;
    await db.raw(
      `insert into sessions (token_hash, user_id, kind, expires_at)
       select 'expired-' || n, ?, 'web', ? from generate_series(1, ?) n`,
      [userId, past, expiredSessions],
    );
    await db('sessions').insert({
      token_hash: 'live-elsewhere',
      user_id: userId,
      expires_at: future,
    });
    await db('password_resets').insert([
      { token_hash: 'used', user_id: userId, expires_at: future, used_at: past },
      { token_hash: 'expired', user_id: userId, expires_at: past },
      { token_hash: 'waiting', user_id: userId, expires_at: future },
    ]);
    // Only these two windows: the admin's sign-in opened one at the real time, which is more than
    // an hour before the jobs' clock (06:00 business time) for part of every day.
    await db('rate_limits').del();
    await db('rate_limits').insert([
      { key: 'an hour ago', window_start: new Date(now.getTime() - 2 * 3_600_000), hits: 3 },
      { key: 'this minute', window_start: past, hits: 1 },
    ]);
    const key = (k: string, expires: Date) => ({
      user_id: userId,
      method: 'POST',
      route: '/api/customers',
      key: k,
      fingerprint: 'f',
      expires_at: expires,
    });
    await db('idempotency_keys').insert([
      key('old-1', past),
      key('old-2', past),
      key('new', future),
    ]);
    const sessionsBefore = await count('sessions');

    const run = await fx.run('housekeeping');
    assert.equal(run.result, 'ok');
    assert.deepEqual(run.counts, {
      sessions: expiredSessions,
      password_resets: 2,
      idempotency_keys: 2,
      rate_limits: 1,
    });
    assert.equal(await count('sessions'), sessionsBefore - expiredSessions);
    assert.deepEqual(await db('password_resets').pluck('token_hash'), ['waiting']);
    assert.deepEqual(await db('idempotency_keys').pluck('key'), ['new']);
    assert.ok((await db('rate_limits').pluck('key')).includes('this minute'));
    assert.ok(!(await db('rate_limits').pluck('key')).includes('an hour ago'));
    // The admin's own session still works.
    const me = await fx.t.app.inject({
      url: '/api/users/me',
      headers: { cookie: fx.admin.cookie },
    });
    assert.equal(me.statusCode, 200);

    const again = await fx.run('housekeeping');
    assert.deepEqual(again.counts, {
      sessions: 0,
      password_resets: 0,
      idempotency_keys: 0,
      rate_limits: 0,
    });
    const rows = await runAuditRows(fx.t, 'housekeeping');
    assert.equal(rows.length, 2, 'one audit row per run');
    assert.ok(rows.every((r) => r.action === 'job.ran' && r.actor_kind === 'system'));
  });
});
