// Imports at scale, through the whole API in its own process: a file of 10,000 and one of 100,000
// customers, each previewed (posted until its preview is ready) and imported (committed until
// done), the 100,000 file imported a second time (every row matched, nothing created), 100,000
// customers with two persons and two documents each, and 100,000 leads naming the customers of
// the large file by account email. The targets are absolute seconds; the API process's peak
// resident memory is its kernel high-water mark.
// A one-row indexed query is timed beside them as this run's anchor, to read the machine by.
// While the 100,000-customer file is previewed and imported, the customers list's first page is
// read over and over, one request at a time, and compared with the same read before any import.
//
//   BENCH_IMPORT_ROWS=100000  rows of the large file
//   BENCH_IMPORT_HEAP_MB=…     the API's heap cap, in place of API_HEAP_MB or its default
import { fork } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { importDetailSchema, importPath, type ImportDetail } from '../packages/contracts/src/index';
import { createDb } from '../api/src/db/database';
import { apiHeapMb, withApiHeap } from '../scripts/lib/api-heap.mjs';
import { benchDatabase, embedded } from './bench-postgres';

const LARGE = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const SMALL = 10_000;
const TARGETS = {
  smallS: 5,
  largePreviewS: 20,
  largeImportS: 60,
  againS: 60,
  peakMb: 300,
  listDuringImport: 2,
};
const LIST_PAGE = '/api/customers?page=1&limit=25';
const log = (m: string) => console.log(`[bench] ${m}`);

const url = await benchDatabase('trellis_bench_import', 1_000, true);
const db = createDb(url);

// The API runs in a process of its own, as in production, so its memory is its own: the
// kernel's high-water mark of its resident set (VmHWM) is the peak, with nothing sampled.
// The heap cap `npm start` gives the API (API_HEAP_MB), or BENCH_IMPORT_HEAP_MB to try another.
const heapEnv = {
  ...process.env,
  API_HEAP_MB: process.env.BENCH_IMPORT_HEAP_MB ?? process.env.API_HEAP_MB,
};
const server = fork(resolve(import.meta.dirname, 'api-bench-server.ts'), {
  execArgv: ['--import', 'tsx'],
  env: {
    ...withApiHeap(heapEnv),
    BENCH_DATABASE_URL: url,
    BENCH_ROWS: '1000',
  },
});
process.on('exit', () => server.kill());
const ports = await new Promise<{ api: number }>((ok, fail) => {
  server.once('message', (m) => ok(m as { api: number }));
  server.once('exit', (code) => fail(new Error(`bench server exited (${code})`)));
});
const api = `http://127.0.0.1:${ports.api}`;
const memoryMb = (field: 'VmRSS' | 'VmHWM') => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) / 1024;
};
const startRss = memoryMb('VmRSS');

const registered = await fetch(`${api}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    username: 'Import Bench',
    email: `import.${Date.now()}@bench.local`,
    password: 'Bench123',
  }),
});
const cookie = registered.headers.get('set-cookie')!.split(';')[0]!;
const call = (method: 'GET' | 'POST', path: string, body?: FormData) =>
  fetch(`${api}${path}`, { method, body, headers: { cookie, origin: 'http://localhost:8080' } });

const seconds = (started: number) => (performance.now() - started) / 1000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** A customers file: name, account email, type, VAT and status, `prefix` keeping files apart. */
function customersCsv(rows: number, prefix: string): Buffer {
  const lines = ['Company,E-mail,Type,VAT,Status'];
  for (let i = 1; i <= rows; i += 1)
    lines.push(
      `${prefix} Customer ${i} Ltd,${prefix.toLowerCase()}${i}@import.bench,Company,GB${i},Active`,
    );
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function settled(id: number): Promise<ImportDetail> {
  for (;;) {
    const detail = importDetailSchema.parse(await (await call('GET', `/api/imports/${id}`)).json());
    if (detail.import.state !== 'staging' && detail.import.state !== 'importing') return detail;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Customers with two authorised persons and two documents each, as repeated columns. */
function nestedCsv(rows: number, prefix: string): Buffer {
  const person = (n: number) => `Person ${n} name,Person ${n} email,Person ${n} contact`;
  const document = (n: number) => `Document ${n} title,Document ${n} expiry`;
  const lines = [`Company,E-mail,${person(1)},${person(2)},${document(1)},${document(2)}`];
  for (let i = 1; i <= rows; i += 1) {
    const email = `${prefix.toLowerCase()}${i}@import.bench`;
    lines.push(
      `${prefix} Customer ${i} Ltd,${email},Ann ${i},ann.${email},+44 1,Bo ${i},bo.${email},+44 2,Insurance,2031-01-${String(1 + (i % 28)).padStart(2, '0')},Permit,`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** Leads, each naming one of `customers` customers of the file `prefix` by account email. */
function leadsCsv(rows: number, prefix: string, customers: number, customerPrefix: string): Buffer {
  const lines = [
    'External Reference,Customer,Task Name,End Client Name,Task Start Date,Task End Date,Task Time,Scope of Work,Apartment,Address Line 1,City,Country,Zip Code,Hourly Rate,Half Day Rate,Full Day Rate',
  ];
  for (let i = 1; i <= rows; i += 1)
    lines.push(
      `${prefix}-${i},${customerPrefix.toLowerCase()}${1 + (i % customers)}@import.bench,Survey ${i},Globex,2026-03-02,2026-03-03,9,Cabling,Unit ${i},1 Data Way,London,United Kingdom,EC1A 1BB,55,200,380`,
    );
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** The list page's response times, one request after another, until `stop` says so. */
async function listTimes(stop: () => boolean, atLeast = 0): Promise<number[]> {
  const times: number[] = [];
  while (!stop() || times.length < atLeast) {
    const started = performance.now();
    const response = await call('GET', LIST_PAGE);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${LIST_PAGE}: ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

async function run(file: Buffer, kind: 'customers' | 'leads' = 'customers') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), `${kind}.csv`);
  let started = performance.now();
  const posted = await call('POST', importPath(kind), form);
  if (posted.status !== 202) throw new Error(await posted.text());
  const preview = await settled(((await posted.json()) as { id: number }).id);
  const previewS = seconds(started);
  log(
    `  preview ready in ${previewS.toFixed(2)} s: ${JSON.stringify(preview.import.counts)}, peak ${memoryMb('VmHWM').toFixed(0)} MB`,
  );
  started = performance.now();
  const committed = await call('POST', `/api/imports/${preview.import.id}/commit`);
  if (committed.status !== 202) throw new Error(await committed.text());
  const done = await settled(preview.import.id);
  if (done.import.state !== 'done') throw new Error(JSON.stringify(done.import));
  if (done.import.counts.errors > 0)
    throw new Error(`${done.import.counts.errors} rows had errors`);
  const importS = seconds(started);
  log(`  imported in ${importS.toFixed(2)} s, peak ${memoryMb('VmHWM').toFixed(0)} MB`);
  return { preview: preview.import.counts, previewS, importS, done: done.import.counts };
}

const anchorMs: number[] = [];
for (let i = 0; i < 100; i += 1) {
  const started = performance.now();
  await db.raw('select id, name from customers where id = ?', [1 + (i % 1000)]);
  anchorMs.push(performance.now() - started);
}

const stamp = Date.now().toString(36);
log(`${SMALL} customers`);
const small = await run(customersCsv(SMALL, `S${stamp}`));
log(`${LARGE} customers, the list read meanwhile`);
await listTimes(() => true, 50); // warm-up
const idle = await listTimes(() => true, 200);
const largeFile = customersCsv(LARGE, `L${stamp}`);
let importing = true;
const during = listTimes(() => !importing);
const large = await run(largeFile).finally(() => (importing = false));
const busy = await during;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const list = {
  idleMs: median(idle),
  duringMs: median(busy),
  idleP95Ms: percentile(idle, 0.95),
  duringP95Ms: percentile(busy, 0.95),
  reads: busy.length,
};
log(
  `  the list: ${list.idleMs.toFixed(1)} ms idle, ${list.duringMs.toFixed(1)} ms during (p95 ${list.idleP95Ms.toFixed(1)} / ${list.duringP95Ms.toFixed(1)})`,
);
log(`the same ${LARGE} again`);
const again = await run(largeFile);
log(`${LARGE} customers with two persons and two documents each`);
const nested = await run(nestedCsv(LARGE, `N${stamp}`));
log(`${LARGE} leads naming the customers of the large file`);
const leads = await run(leadsCsv(LARGE, `LB${stamp}`, LARGE, `L${stamp}`), 'leads');
const peakMb = memoryMb('VmHWM');
const results = {
  anchorMs: median(anchorMs),
  small: { ...small, met: small.previewS <= TARGETS.smallS && small.importS <= TARGETS.smallS },
  large: {
    ...large,
    rowsPerSecond: Math.round(LARGE / (large.previewS + large.importS)),
    met: large.previewS <= TARGETS.largePreviewS && large.importS <= TARGETS.largeImportS,
  },
  again: {
    ...again,
    met: again.preview.create === 0 && again.previewS + again.importS <= TARGETS.againS,
  },
  nested: {
    ...nested,
    met: nested.previewS <= TARGETS.largePreviewS && nested.importS <= TARGETS.largeImportS,
  },
  // Leads have an import target only: their preview checks each lead's customer too.
  leads: { ...leads, met: leads.importS <= TARGETS.largeImportS },
  list: { ...list, met: list.duringMs <= TARGETS.listDuringImport * list.idleMs },
  peakMb,
};

const mark = (met: boolean) => (met ? 'PASS' : 'FAIL');
const report = `# Imports, ${new Date().toISOString()}

Anchor: one indexed row, median ${results.anchorMs.toFixed(2)} ms. Peak resident memory of the API's process (its VmHWM), run as \`npm start\` runs it with a ${apiHeapMb(heapEnv)} MB heap: ${peakMb.toFixed(0)} MB, ${startRss.toFixed(0)} MB when it had started (target < ${TARGETS.peakMb} MB): ${mark(peakMb < TARGETS.peakMb)}.

| file | preview | import | target | rows/s | |
| --- | ---: | ---: | --- | ---: | --- |
| ${SMALL.toLocaleString('en-US')} customers | ${small.previewS.toFixed(2)} s | ${small.importS.toFixed(2)} s | each ≤ ${TARGETS.smallS} s | ${Math.round(SMALL / (small.previewS + small.importS))} | ${mark(results.small.met)} |
| ${LARGE.toLocaleString('en-US')} customers | ${large.previewS.toFixed(2)} s | ${large.importS.toFixed(2)} s | ≤ ${TARGETS.largePreviewS} s, ≤ ${TARGETS.largeImportS} s | ${results.large.rowsPerSecond} | ${mark(results.large.met)} |
| the same ${LARGE.toLocaleString('en-US')} again (${again.preview.create} to create, ${again.preview.update} matched, ${again.done.update} changed) | ${again.previewS.toFixed(2)} s | ${again.importS.toFixed(2)} s | 0 created, ≤ ${TARGETS.againS} s in all | | ${mark(results.again.met)} |
| the customers list's first page while the ${LARGE.toLocaleString('en-US')} customers are previewed and imported (${list.reads} reads) | median ${list.duringMs.toFixed(1)} ms, p95 ${list.duringP95Ms.toFixed(1)} ms | idle: median ${list.idleMs.toFixed(1)} ms, p95 ${list.idleP95Ms.toFixed(1)} ms | median ≤ ${TARGETS.listDuringImport} × idle (${(list.duringMs / list.idleMs).toFixed(2)} ×) | | ${mark(results.list.met)} |
| ${LARGE.toLocaleString('en-US')} customers with 2 persons and 2 documents each | ${nested.previewS.toFixed(2)} s | ${nested.importS.toFixed(2)} s | ≤ ${TARGETS.largePreviewS} s, ≤ ${TARGETS.largeImportS} s | ${Math.round(LARGE / (nested.previewS + nested.importS))} | ${mark(results.nested.met)} |
| ${LARGE.toLocaleString('en-US')} leads naming existing customers by account email | ${leads.previewS.toFixed(2)} s | ${leads.importS.toFixed(2)} s | import ≤ ${TARGETS.largeImportS} s | ${Math.round(LARGE / (leads.previewS + leads.importS))} | ${mark(results.leads.met)} |
`;

const dir = resolve(import.meta.dirname, 'reports');
mkdirSync(dir, { recursive: true });
const file = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
writeFileSync(resolve(dir, `import-${file}.md`), report);
writeFileSync(resolve(dir, `import-${file}.json`), JSON.stringify(results, null, 2));
console.log(report);

server.disconnect();
await new Promise((ok) => server.once('exit', ok));
await db.destroy();
await embedded?.stop();
