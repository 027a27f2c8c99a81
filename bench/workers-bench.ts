// API_WORKERS: the product's own server (api/src/server.ts, as `npm start` runs it) with one
// worker and with one per core, on the 100,000-row bench database, in one run:
// - the customers page and the dashboard, in one-second slices alternating between the two;
// - each one's start-up, from the command to a healthy answer.
//   BENCH_SECONDS=8  seconds per endpoint and server    DATABASE_URL  a PostgreSQL server to use
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from '../api/test/helpers/free-port';
import { descendants } from '../api/test/helpers/process-tree';
import { benchDatabase, embedded } from './bench-postgres';
import { slice, summarise, type Slice } from './load-slices';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
const root = resolve(import.meta.dirname, '..');
const log = (m: string) => console.log(`[bench] ${m}`);

const url = await benchDatabase('trellis_bench', ROWS);

/** CPU seconds (user + system) used so far by `pid` and every process under it. */
function cpuSeconds(pid: number): number {
  return [pid, ...descendants(pid)].reduce((sum, p) => {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
      return sum + (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return sum;
    }
  }, 0);
}

interface Server {
  child: ChildProcess;
  base: string;
  cookie: string;
  startup: number;
}

/** `npm start`'s server with API_WORKERS=`workers`, timed until it answers as healthy. */
async function start(workers: string): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: resolve(root, 'api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: url,
      API_WORKERS: workers,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      // The bench's own install: whoever registers works as an Admin, as no approver is around.
      DEFAULT_ROLE: 'Admin',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      SEED_DEMO: 'false',
      JOBS: 'off',
      LOG_LEVEL: 'warn',
      WEB_DIR: '/none',
      REMOTES_DIR: '/none',
      REMOTES_MANIFEST: '/none/remotes.json',
    },
  });
  process.on('exit', () => child.kill('SIGTERM'));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API_WORKERS=${workers} exited early`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const startup = Date.now() - t0;
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'Bench',
      email: `bench.${Date.now()}.w${workers}@bench.local`,
      password: 'Bench123',
    }),
  });
  const cookie = registered.headers.get('set-cookie')!.split(';')[0]!;
  log(`API_WORKERS=${workers}: healthy after ${startup} ms`);
  return { child, base, cookie, startup };
}

async function stop(server: Server): Promise<void> {
  const exited = new Promise((ok) => server.child.once('exit', ok));
  server.child.kill('SIGTERM');
  await exited;
}

const one = await start('1');
const every = await start('auto');
const cores = availableParallelism();

const ENDPOINTS = [
  ['GET /api/customers page 1', '/api/customers'],
  ['GET /api/dashboard', '/api/dashboard'],
] as const;

const rows: string[] = [];
const cpuRows: string[] = [];
const results: Record<string, { one: number; every: number }> = {};
for (const [name, path] of ENDPOINTS) {
  log(name);
  const run = (server: Server, seconds: number) =>
    slice(`${server.base}${path}`, seconds, { headers: { cookie: server.cookie } }, CONNECTIONS);
  await run(one, 1);
  await run(every, 1);
  const slices: { one: Slice[]; every: Slice[] } = { one: [], every: [] };
  // Where the two cores went during each server's slices: its own processes, PostgreSQL's,
  // and this process (the load generator).
  const cpu = { one: [0, 0, 0], every: [0, 0, 0] };
  const sample = () => [
    cpuSeconds(one.child.pid!) + cpuSeconds(every.child.pid!),
    embedded?.pid ? cpuSeconds(embedded.pid) : 0,
    (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
  ];
  const timed = async (server: Server, into: number[]) => {
    const before = sample();
    const result = await run(server, 1);
    sample().forEach((value, i) => (into[i]! += value - before[i]!));
    return result;
  };
  for (let i = 0; i < SECONDS; i += 1) {
    slices.one.push(await timed(one, cpu.one));
    slices.every.push(await timed(every, cpu.every));
  }
  const share = (c: number[]) => c.map((v) => (v / SECONDS).toFixed(2)).join(' / ');
  cpuRows.push(`| ${name} | ${share(cpu.one)} | ${share(cpu.every)} |`);
  const a = summarise(name, path, slices.one);
  const b = summarise(name, path, slices.every);
  results[name] = { one: a.rps, every: b.rps };
  rows.push(
    `| ${name} | ${a.rps} | ${b.rps} | ${(b.rps / a.rps).toFixed(2)} | ${a.p50} / ${b.p50} | ${a.p99} / ${b.p99} | ${a.errors + b.errors} |`,
  );
}
await stop(one);
await stop(every);
await embedded?.stop();

const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const md = [
  `# API workers benchmark ${stamp}`,
  '',
  `${ROWS} rows per table, signed in, ${CONNECTIONS} connections; the product's server (api/src/server.ts) with API_WORKERS=1 and with API_WORKERS=auto (${cores} on this machine), both running, measured in alternating one-second slices (${SECONDS} of each after a second of warm-up); autocannon and PostgreSQL share the same ${cores} cores.`,
  '',
  `| endpoint | 1 worker req/s | ${cores} workers req/s | ratio | p50 ms (1 / ${cores}) | p99 ms (1 / ${cores}) | errors |`,
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows,
  '',
  `Cores in use while each was measured (CPU seconds per second): the API's processes / PostgreSQL / the load generator${embedded ? '' : ' (PostgreSQL not counted: DATABASE_URL)'}.`,
  '',
  `| endpoint | 1 worker | ${cores} workers |`,
  '| --- | --- | --- |',
  ...cpuRows,
  '',
  `Start-up to a healthy answer: ${one.startup} ms with one worker, ${every.startup} ms with ${cores}.`,
  '',
].join('\n');
mkdirSync(resolve(import.meta.dirname, 'reports'), { recursive: true });
writeFileSync(resolve(import.meta.dirname, 'reports', `workers-${stamp}.md`), md);
writeFileSync(
  resolve(import.meta.dirname, 'reports', `workers-${stamp}.json`),
  JSON.stringify(
    { rows: ROWS, cores, results, startup: { one: one.startup, every: every.startup } },
    null,
    2,
  ),
);
console.log(md);
process.exit(0);
