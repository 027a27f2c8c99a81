import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isAlive, waitUntil } from '../helpers/process-tree';

const root = resolve(import.meta.dirname, '..', '..', '..');

// The realtime bench is read by hand and never timed here. This only keeps it working: it once
// failed unseen for days, after creating an engineer came to need a signed-in manager.
describe('the realtime bench, at a few sockets', { timeout: 180_000 }, () => {
  const dataDir = join(root, '.data', `pg-bench-realtime-${process.pid}`);
  const reports = mkdtempSync(join(tmpdir(), 'trellis-realtime-bench-'));
  after(async () => {
    // A failed run leaves its PostgreSQL behind.
    const pidFile = join(dataDir, 'postmaster.pid');
    if (existsSync(pidFile)) {
      const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
      if (isAlive(postmaster)) process.kill(postmaster, 'SIGINT');
      await waitUntil(() => !isAlive(postmaster), 10_000);
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(reports, { recursive: true, force: true });
  });

  it('delivers every write to every socket on both API processes and writes its report', async () => {
    const { DATABASE_URL: _shared, ...env } = process.env;
    const bench = spawn(process.execPath, ['--import', 'tsx', 'realtime-bench.ts'], {
      cwd: join(root, 'bench'),
      env: {
        ...env,
        BENCH_PG_DIR: dataDir,
        BENCH_REPORT_DIR: reports,
        BENCH_SOCKETS: '6',
        BENCH_WRITES: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    bench.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    bench.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((done) => bench.on('exit', done));

    assert.equal(code, 0, output);
    const report = readdirSync(reports).find((name) => name.endsWith('.md'));
    assert.ok(report, 'a report was written');
    const text = readFileSync(join(reports, report), 'utf8');
    assert.match(text, /6 sockets .* 2 writes/);
    assert.match(text, /\| last socket \| \d+(\.\d)? \|/);
  });
});
