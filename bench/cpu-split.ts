// Where a request's CPU goes. For the rows of the API bench that miss their targets (or the rows
// whose path contains one of BENCH_ONLY's words), each export also without its audit row, and
// for a customer created with and without its audit row (also when BENCH_ONLY names POST):
// milliseconds of CPU per request in the API process, in PostgreSQL (all of its processes) and in
// the load generator, each row in slices alternating with the anchor's.
// On two cores that the three share and fill, a row's ratio to the anchor is close to the
// ratio of these totals, so the report says which side a saving would have to come from.
// Report: bench/reports/cpu-split-<time>.md (and .json).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { createDb } from '../api/src/db/database';
import { benchTargets, CPU_SPLIT_ROWS, type Target } from './api-targets';
import { AFRESH_ENV } from './bench-config';
import { benchDatabase, embedded } from './bench-postgres';
import { startServer, stopServer, type Server } from './api-servers';
import { createCustomerRequest } from './write-requests';
import type { LoadOptions } from './load-slices';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = 3;
const CONNECTIONS = 10;
const log = (m: string) => console.log(`[cpu-split] ${m}`);

/** The rows that missed their targets in the last full runs, each followed by its references. */

const url = await benchDatabase('trellis_bench', ROWS);
const db = createDb(url);
const servers = {
  api: await startServer(url, ROWS),
  afresh: await startServer(url, ROWS, AFRESH_ENV),
  unaudited: await startServer(url, ROWS, { BENCH_WITHOUT_AUDIT: '1' }),
};

/** CPU milliseconds `pid` has used (user and system), 0 once it is gone. */
function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return 0;
  }
}

async function postgresCpu(): Promise<Map<number, number>> {
  const { rows } = await db.raw<{ rows: { pid: number }[] }>('select pid from pg_stat_activity');
  return new Map(rows.map(({ pid }) => [pid, cpuOf(pid)]));
}

interface Side {
  name: string;
  url: string;
  options: LoadOptions;
  server: Server;
}

interface Totals {
  requests: number;
  seconds: number;
  api: number;
  postgres: number;
  generator: number;
}

const empty = (): Totals => ({ requests: 0, seconds: 0, api: 0, postgres: 0, generator: 0 });

async function measure(side: Side, into: Totals): Promise<void> {
  const pid = side.server.child.pid!;
  const api = cpuOf(pid);
  const before = await postgresCpu();
  const generator = process.cpuUsage();
  const result = await autocannon({
    url: side.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...side.options,
  });
  const after = await postgresCpu();
  const spent = process.cpuUsage(generator);
  if (result.errors + result.non2xx > 0) throw new Error(`${side.name}: requests failed`);
  into.requests += result.requests.total;
  into.seconds += SECONDS;
  into.api += cpuOf(pid) - api;
  for (const [backend, used] of after) into.postgres += used - (before.get(backend) ?? 0);
  into.generator += (spent.user + spent.system) / 1000;
}

const sideOf = (target: Target): Side => {
  const server = target.afresh ? servers.afresh : servers.api;
  const base = target.onAnchor ? server.anchor : server.api;
  return {
    name: target.name,
    url: `${base}${target.path}`,
    options: { headers: { cookie: target.asEngineer ? server.engineerCookie : server.cookie } },
    server,
  };
};

const targets = benchTargets(ROWS);
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? [];
const byName = (name: string) => {
  const target = targets.find((t) => t.name === name);
  if (!target) throw new Error(`no bench row named "${name}"`);
  return target;
};
const chosen = only.length
  ? targets.filter((t) => only.some((part) => t.path.includes(part)))
  : CPU_SPLIT_ROWS.map(byName);

const sides: Side[] = chosen.flatMap((target) => {
  const side = sideOf(target);
  if (target.kind !== 'export') return [side];
  // An export writes its audit row before it reads: the same export without it shows that row's share.
  const server = servers.unaudited;
  const without: Side = {
    name: `${target.name} without its audit row`,
    url: `${server.api}${target.path}`,
    options: { headers: { cookie: server.cookie } },
    server,
  };
  return [side, without];
});
const WRITES = [
  ['POST /api/customers with its audit row', servers.api],
  ['POST /api/customers without its audit row', servers.unaudited],
] as const;
// Every row's split measures the writes too; BENCH_ONLY=POST measures the writes alone.
for (const [name, server] of WRITES)
  if (only.length === 0 || only.some((part) => name.includes(part)))
    sides.push({
      name,
      url: `${server.api}/api/customers`,
      options: createCustomerRequest(server.cookie),
      server,
    });

const anchorSide: Side = {
  name: 'ANCHOR',
  url: `${servers.api.anchor}/anchor`,
  options: {},
  server: servers.api,
};
const results: { name: string; row: Totals; anchor: Totals }[] = [];
for (const side of sides) {
  log(side.name);
  await autocannon({ url: side.url, connections: CONNECTIONS, duration: 1, ...side.options });
  const row = empty();
  const anchor = empty();
  for (let round = 0; round < ROUNDS; round += 1) {
    await measure(anchorSide, anchor);
    await measure(side, row);
  }
  results.push({ name: side.name, row, anchor });
}

for (const server of Object.values(servers)) await stopServer(server);
await db.destroy();
await embedded?.stop();

const perRequest = (t: Totals, part: number) => (part / t.requests).toFixed(2);
const rate = (t: Totals) => t.requests / t.seconds;
const line = (name: string, t: Totals, ratio: string) =>
  `| ${name} | ${Math.round(rate(t))} | ${ratio} | ${perRequest(t, t.api)} | ${perRequest(t, t.postgres)} | ${perRequest(t, t.generator)} | ${perRequest(t, t.api + t.postgres + t.generator)} |`;
const anchorAll = results.reduce((sum, r) => {
  for (const key of Object.keys(sum) as (keyof Totals)[]) sum[key] += r.anchor[key];
  return sum;
}, empty());
const md = [
  `# Where a request's CPU goes (${new Date().toISOString()})`,
  '',
  `${ROWS} rows per table, ${CONNECTIONS} connections, ${ROUNDS} slices of ${SECONDS} s per row, each after an anchor slice; CPU read from \`/proc/<pid>/stat\` (10 ms ticks) of the API process, of every PostgreSQL process and of this process (autocannon). Milliseconds of CPU per request.`,
  '',
  '| row | req/s | ratio to the anchor | API ms | PostgreSQL ms | load generator ms | total ms |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  line('ANCHOR (all its slices)', anchorAll, '1'),
  ...results.map((r) => line(r.name, r.row, (rate(r.row) / rate(r.anchor)).toFixed(3))),
  '',
].join('\n');
const stamp = new Date().toISOString().replace(/:/g, '-').slice(0, 19);
mkdirSync(resolve(import.meta.dirname, 'reports'), { recursive: true });
writeFileSync(resolve(import.meta.dirname, 'reports', `cpu-split-${stamp}.md`), md);
writeFileSync(
  resolve(import.meta.dirname, 'reports', `cpu-split-${stamp}.json`),
  JSON.stringify(results, null, 2),
);
console.log(md);
process.exit(0);
