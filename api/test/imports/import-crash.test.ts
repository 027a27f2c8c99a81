import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { IMPORT_MESSAGES } from '@trellis/contracts';
import { IMPORT_LOCK_CLASS } from '../../src/repositories/import-lock';
import { asAdmin } from '../helpers/accounts';
import { secondProcess } from '../helpers/second-process';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { readImport } from './import-calls';

/** Enough rows that writing them takes several chunks, and so seconds. */
const ROWS = 25_000;
const DOMAIN = 'crash.test';
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Whether a process holds the import's lock, on `t`'s database. */
async function lockHeld(t: TestApp, id: number): Promise<boolean> {
  const { rows } = await t.db.raw<{ rows: unknown[] }>(
    `select 1 from pg_locks where locktype = 'advisory' and granted and classid = ? and objid = ?
        and objsubid = 2 and database = (select oid from pg_database where datname = current_database())`,
    [IMPORT_LOCK_CLASS, id],
  );
  return rows.length > 0;
}

const count = async (query: PromiseLike<{ n: number | string }[]>) => Number((await query)[0]!.n);

describe('an import whose process is killed while it writes', () => {
  it('leaves nothing written, and is failed as interrupted as soon as an API process starts', async () => {
    const t = await createTestApp();
    const { cookie, user, password } = await asAdmin(t.app);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', resolve(import.meta.dirname, 'support', 'import-process.ts')],
      {
        env: {
          ...process.env,
          IMPORT_DATABASE_URL: t.databaseUrl,
          IMPORT_EMAIL: user.email,
          IMPORT_PASSWORD: password,
          IMPORT_ROWS: String(ROWS),
          IMPORT_DOMAIN: DOMAIN,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout!.on('data', (c: Buffer) => (output += c));
    child.stderr!.on('data', (c: Buffer) => (output += c));
    let exited = false;
    const exit = new Promise<void>((done) => child.on('exit', () => done()));
    void exit.then(() => (exited = true));
    try {
      // Killed mid-write: importing, and it has beaten twice more after first seen importing,
      // each beat before a chunk, so at least one chunk is written in its open transaction.
      let id = 0;
      const beats = new Set<number>();
      const deadline = Date.now() + 60_000;
      while (beats.size < 3) {
        assert.ok(!exited, `the import process ended on its own:\n${output}`);
        assert.ok(Date.now() < deadline, `the import was not seen writing:\n${output}`);
        const row = await t
          .db('imports')
          .where({ state: 'importing' })
          .first<{ id: number; heartbeat_at: Date } | undefined>('id', 'heartbeat_at');
        if (row) {
          id = Number(row.id);
          beats.add(row.heartbeat_at.getTime());
        } else assert.equal(beats.size, 0, 'the import ended before it was killed');
        await sleep(20);
      }
      assert.ok(await lockHeld(t, id), 'the writing process holds the lock');
      const { rows: writing } = await t.db.raw<{ rows: unknown[] }>(
        `select 1 from pg_stat_activity where datname = current_database()
            and backend_xid is not null and pid <> pg_backend_pid()`,
      );
      assert.ok(writing.length > 0, 'its transaction has written rows, not yet committed');
      child.kill('SIGKILL');
      await exit;

      // PostgreSQL lets go of the dead process's lock as its connection drops; the row itself
      // still says importing, as nothing has looked yet.
      for (let i = 0; (await lockHeld(t, id)) && i < 100; i += 1) await sleep(50);
      assert.equal(await lockHeld(t, id), false, 'the lock went with the process');
      assert.equal((await t.db('imports').where({ id }).first()).state, 'importing');

      // The next API process to start (a cluster worker forked again) ends it at once.
      const next = await secondProcess(t);
      await next.close();
      const ended = await t.db('imports').where({ id }).first();
      assert.deepEqual([ended.state, ended.error], ['failed', IMPORT_MESSAGES.interrupted]);
      assert.equal(await count(t.db('import_rows').where({ import_id: id }).count('* as n')), 0);

      // Nothing of the file was written: no customer, no History entry, no link to the import.
      const customers = t.db('customers').whereILike('account_email', `%@${DOMAIN}`);
      assert.equal(await count(customers.count('* as n')), 0);
      const audit = t
        .db('audit_events')
        .whereIn('action', ['customer.created', 'customers.imported']);
      assert.equal(await count(audit.count('* as n')), 0);
      assert.equal(await count(t.db('import_records').where({ import_id: id }).count('* as n')), 0);

      // The importer's screen reads it as failed, with the reason.
      const read = (await readImport(t, cookie, id)).import;
      assert.deepEqual([read.state, read.error], ['failed', IMPORT_MESSAGES.interrupted]);
    } finally {
      if (!exited) child.kill('SIGKILL');
      await exit;
      await t.close();
    }
  });
});
