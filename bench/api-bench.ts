// API benchmark: BENCH_ROWS (100,000) rows per table, signed in, 10 connections. Every endpoint
// is measured with autocannon in one-second slices alternating with an ANCHOR (a bare Fastify app
// running one indexed PostgreSQL query that returns 7 rows, through the same knex pool, no
// session), and reported as a ratio to the anchor's req/s with PASS/FAIL against each target
// (each row's kind in api-targets.ts). Creating a customer, a lead and a ticket is measured at 100
// and at BENCH_ROWS rows (a customer also without its audit row). The API and the anchor run in
// a child process (api-bench-server.ts); autocannon runs here.
//
//   BENCH_ROWS=100000  rows per table       BENCH_SECONDS=8  seconds per endpoint (3 for a quick run)
//   BENCH_BOARD_CACHE_MS=0  every row's board and attendance month drawn on every request (the
//                           rows marked afresh always are, by a second API process)
//   BENCH_FIGURES_CACHE_MS=0  the same for the receivables' totals and aging
//   BENCH_ENGINEER_LIST_CACHE_MS=0  the same for the engineers list
//   BENCH_AUDIT_PAGE_CACHE_MS=0  the same for the audit trail's pages
import { benchTargets, type Target } from './api-targets';
import { benchDatabase, embedded } from './bench-postgres';
import { writeApiReport, type WriteRun } from './api-report';
import { explainRoutes } from './route-explains';
import {
  slice as loadSlice,
  summarise,
  type LoadOptions,
  type Result,
  type Slice,
} from './load-slices';
import { createDb } from '../api/src/db/database';
import { listExplains } from './list-explains';
import { AFRESH_ENV } from './bench-config';
import { startServer, stopServer, type Server } from './api-servers';
import {
  createCustomerRequest,
  createLeadRequests,
  createTicketRequests,
  type TicketAssignment,
} from './write-requests';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SMALL_ROWS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = Math.min(2, Math.max(1, Math.round(SECONDS / 4)));
const CONNECTIONS = 10;
const log = (m: string) => console.log(`[bench] ${m}`);
const slice = (url: string, seconds: number, options: LoadOptions = {}) =>
  loadSlice(url, seconds, options, CONNECTIONS);

// --- Database: one kept at BENCH_ROWS per table, one rebuilt each run at 100 rows. -----------

log(
  `preparing ${ROWS} rows per table (kept in .data/pg-bench) and ${SMALL_ROWS} for the write test`,
);
const bigUrl = await benchDatabase('trellis_bench', ROWS);
const smallUrl = await benchDatabase('trellis_bench_small', SMALL_ROWS, true);
const db = createDb(bigUrl);

// --- Measurements. ----------------------------------------------------------------------------

const ANCHOR_NAME = 'ANCHOR (bare Fastify + 7-row indexed query)';
let anchorUrl = '';

/**
 * Measures `url` and the anchor in alternating one-second slices (after a warm-up of both), so a
 * burst of other work on the machine hits both alike; BENCH_SECONDS seconds of each.
 */
async function measurePaired(
  name: string,
  url: string,
  options: LoadOptions = {},
): Promise<{ result: Result; anchor: Result }> {
  log(name);
  await slice(url, WARMUP_SECONDS, options);
  const target: Slice[] = [];
  const anchor: Slice[] = [];
  const rounds = Math.max(2, Math.round(SECONDS));
  for (let i = 0; i < rounds; i += 1) {
    anchor.push(await slice(anchorUrl, SECONDS / rounds));
    target.push(await slice(url, SECONDS / rounds, options));
  }
  return {
    result: summarise(name, url, target),
    anchor: summarise(ANCHOR_NAME, anchorUrl, anchor),
  };
}

const TARGETS = benchTargets(ROWS);

/** Deletes what the write test created, so every run starts from the same table and index. */
const removeWritten = async (url: string) => {
  const target = createDb(url);
  await target('tickets').where({ task_name: 'Bench Write Ticket' }).delete();
  await target('leads').where({ task_name: 'Bench Write Lead' }).delete();
  await target.raw('vacuum (analyze, index_cleanup on) leads, tickets');
  await target('customers').where({ account_email: 'bench-write@bench.local' }).delete();
  // INDEX_CLEANUP on: with few dead rows VACUUM may leave their index entries, and the newest
  // customers, which page 1 reads first, are the deleted ones.
  await target.raw(
    'vacuum (analyze, index_cleanup on) customers, customer_persons, counters, ticket_revenue',
  );
  // The writes' audit rows stay (the log is append-only); as autovacuum would on a live system,
  // mark their pages all-visible, so the log's index-only page lookups skip the table.
  await target.raw('vacuum (analyze) audit_events');
  // Documents carry copies of their customer's figures, rewritten when its tickets change (and
  // by a migration adding such a copy): marked all-visible again, the Document Filters read
  // them from their index alone.
  await target.raw('vacuum (analyze) customer_documents');
  await target.destroy();
};

await removeWritten(bigUrl); // an interrupted earlier run may have left some
// The audit log cannot be trimmed, and every run's writes and exports add to it: the report says
// how long it was, so runs on a kept database can be told apart.
const auditEntries = await (async () => {
  const target = createDb(bigUrl);
  try {
    return Number((await target('audit_events').count({ n: '*' }))[0]!.n);
  } finally {
    await target.destroy();
  }
})();
const big = await startServer(bigUrl, ROWS);
const small = await startServer(smallUrl, SMALL_ROWS);
const unaudited = await startServer(bigUrl, ROWS, { BENCH_WITHOUT_AUDIT: '1' });
// The rows marked `afresh` go to an API process that remembers nothing (BOARD_CACHE_MS,
// FIGURES_CACHE_MS, ENGINEER_LIST_CACHE_MS and AUDIT_PAGE_CACHE_MS at 0): what a dispatcher, the
// finance desk or the first reader after a change waits for. A process of its own rather than a
// per-request switch, so nothing in the API lets a request skip the cache.
const afresh = await startServer(bigUrl, ROWS, AFRESH_ENV);

// Other work on the machine comes and goes: each endpoint alternates with its own anchor runs,
// and its ratio is to those.
anchorUrl = `${big.anchor}/anchor`;
await slice(anchorUrl, WARMUP_SECONDS);
const results: (Result & Target & { anchor: Result })[] = [];
// BENCH_ONLY=tickets,assets measures only the endpoints whose path contains one of them.
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? [];
const chosen = (t: Target) => only.length === 0 || only.some((part) => t.path.includes(part));
for (const target of TARGETS.filter(chosen)) {
  const server = target.afresh ? afresh : big;
  const base = target.onAnchor ? server.anchor : server.api;
  const { result, anchor } = await measurePaired(target.name, `${base}${target.path}`, {
    headers: { cookie: target.asEngineer ? server.engineerCookie : server.cookie },
  });
  results.push({ ...target, ...result, anchor });
}

// Writes at 100 and at BENCH_ROWS rows, in alternating one-second slices (twice as many as the
// reads: write rates are noisier) so drift hits both alike: a customer, a lead and a ticket.
/** Measures `path` created through each of `servers` in turn, one-second slices each. */
async function measureWrites<K extends string>(
  path: string,
  servers: Record<K, Server>,
  options: Record<K, LoadOptions>,
): Promise<Record<K, Slice[]>> {
  const sides = Object.keys(servers) as K[];
  const urls = Object.fromEntries(sides.map((k) => [k, `${servers[k].api}${path}`]));
  for (const k of sides) await slice(urls[k]!, WARMUP_SECONDS, options[k]);
  const slices = Object.fromEntries(sides.map((k) => [k, [] as Slice[]])) as Record<K, Slice[]>;
  for (let i = 0; i < 2 * Math.max(2, Math.round(SECONDS)); i += 1)
    for (const k of sides) slices[k].push(await slice(urls[k]!, 1, options[k]));
  return slices;
}

log(`POST /api/customers at ${ROWS} and at ${SMALL_ROWS} rows`);
// The third side prices the audit row: the same database, the same write, without the row.
const writeSlices = await measureWrites(
  '/api/customers',
  { big, small, unaudited },
  {
    big: createCustomerRequest(big.cookie),
    small: createCustomerRequest(small.cookie),
    unaudited: createCustomerRequest(unaudited.cookie),
  },
);
const writeBig = summarise(
  `POST /api/customers at ${ROWS} rows`,
  `${big.api}/api/customers`,
  writeSlices.big,
);
const writeSmall = summarise(
  `POST /api/customers at ${SMALL_ROWS} rows`,
  `${small.api}/api/customers`,
  writeSlices.small,
);
const writeUnaudited = summarise(
  `POST /api/customers at ${ROWS} rows without the audit row`,
  `${unaudited.api}/api/customers`,
  writeSlices.unaudited,
);
// A lead and a ticket (each with its audit row) at both sizes. Both go to ten customers in turn,
// the tickets each to an active engineer of the customer's own who has no leave, so no
// assignment is refused and writers do not all queue on one customer's and one engineer's rows.
const assignments = async (url: string): Promise<TicketAssignment[]> => {
  const target = createDb(url);
  const { rows } = await target.raw<{ rows: { id: number }[] }>(
    `select id from users u where role = 'engineer' and status = 'Active'
     and not exists (select 1 from leave_requests l where l.engineer_id = u.id)
     order by id limit 10`,
  );
  await target.destroy();
  return rows.map(({ id }, i) => ({ customer: i + 1, engineer: id }));
};
const ticketsFor = { big: await assignments(bigUrl), small: await assignments(smallUrl) };
const otherWrites: WriteRun[] = [];
for (const [what, path, request] of [
  [
    'lead',
    '/api/leads',
    (s: Server) =>
      createLeadRequests(
        s.cookie,
        ticketsFor.big.map((a) => a.customer),
      ),
  ],
  [
    'ticket',
    '/api/tickets',
    (s: Server) => createTicketRequests(s.cookie, s === big ? ticketsFor.big : ticketsFor.small),
  ],
] as const) {
  log(`POST ${path} at ${ROWS} and at ${SMALL_ROWS} rows`);
  const slices = await measureWrites(
    path,
    { big, small },
    { big: request(big), small: request(small) },
  );
  otherWrites.push({
    what,
    big: summarise(`POST ${path} at ${ROWS} rows`, `${big.api}${path}`, slices.big),
    small: summarise(`POST ${path} at ${SMALL_ROWS} rows`, `${small.api}${path}`, slices.small),
    slices,
  });
}
await stopServer(big);
await stopServer(small);
await stopServer(unaudited);
await stopServer(afresh);
await removeWritten(bigUrl);

// --- EXPLAIN (ANALYZE, BUFFERS) of each list query, as the route builds it. ------------------

const explains = await listExplains(db, results);
// Every target not met shows its plan, whichever list it is.
const missed = results.filter(
  (r) =>
    ((r.minRatio !== undefined && r.rps / r.anchor.rps < r.minRatio) ||
      (r.maxP99 !== undefined && r.p99 > r.maxP99)) &&
    !explains.some((e) => e.name === r.name),
);
explains.push(...(await explainRoutes(bigUrl, missed)));

await db.destroy();
await embedded?.stop();

// --- Report. ----------------------------------------------------------------------------------

console.log(
  writeApiReport({
    rows: ROWS,
    smallRows: SMALL_ROWS,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    connections: CONNECTIONS,
    results,
    writeSmall,
    writeBig,
    writeUnaudited,
    writeSlices,
    otherWrites,
    explains,
    auditEntries,
  }),
);
process.exit(0);
