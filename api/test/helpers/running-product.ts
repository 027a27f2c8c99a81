import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';
import { descendants, waitUntil } from './process-tree';

export interface RunningProduct {
  child: ChildProcess;
  baseUrl: string;
  /** The Origin its browser pages send (PUBLIC_URL defaults to http://localhost:PORT). */
  origin: string;
  /** Everything the processes printed so far. */
  output(): string;
  /** Waits for the start script to exit (after a signal the test sent). */
  exited(timeoutMs: number): Promise<number | null>;
  /** Kills whatever is left and removes the data directory. */
  cleanUp(): Promise<void>;
}

const root = resolve(import.meta.dirname, '..', '..', '..');

/**
 * `npm start` as an operator runs it (scripts/start.mjs, without building: the API tests run
 * before the build stage), on free ports with a data directory of its own.
 */
export async function startProduct(
  env: Record<string, string> = {},
  { viaNpm = false }: { viaNpm?: boolean } = {},
): Promise<RunningProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trellis-run-'));
  const port = await freePort();
  // viaNpm: the way an operator types it, npm and its shell between the supervisor and us.
  const [command, args] = viaNpm
    ? ['npm', ['start', '--silent', '--', '--no-build']]
    : [process.execPath, [join(root, 'scripts', 'start.mjs'), '--no-build']];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const up = await waitUntil(async () => {
    if (child.exitCode !== null) return true;
    return fetch(`${baseUrl}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
  }, 90_000);
  if (!up || child.exitCode !== null) {
    child.kill('SIGKILL');
    throw new Error(`Trellis did not start:\n${output}`);
  }
  return {
    child,
    baseUrl,
    origin: `http://localhost:${port}`,
    output: () => output,
    exited: (timeoutMs) =>
      Promise.race([
        exit,
        new Promise<null>((done) => setTimeout(() => done(null), timeoutMs).unref()),
      ]),
    async cleanUp() {
      // Its workers and database too: left running, they would hold its output pipes open, and
      // with them this test file's process.
      const tree = child.exitCode === null ? [child.pid!, ...descendants(child.pid!)] : [];
      for (const pid of tree) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      child.stdout!.destroy();
      child.stderr!.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
