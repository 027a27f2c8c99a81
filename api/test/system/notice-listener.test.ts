import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createPgListener } from '../../src/lib/pg-listener';

/** The backends of the app's database whose last statement was a LISTEN. */
async function listeningBackends(t: TestApp): Promise<number[]> {
  const { rows } = await t.db.raw<{ rows: { pid: number }[] }>(
    `select pid from pg_stat_activity
      where datname = current_database() and query ilike 'listen %' order by pid`,
  );
  return rows.map((row) => row.pid);
}

const until = async (what: string, done: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 200; i += 1) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`still waiting for ${what}`);
};

// Until PostgreSQL 19 every NOTIFY wakes every listening backend of its database, whatever it
// listens to: a process's channels share one connection.
describe('an API process listens through one connection', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  it('holds one listening connection for the realtime, session, cache and sealer channels', async () => {
    assert.equal((await listeningBackends(t)).length, 1);
  });

  it('hears each channel, and after a lost connection listens to them all again and refreshes', async () => {
    const heard: string[] = [];
    const refreshed: string[] = [];
    const listener = await createPgListener({ databaseUrl: t.databaseUrl, log: t.app.log });
    try {
      const before = await listeningBackends(t);
      for (const channel of ['trellis_test_a', 'trellis_test_b'])
        await listener.listen(channel, {
          onNotice: (payload) => heard.push(`${channel}:${payload}`),
          onReconnect: () => refreshed.push(channel),
        });
      const [own] = (await listeningBackends(t)).filter((pid) => !before.includes(pid));
      assert.ok(own, 'the listener has a connection of its own');

      await t.db.raw(`select pg_notify('trellis_test_a', '1'), pg_notify('trellis_test_b', '2')`);
      await until('both notices', () => heard.length === 2);
      assert.deepEqual(heard.sort(), ['trellis_test_a:1', 'trellis_test_b:2']);

      await t.db.raw('select pg_terminate_backend(?)', [own]);
      await until('the reconnection', () => refreshed.length === 2);
      assert.deepEqual(refreshed.sort(), ['trellis_test_a', 'trellis_test_b']);
      await t.db.raw(`select pg_notify('trellis_test_b', '3')`);
      await until('a notice after reconnecting', () => heard.includes('trellis_test_b:3'));
    } finally {
      await listener.close();
    }
  });

  // An open connection keeps a process from exiting: a test file, or an API stopping for a
  // deploy, would wait for it forever.
  it('closed while its lost connection waits to reconnect, it connects no more', async () => {
    const before = await listeningBackends(t);
    const listener = await createPgListener({ databaseUrl: t.databaseUrl, log: t.app.log });
    await listener.listen('trellis_test_c', { onNotice: () => {} });
    const [own] = (await listeningBackends(t)).filter((pid) => !before.includes(pid));
    assert.ok(own, 'the listener has a connection of its own');
    await t.db.raw('select pg_terminate_backend(?)', [own]);
    await until('the lost connection', async () => !(await listeningBackends(t)).includes(own));
    // The client has heard the loss by now, and waits its second before reconnecting.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await listener.close();
    // Past the second after which it would have reconnected.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.deepEqual(await listeningBackends(t), before);
  });
});
