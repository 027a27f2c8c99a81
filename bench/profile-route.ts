// Where one route's Node CPU goes: the API process runs under V8's sampling profiler while
// autocannon loads the route (signed in, 10 connections) on the 100,000-row bench database, then
// the profile's self time is summed per function and printed, the heaviest first.
//   BENCH_PATH=/api/audit [BENCH_SECONDS=5] [BENCH_TOP=40] node --import tsx profile-route.ts
// BENCH_ON_ANCHOR=1 sends the requests to the anchor's app instead (its reference routes).
// BENCH_PATH=/api/customers BENCH_WRITE=1 creates customers as the write check does, and
// BENCH_WITHOUT_AUDIT=1 runs the API with no audit rows (as the write check's third process).
// BENCH_AS_ENGINEER=1 sends the requests as the bench's engineer on the mobile app.
// BENCH_AFRESH=1 runs the API remembering nothing between requests (the rows read afresh).
// The raw profile stays in bench/reports/profiles/ for Chrome's DevTools or speedscope.
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { benchDatabase, embedded } from './bench-postgres';
import { startServer, stopServer } from './api-servers';
import { createCustomerRequest } from './write-requests';
import { AFRESH_ENV } from './bench-config';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  /** Microseconds from the sample before. */
  timeDeltas: number[];
}

const path = process.env.BENCH_PATH;
if (!path) throw new Error('Set BENCH_PATH to the route to profile, e.g. BENCH_PATH=/api/audit');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const top = Number(process.env.BENCH_TOP ?? 40);
const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const dir = resolve(import.meta.dirname, 'reports', 'profiles');
mkdirSync(dir, { recursive: true });

const url = await benchDatabase('trellis_bench', rows);
const env: Record<string, string> = {
  ...(process.env.BENCH_WITHOUT_AUDIT ? { BENCH_WITHOUT_AUDIT: '1' } : {}),
  ...(process.env.BENCH_AFRESH ? AFRESH_ENV : {}),
};
const server = await startServer(url, rows, env, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
const started = Date.now();
const result = await autocannon({
  url: (process.env.BENCH_ON_ANCHOR ? server.anchor : server.api) + path,
  connections: 10,
  duration: seconds,
  ...(process.env.BENCH_WRITE
    ? createCustomerRequest(server.cookie)
    : {
        headers: { cookie: process.env.BENCH_AS_ENGINEER ? server.engineerCookie : server.cookie },
      }),
});
console.log(`${path}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
await stopServer(server);
await embedded?.stop();

const written = readdirSync(dir)
  .filter((name) => name.endsWith('.cpuprofile'))
  .map((name) => resolve(dir, name))
  .filter((file) => statSync(file).mtimeMs >= started)
  .sort((a, b) => statSync(b).size - statSync(a).size)[0];
if (!written) throw new Error(`no profile was written to ${dir}`);
const profile = JSON.parse(readFileSync(written, 'utf8')) as Profile;

/** Self time per function (its name and place), in microseconds over the process's life. */
const nodeKey = new Map(
  profile.nodes.map((node) => {
    const { functionName, url: file, lineNumber } = node.callFrame;
    const where = file
      ? `${file.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(api|bench|packages)\//, '$1/')}:${lineNumber + 1}`
      : '';
    return [node.id, `${functionName || '(anonymous)'} ${where}`.trim()];
  }),
);
const selfTime = new Map<string, number>();
// A sample's time is the delta that follows it (the profiler's own convention for self time).
profile.samples.forEach((id, index) => {
  const key = nodeKey.get(id)!;
  selfTime.set(key, (selfTime.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
});
const busy = [...selfTime].reduce((sum, [key, time]) => (key === '(idle)' ? sum : sum + time), 0);
const requests = result.requests.total;
console.log(
  `${written}\nbusy ${(busy / 1000).toFixed(0)} ms over the process's life, ${requests} requests: ` +
    `${(busy / requests).toFixed(0)} µs a request at most (start-up included)`,
);
for (const [key, time] of [...selfTime]
  .filter(([key]) => key !== '(idle)')
  .sort((a, b) => b[1] - a[1])
  .slice(0, top))
  console.log(
    `${((time / busy) * 100).toFixed(1).padStart(5)} %  ${(time / requests).toFixed(1).padStart(6)} µs/req  ${key}`,
  );

// BENCH_CALLERS=writev: where a function's self time comes from, by its nearest callers.
const callersOf = process.env.BENCH_CALLERS;
if (callersOf) {
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes as (ProfileNode & { children?: number[] })[])
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const byChain = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const key = nodeKey.get(id)!;
    if (key !== callersOf && !key.startsWith(`${callersOf} `)) return;
    const chain: string[] = [];
    for (let up = parentOf.get(id); up !== undefined && chain.length < 6; up = parentOf.get(up))
      chain.push(nodeKey.get(up)!);
    const where = chain.join(' < ');
    byChain.set(where, (byChain.get(where) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  });
  console.log(`\n${callersOf}, by its callers:`);
  for (const [chain, time] of [...byChain].sort((a, b) => b[1] - a[1]).slice(0, 5))
    console.log(`${(time / requests).toFixed(1).padStart(6)} µs/req  ${chain}`);
}
