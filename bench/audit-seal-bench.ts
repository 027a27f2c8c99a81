// Audit chain benchmark: BENCH_SEAL_ROWS (100,000) audit rows written by one transaction, as a
// bulk action or an import writes them, then sealed into the hash chain the way the API's sealer
// does (500 rows a transaction). Meanwhile single audited writes run one after another on
// another connection, and each one's commit is timed: that is how long an ordinary write waits
// behind the large one. Targets: sealed within 10 s of its commit; no single write waits over
// 100 ms. Both are absolute, as the targets are: the single write alone is reported beside them
// as this run's anchor, to read the machine's state by.
//
//   BENCH_SEAL_ROWS=100000  rows in the large transaction
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDb, type Db } from '../api/src/db/database';
import { createAuditRepository } from '../api/src/repositories/audit-repository';
import { benchDatabase, embedded } from './bench-postgres';

const ROWS = Number(process.env.BENCH_SEAL_ROWS ?? 100_000);
const TARGET_SEAL_S = 10;
const TARGET_WAIT_MS = 100;
const log = (m: string) => console.log(`[bench] ${m}`);

const url = await benchDatabase('trellis_bench_seal', 0, true);
const large = createDb(url);
const sealer = createDb(url);
const writer = createDb(url);

/** One audited write on its own: a single row, committed for the sealer to seal. Its time in ms. */
async function singleWrite(db: Db): Promise<number> {
  const started = performance.now();
  await db.transaction(async (trx) => {
    await trx.raw(`insert into audit_events (actor_kind, action, entity, changes)
      values ('system', 'bench.single', 'bench', '[]')`);
  });
  return performance.now() - started;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

// Alone first: what a single write costs with nothing else going on.
const alone: number[] = [];
for (let i = 0; i < 200; i += 1) alone.push(await singleWrite(writer));

log(`writing ${ROWS} audit rows in one transaction`);
const writeStarted = performance.now();
await large.raw(
  `insert into audit_events (actor_kind, action, entity, entity_id, entity_label, changes)
   select 'system', 'bench.bulk', 'customer', g::text, 'Customer ' || g,
          jsonb_build_array(jsonb_build_object('field', 'name', 'from', 'Old ' || g, 'to', 'New ' || g))
   from generate_series(1, ?::int) g`,
  [ROWS],
);
const writeSeconds = (performance.now() - writeStarted) / 1000;

log('sealing it while single writes go on');
let sealing = true;
const during: number[] = [];
const writes = (async () => {
  while (sealing) during.push(await singleWrite(writer));
})();
const sealStarted = performance.now();
const sealed = await createAuditRepository(sealer).sealPending();
const sealSeconds = (performance.now() - sealStarted) / 1000;
sealing = false;
await writes;
// The single writes committed unsealed too, as every write does; the API's sealer, woken by each
// of them, seals the last few once the large pass is done.
await createAuditRepository(sealer).sealPending();

const { rows: check } = await sealer.raw<{ rows: { unsealed: number }[] }>(
  `select count(*)::int as unsealed from audit_events e
   where not exists (select 1 from audit_seals s where s.id = e.id)`,
);

const waitMax = Math.max(...during);
const results = {
  rows: ROWS,
  writeSeconds,
  sealSeconds,
  sealed,
  unsealedAfter: check[0]!.unsealed,
  singleWrite: {
    alone: { p50: percentile(alone, 50), p99: percentile(alone, 99) },
    whileSealing: {
      count: during.length,
      p50: percentile(during, 50),
      p99: percentile(during, 99),
      max: waitMax,
    },
  },
  targets: {
    sealSeconds: { target: TARGET_SEAL_S, met: sealSeconds <= TARGET_SEAL_S },
    waitMs: { target: TARGET_WAIT_MS, met: waitMax <= TARGET_WAIT_MS },
  },
};

const ms = (v: number) => `${v.toFixed(1)} ms`;
const mark = (met: boolean) => (met ? 'PASS' : 'FAIL');
const report = `# Audit chain sealing, ${new Date().toISOString()}

${ROWS.toLocaleString('en-US')} audit rows written by one transaction, then sealed by the API's
sealer (500 rows a transaction), while single audited writes ran one after another.

| figure | value | target | |
| --- | ---: | ---: | --- |
| the large transaction's insert and commit | ${writeSeconds.toFixed(2)} s | | |
| sealing its rows, from its commit to the last seal | ${sealSeconds.toFixed(2)} s | ≤ ${TARGET_SEAL_S} s | ${mark(results.targets.sealSeconds.met)} |
| a single write alone, p50 / p99 | ${ms(results.singleWrite.alone.p50)} / ${ms(results.singleWrite.alone.p99)} | | |
| a single write while sealing, p50 / p99 (${during.length} writes) | ${ms(results.singleWrite.whileSealing.p50)} / ${ms(results.singleWrite.whileSealing.p99)} | | |
| the longest single write while sealing | ${ms(waitMax)} | ≤ ${TARGET_WAIT_MS} ms | ${mark(results.targets.waitMs.met)} |

Rows left unsealed afterwards: ${results.unsealedAfter}.
`;

const dir = resolve(import.meta.dirname, 'reports');
mkdirSync(dir, { recursive: true });
const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
writeFileSync(resolve(dir, `audit-seal-${stamp}.md`), report);
writeFileSync(resolve(dir, `audit-seal-${stamp}.json`), JSON.stringify(results, null, 2));
console.log(report);

await Promise.all([large.destroy(), sealer.destroy(), writer.destroy()]);
await embedded?.stop();
