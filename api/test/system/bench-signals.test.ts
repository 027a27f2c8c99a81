import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isAlive, waitUntil } from '../helpers/process-tree';

const root = resolve(import.meta.dirname, '..', '..', '..');
const dataDir = join(root, '.data', `pg-bench-signals-${process.pid}`);

/** Starts the API bench on its own embedded PostgreSQL and stops it with `signal` while it loads. */
async function interruptBench(signal: NodeJS.Signals) {
  const { DATABASE_URL: _shared, ...env } = process.env;
  const bench = spawn(process.execPath, ['--import', 'tsx', 'api-bench.ts'], {
    cwd: join(root, 'bench'),
    env: { ...env, BENCH_PG_DIR: dataDir, BENCH_ROWS: '100000', BENCH_SECONDS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  bench.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  bench.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => bench.on('exit', (code) => done(code)));

  // The rows are being loaded once the bench says so: PostgreSQL runs and is busy.
  assert.ok(await waitUntil(() => output.includes('[bench] preparing'), 60_000), output);
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  assert.ok(isAlive(postmaster), 'the bench started its PostgreSQL');

  bench.kill(signal);
  const code = await exited;
  return { code, postmaster, output };
}

describe('the API bench stopped by a signal', { timeout: 180_000 }, () => {
  const postmasters: number[] = [];
  after(async () => {
    // A failing run must not leave its own orphan behind either.
    for (const pid of postmasters) if (isAlive(pid)) process.kill(pid, 'SIGINT');
    await waitUntil(() => postmasters.every((pid) => !isAlive(pid)), 10_000);
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (const [signal, code] of [
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const) {
    it(`leaves no PostgreSQL running after ${signal}`, async () => {
      const stopped = await interruptBench(signal);
      postmasters.push(stopped.postmaster);
      assert.equal(isAlive(stopped.postmaster), false, 'PostgreSQL stopped with the bench');
      assert.equal(stopped.code, code, stopped.output);
      assert.equal(existsSync(join(dataDir, 'postmaster.pid')), false, 'a clean shutdown');
    });
  }
});
