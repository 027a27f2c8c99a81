// The API bench's report: a Markdown table of every endpoint against its anchor, the writes,
// and the EXPLAINs, written to bench/reports/api-<time>.md with the same figures as JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Target } from './api-targets';
import type { Result, Slice } from './load-slices';
import type { RouteExplain } from './route-explains';

/** Creating one more kind of record at both sizes, each with its audit row. */
export interface WriteRun {
  what: string;
  big: Result;
  small: Result;
  slices: { big: Slice[]; small: Slice[] };
}

export interface ApiBenchRun {
  rows: number;
  smallRows: number;
  seconds: number;
  warmupSeconds: number;
  connections: number;
  results: (Result & Target & { anchor: Result })[];
  writeSmall: Result;
  writeBig: Result;
  writeUnaudited: Result;
  writeSlices: { big: Slice[]; small: Slice[]; unaudited: Slice[] };
  otherWrites: WriteRun[];
  explains: RouteExplain[];
  /** The audit log's length as the reads began. */
  auditEntries: number;
}

/** Writes the report files and answers the Markdown. */
export function writeApiReport(run: ApiBenchRun): string {
  const { results, explains } = run;
  const { rows: ROWS, smallRows: SMALL_ROWS, seconds: SECONDS, connections: CONNECTIONS } = run;
  const WARMUP_SECONDS = run.warmupSeconds;
  const { writeSmall, writeBig, writeUnaudited, writeSlices } = run;
  const ratio = (r: { rps: number; anchor: Result }) => r.rps / r.anchor.rps;
  const anchorRps = Math.round(results.reduce((sum, r) => sum + r.anchor.rps, 0) / results.length);
  const referenceOf = (r: Target) => results.find((other) => other.name === r.reference);
  const verdict = (r: (typeof results)[number]) => {
    if (r.kind === 'reference') return 'reference';
    const base = referenceOf(r);
    const fast =
      r.ofReference !== undefined
        ? base !== undefined && r.rps / base.rps >= r.ofReference
        : ratio(r) >= r.minRatio!;
    const steady = r.maxP99 === undefined || r.p99 <= r.maxP99;
    return fast && steady && r.errors === 0 ? 'PASS' : 'FAIL';
  };
  const targetText = (r: (typeof results)[number]) => {
    if (r.kind === 'reference') return '-';
    if (r.ofReference !== undefined) {
      const base = referenceOf(r);
      const reached = base ? ` (${(r.rps / base.rps).toFixed(2)})` : '';
      return `≥ ${r.ofReference} of the reference${reached}`;
    }
    return `≥ 1/${Math.round(1 / r.minRatio!)}${r.maxP99 ? `, p99 ≤ ${r.maxP99} ms` : ''}`;
  };
  const writeRatio = writeBig.rps / writeSmall.rps;
  const WRITE_MIN_RATIO = 0.85;
  const writeVerdict = writeRatio >= WRITE_MIN_RATIO && writeBig.errors + writeSmall.errors === 0;
  const auditRatio = writeBig.rps / writeUnaudited.rps;
  const auditVerdict = auditRatio >= WRITE_MIN_RATIO && writeUnaudited.errors === 0;
  const others = run.otherWrites.map((w) => {
    const ratio = w.big.rps / w.small.rps;
    const pass = ratio >= WRITE_MIN_RATIO && w.big.errors + w.small.errors === 0;
    return { ...w, ratio, result: pass ? 'PASS' : 'FAIL' };
  });

  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const row = (r: (typeof results)[number]) =>
    `| ${r.name} | ${r.rps} | ${r.anchor.rps} | ${ratio(r).toFixed(3)} | ${r.p50} | ${r.p99} | ${r.errors} | ${targetText(r)} | ${verdict(r)} |`;
  const md = [
    `# API benchmark ${stamp}`,
    '',
    `${ROWS} rows per table (the audit log ${run.auditEntries.toLocaleString('en-GB')} entries), signed in, ${CONNECTIONS} connections, ${SECONDS} s per endpoint after ${WARMUP_SECONDS} s of warm-up; the API and the anchor in one child process, autocannon in another; ${process.platform} ${process.arch}, Node ${process.version}.${process.env.BENCH_BOARD_CACHE_MS ? ` BOARD_CACHE_MS=${process.env.BENCH_BOARD_CACHE_MS} (the board and the attendance month ${process.env.BENCH_BOARD_CACHE_MS === '0' ? 'drawn on every request' : 'remembered'}).` : ''}`,
    '',
    `Anchor: a bare Fastify app running \`select id, name from customers where id > $1 order by id limit 7\` through the API's knex pool (a plain query, not prepared), no session. Each endpoint is measured in one-second slices alternating with anchor slices (${SECONDS} s of each, after a warm-up), and its ratio is to those anchor slices (mean anchor over the run: ${anchorRps} req/s); p50 and p99 are the medians of the slices'.`,
    '',
    '| endpoint | req/s | anchor req/s | ratio to anchor | p50 ms | p99 ms | errors | target | result |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...results.map(row),
    '',
    '## Writes: creating a customer through the API (multipart, cookie, Origin)',
    '',
    `Two API processes, one on a database with ${SMALL_ROWS} rows per table and one on the ${ROWS}-row one, in alternating one-second slices (${writeSlices.big.length} each); every created customer carries one person and broadcasts counts:updated.`,
    '',
    '| rows per table | req/s | p50 ms | p99 ms | errors |',
    '| ---: | ---: | ---: | ---: | ---: |',
    `| ${SMALL_ROWS} | ${writeSmall.rps} | ${writeSmall.p50} | ${writeSmall.p99} | ${writeSmall.errors} |`,
    `| ${ROWS} | ${writeBig.rps} | ${writeBig.p50} | ${writeBig.p99} | ${writeBig.errors} |`,
    `| ${ROWS}, without the audit row | ${writeUnaudited.rps} | ${writeUnaudited.p50} | ${writeUnaudited.p99} | ${writeUnaudited.errors} |`,
    '',
    `Rate at ${ROWS} rows / rate at ${SMALL_ROWS} rows: **${writeRatio.toFixed(2)}** (target: the cost does not grow, ratio ≥ ${WRITE_MIN_RATIO}): **${writeVerdict ? 'PASS' : 'FAIL'}**.`,
    '',
    `Rate with the audit row / rate without it (same ${ROWS}-row database, a third API process): **${auditRatio.toFixed(2)}** (target ≥ ${WRITE_MIN_RATIO}): **${auditVerdict ? 'PASS' : 'FAIL'}**.`,
    '',
    ...(others.length
      ? [
          '## Writes: creating a lead (JSON) and a ticket (multipart), each with its audit row',
          '',
          `The same two API processes, the same alternating slices. The leads and the tickets go to customers 1 to 10 in turn, each ticket assigned to an active engineer of its own with no leave.`,
          '',
          `| record | req/s at ${SMALL_ROWS} rows | p99 ms | req/s at ${ROWS} rows | p99 ms | errors | ${ROWS} / ${SMALL_ROWS} (target ≥ ${WRITE_MIN_RATIO}) | result |`,
          '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
          ...others.map(
            (w) =>
              `| ${w.what} | ${w.small.rps} | ${w.small.p99} | ${w.big.rps} | ${w.big.p99} | ${w.small.errors + w.big.errors} | ${w.ratio.toFixed(2)} | ${w.result} |`,
          ),
          '',
        ]
      : []),
    '## EXPLAIN (ANALYZE, BUFFERS) of each list query',
    '',
    'Each statement exactly as the route builds it, run here unprepared, so the planning time shows. The API runs them as prepared statements; unfiltered page 1 has its limit written in and keeps one generic plan, so it is not planned per request.',
    '',
    ...explains.flatMap((e) => [`### ${e.name}`, '', '```', e.plan, '```', '']),
  ].join('\n');
  mkdirSync(resolve(import.meta.dirname, 'reports'), { recursive: true });
  writeFileSync(resolve(import.meta.dirname, 'reports', `api-${stamp}.md`), md);
  writeFileSync(
    resolve(import.meta.dirname, 'reports', `api-${stamp}.json`),
    JSON.stringify(
      {
        rows: ROWS,
        seconds: SECONDS,
        connections: CONNECTIONS,
        anchorMeanRps: anchorRps,
        results: results.map((r) => ({
          ...r,
          ratio: Number(ratio(r).toFixed(4)),
          result: verdict(r) || undefined,
        })),
        writes: {
          small: { rows: SMALL_ROWS, ...writeSmall, slices: writeSlices.small },
          big: { rows: ROWS, ...writeBig, slices: writeSlices.big },
          ratio: Number(writeRatio.toFixed(4)),
          result: writeVerdict ? 'PASS' : 'FAIL',
          unaudited: { rows: ROWS, ...writeUnaudited, slices: writeSlices.unaudited },
          audit_ratio: Number(auditRatio.toFixed(4)),
          audit_result: auditVerdict ? 'PASS' : 'FAIL',
          others: others.map((w) => ({
            what: w.what,
            small: { rows: SMALL_ROWS, ...w.small, slices: w.slices.small },
            big: { rows: ROWS, ...w.big, slices: w.slices.big },
            ratio: Number(w.ratio.toFixed(4)),
            result: w.result,
          })),
        },
        explains,
      },
      null,
      2,
    ),
  );
  return md;
}
