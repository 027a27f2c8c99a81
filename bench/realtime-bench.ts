// Realtime benchmark: 1,000 signed-in sockets spread over two API processes on one database;
// time from a write on one process to the event arriving on every socket.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import WebSocket from 'ws';
import { ensureDatabase, withDatabase } from '../api/src/db/database';
import { startEmbeddedPostgres } from '../api/src/db/embedded-postgres';
import { freePort } from '../api/test/helpers/free-port';
import { stopOnSignals } from './stop-on-signals';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const WRITES = Number(process.env.BENCH_WRITES ?? 20);
const root = resolve(import.meta.dirname, '..');
const log = (m: string) => console.log(`[bench] ${m}`);

/** Where the report goes (BENCH_REPORT_DIR: elsewhere, as the suite's run of this bench does). */
const reportDir = process.env.BENCH_REPORT_DIR ?? resolve(import.meta.dirname, 'reports');

const pgServer = await startEmbeddedPostgres({
  dataDir: process.env.BENCH_PG_DIR ?? resolve(root, '.data', 'pg-bench'),
  port: await freePort(),
});
stopOnSignals(() => pgServer.stop(), log);
await ensureDatabase(pgServer.url, 'trellis_bench_realtime');
const databaseUrl = withDatabase(pgServer.url, 'trellis_bench_realtime');

async function startApi(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: resolve(root, 'api'),
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The bench's own install: whoever registers works as an Admin, as no approver is around.
      DEFAULT_ROLE: 'Admin',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  process.on('exit', () => child.kill('SIGTERM'));
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // starting
    }
    if (i > 120 || child.exitCode !== null) throw new Error(`API on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const ports = [await freePort(), await freePort()];
const apis = [await startApi(ports[0]!), await startApi(ports[1]!)];
log(`two API processes on ${ports.join(' and ')}`);

/** A sign-up, or with `cookie` an engineer registered by the staff member managing the team. */
const register = async (port: number, body: Record<string, string>, cookie?: string) => {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(cookie ? { cookie, origin: `http://127.0.0.1:${port}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return response;
};
const staff = await register(ports[0]!, {
  username: 'Bench',
  email: `rt.${Date.now()}@bench.local`,
  password: 'Bench123',
});
const cookie = staff.headers.get('set-cookie')!.split(';')[0]!;

const waiting = new Map<string, (at: number) => void>();
const arrivals = new Map<string, number[]>();
const sockets: WebSocket[] = [];
for (let i = 0; i < SOCKETS; i++) {
  const socket = new WebSocket(`ws://127.0.0.1:${ports[i % 2]}/api/ws`, { headers: { cookie } });
  socket.on('message', (raw) => {
    const { event, data } = JSON.parse(String(raw)) as { event: string; data: { email?: string } };
    if (event !== 'engineer:created' || !data.email) return;
    const list = arrivals.get(data.email);
    if (!list) return;
    list.push(performance.now());
    if (list.length === SOCKETS) waiting.get(data.email)?.(performance.now());
  });
  sockets.push(socket);
  await new Promise<void>((ok, fail) => {
    socket.once('open', () => ok());
    socket.once('error', fail);
  });
}
log(`${SOCKETS} sockets open`);

const results: { p50: number; p95: number; max: number }[] = [];
for (let w = 0; w < WRITES; w++) {
  const email = `rt.eng.${Date.now()}.${w}@bench.local`;
  arrivals.set(email, []);
  const done = new Promise<number>((ok) => waiting.set(email, ok));
  const start = performance.now();
  await register(
    ports[w % 2]!,
    { username: `Engineer ${w}`, email, password: 'Bench123', role: 'engineer' },
    cookie,
  );
  await Promise.race([done, new Promise((r) => setTimeout(r, 10_000))]);
  const times = arrivals
    .get(email)!
    .map((t) => t - start)
    .sort((a, b) => a - b);
  if (times.length < SOCKETS)
    throw new Error(`only ${times.length}/${SOCKETS} sockets got write ${w}`);
  results.push({
    p50: times[Math.floor(SOCKETS * 0.5)]!,
    p95: times[Math.floor(SOCKETS * 0.95)]!,
    max: times.at(-1)!,
  });
}

sockets.forEach((s) => s.close());
apis.forEach((a) => a.kill('SIGTERM'));
await pgServer.stop();

const med = (pick: (r: (typeof results)[number]) => number) => {
  const sorted = results.map(pick).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!.toFixed(1);
};
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const md = [
  `# Realtime benchmark ${stamp}`,
  '',
  `${SOCKETS} sockets (half on each of two API processes sharing one PostgreSQL), ${WRITES} writes alternating between the processes. Time from sending the write to the event arriving, in ms, median over the writes.`,
  '',
  '| socket percentile | ms |',
  '| --- | ---: |',
  `| p50 | ${med((r) => r.p50)} |`,
  `| p95 | ${med((r) => r.p95)} |`,
  `| last socket | ${med((r) => r.max)} |`,
  '',
].join('\n');
mkdirSync(reportDir, { recursive: true });
writeFileSync(resolve(reportDir, `realtime-${stamp}.md`), md);
writeFileSync(
  resolve(reportDir, `realtime-${stamp}.json`),
  JSON.stringify({ sockets: SOCKETS, writes: WRITES, results }, null, 2),
);
console.log(md);
process.exit(0);
