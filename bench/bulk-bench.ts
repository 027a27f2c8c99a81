// Bulk actions and saved views at 100,000 tickets (BENCH_ROWS), through the whole API in this
// process: 500 tickets' status changed at once; every ticket matching a filter (about half of
// them) changed as a job, from the call until the job reports done; the undo of that job; and a
// list opened through a saved view's link (`?saved=<id>`, which the API answers as the view
// shows it) against the same list opened by its address. The targets are
// absolute seconds (≤ 1 s, ≤ 10 s, ≤ 10 s) and a ratio (within 10 %). A one-row indexed query
// is timed beside them as this run's anchor, to read the machine's state by.
//
//   BENCH_ROWS=100000  rows per table
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { bulkRunSchema, type BulkRun } from '../packages/contracts/src/index';
import { buildApp } from '../api/src/app';
import { createDb } from '../api/src/db/database';
import { benchConfig } from './bench-config';
import { benchDatabase, embedded } from './bench-postgres';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const TARGETS = { atOnceS: 1, jobS: 10, undoS: 10, viewRatio: 1.1 };
const log = (m: string) => console.log(`[bench] ${m}`);

const url = await benchDatabase('trellis_bench_bulk', ROWS);
const config = benchConfig();
const db = createDb(url, { timeZone: config.APP_TIME_ZONE });
const app = await buildApp({ config, db, databaseUrl: url, logger: false });
const origin = config.publicUrl;

const registered = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: {
    username: 'Bulk Bench',
    email: `bulk.${Date.now()}@bench.local`,
    password: 'Bench123',
  },
});
const cookie = String(registered.headers['set-cookie']).split(';')[0]!;
const call = (method: 'GET' | 'POST', path: string, payload?: object) =>
  app.inject({ method, url: path, payload, headers: { cookie, origin } });

const seconds = (started: number) => (performance.now() - started) / 1000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; s: number }> {
  const started = performance.now();
  const result = await work();
  return { result, s: seconds(started) };
}

/** Waits for a job to stop, polling as the page does (more often, to time it closely). */
async function finished(id: number): Promise<BulkRun> {
  for (;;) {
    const run = bulkRunSchema.parse((await call('GET', `/api/bulk/${id}`)).json());
    if (run.state !== 'running') return run;
    await new Promise((r) => setTimeout(r, 50));
  }
}

// The anchor: one indexed row, a hundred times.
const anchorMs: number[] = [];
for (let i = 0; i < 100; i += 1) {
  const started = performance.now();
  await db.raw('select id, name from customers where id = ?', [1 + (i % ROWS)]);
  anchorMs.push(performance.now() - started);
}

// The statuses to move between: the filter takes the tickets of the most common ones.
const { rows: spread } = await db.raw<{ rows: { status: string; n: number }[] }>(
  'select status, count(*)::int as n from tickets group by status order by n desc',
);
const from = spread.slice(0, 3).map((s) => s.status);
const to = spread.find((s) => !from.includes(s.status))?.status ?? 'On Hold';

log('500 tickets at once');
const { rows: five } = await db.raw<{ rows: { id: number }[] }>(
  'select id from tickets where status = ? order by id limit 500',
  [from[0]!],
);
const atOnce = await timed(() =>
  call('POST', '/api/tickets/bulk', {
    action: 'status',
    params: { status: to },
    ids: five.map((r) => r.id),
  }),
);
const atOnceRun = bulkRunSchema.parse(atOnce.result.json());
await call('POST', `/api/bulk/${atOnceRun.id}/undo`);

log(`every ticket with status ${from.join(', ')} as a job`);
const filter = new URLSearchParams(from.map((s) => ['status', s])).toString();
const job = await timed(async () => {
  const started = bulkRunSchema.parse(
    (
      await call('POST', '/api/tickets/bulk', { action: 'status', params: { status: to }, filter })
    ).json(),
  );
  return finished(started.id);
});

log('undoing it');
const undo = await timed(() => call('POST', `/api/bulk/${job.result.id}/undo`));
const undone = undo.result.json() as { restored: number };

log('a list through a saved view, against its address');
const query = `status=${encodeURIComponent(from[1]!)}&sort=created_at&order=desc`;
const view = (
  await call('POST', '/api/views', { list: 'tickets', name: `Bench ${Date.now()}`, query })
).json() as { id: number };
const byAddress: number[] = [];
const byView: number[] = [];
for (let i = 0; i < 60; i += 1) {
  let started = performance.now();
  await call('GET', `/api/tickets?${query}`);
  byAddress.push(performance.now() - started);
  // A view's link asks the list by the view's id (`?saved=<id>` alone): one request.
  started = performance.now();
  const byId = await call('GET', `/api/tickets?saved=${view.id}`);
  if (byId.statusCode !== 200) throw new Error(byId.body);
  byView.push(performance.now() - started);
}
const viewRatio = median(byView) / median(byAddress);

const results = {
  rows: ROWS,
  anchorMs: median(anchorMs),
  atOnce: { records: atOnceRun.total, seconds: atOnce.s, met: atOnce.s <= TARGETS.atOnceS },
  job: {
    records: job.result.total,
    succeeded: job.result.succeeded,
    seconds: job.s,
    met: job.s <= TARGETS.jobS,
  },
  undo: { restored: undone.restored, seconds: undo.s, met: undo.s <= TARGETS.undoS },
  savedView: {
    addressMs: median(byAddress),
    viewMs: median(byView),
    ratio: viewRatio,
    met: viewRatio <= TARGETS.viewRatio,
  },
};

const mark = (met: boolean) => (met ? 'PASS' : 'FAIL');
const report = `# Bulk actions and saved views, ${new Date().toISOString()}

${ROWS.toLocaleString('en-US')} rows per table. Anchor: one indexed row, median ${results.anchorMs.toFixed(2)} ms.

| figure | records | value | target | |
| --- | ---: | ---: | ---: | --- |
| status of 500 tickets at once, the call | ${results.atOnce.records} | ${results.atOnce.seconds.toFixed(2)} s | ≤ ${TARGETS.atOnceS} s | ${mark(results.atOnce.met)} |
| status of every ticket matching a filter, as a job, call to done | ${results.job.records} | ${results.job.seconds.toFixed(2)} s | ≤ ${TARGETS.jobS} s | ${mark(results.job.met)} |
| undo of that job | ${results.undo.restored} | ${results.undo.seconds.toFixed(2)} s | ≤ ${TARGETS.undoS} s | ${mark(results.undo.met)} |
| a list through its saved view's link (\`?saved=<id>\`), against its address (median of 60) | | ${results.savedView.viewMs.toFixed(1)} / ${results.savedView.addressMs.toFixed(1)} ms = ${results.savedView.ratio.toFixed(2)} | ≤ ${TARGETS.viewRatio} | ${mark(results.savedView.met)} |
`;

const dir = resolve(import.meta.dirname, 'reports');
mkdirSync(dir, { recursive: true });
const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
writeFileSync(resolve(dir, `bulk-${stamp}.md`), report);
writeFileSync(resolve(dir, `bulk-${stamp}.json`), JSON.stringify(results, null, 2));
console.log(report);

await app.close();
await db.destroy();
await embedded?.stop();
