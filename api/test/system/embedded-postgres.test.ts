import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { freePort } from '../helpers/free-port';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres';

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ one: number }>('select 1 as one');
  await client.end();
  return rows[0]!.one;
}

describe('embedded PostgreSQL survives an unclean stop', () => {
  const dataDir = resolve(
    import.meta.dirname,
    '..',
    '..',
    '..',
    '.data',
    `pg-unclean-${process.pid}`,
  );
  let port: number;
  before(async () => {
    port = await freePort();
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts over a stale postmaster.pid whose process is gone', async () => {
    const first = await startEmbeddedPostgres({ dataDir, port });
    await first.stop();
    writeFileSync(join(dataDir, 'postmaster.pid'), `999999\n${dataDir}\n0\n${port}\n`);
    const logs: string[] = [];
    const second = await startEmbeddedPostgres({ dataDir, port, log: (m) => logs.push(m) });
    try {
      assert.equal(await selectOne(second.url), 1);
    } finally {
      await second.stop();
    }
  });

  it('stops a PostgreSQL left running by a killed API process, then starts its own', async () => {
    // A child process starts the server and is SIGKILLed: its exit hook never runs.
    const script = `import { startEmbeddedPostgres } from './src/db/embedded-postgres.ts';
      await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${port} });
      process.kill(process.pid, 'SIGKILL');`;
    spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: resolve(import.meta.dirname, '..', '..'),
      timeout: 30_000,
    });
    assert.equal(
      await selectOne(`postgres://trellis:trellis@127.0.0.1:${port}/postgres`),
      1,
      'the orphan is still serving',
    );
    const logs: string[] = [];
    const server = await startEmbeddedPostgres({ dataDir, port, log: (m) => logs.push(m) });
    try {
      assert.ok(
        logs.some((m) => m.includes('left running by an earlier unclean stop')),
        logs.join('\n'),
      );
      assert.equal(await selectOne(server.url), 1);
    } finally {
      await server.stop();
    }
  });
});
