import { loadConfig, type Config } from '../api/src/config';

/** The API as the bench runs it: quiet, no jobs, and whoever registers works as an Admin. */
export function benchConfig(): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: process.env.BENCH_PUBLIC_URL ?? 'http://localhost:8080',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    WEB_DIR: '/none',
    REMOTES_DIR: '/none',
    REMOTES_MANIFEST: '/none/x.json',
    SEED_DEMO: 'false',
    // The bench measures requests; scheduled jobs would only add noise to them.
    JOBS: 'off',
    // The bench's own install: no approver is around.
    DEFAULT_ROLE: 'Admin',
    // BENCH_BOARD_CACHE_MS=0 measures the board and the attendance month drawn on every request,
    // BENCH_FIGURES_CACHE_MS=0 the receivables' totals and aging summed on every request, and
    // BENCH_ENGINEER_LIST_CACHE_MS=0 the engineers list and BENCH_AUDIT_PAGE_CACHE_MS=0 the audit
    // trail's pages read on every request.
    ...(process.env.BENCH_BOARD_CACHE_MS
      ? { BOARD_CACHE_MS: process.env.BENCH_BOARD_CACHE_MS }
      : {}),
    ...(process.env.BENCH_FIGURES_CACHE_MS
      ? { FIGURES_CACHE_MS: process.env.BENCH_FIGURES_CACHE_MS }
      : {}),
    ...(process.env.BENCH_ENGINEER_LIST_CACHE_MS
      ? { ENGINEER_LIST_CACHE_MS: process.env.BENCH_ENGINEER_LIST_CACHE_MS }
      : {}),
    ...(process.env.BENCH_AUDIT_PAGE_CACHE_MS
      ? { AUDIT_PAGE_CACHE_MS: process.env.BENCH_AUDIT_PAGE_CACHE_MS }
      : {}),
  });
}

/**
 * The environment of the API process that remembers nothing: the board drawn, the receivables'
 * figures summed, and the engineers list and the audit pages read on every request. What the
 * first reader after a change waits for; the rows marked `afresh` are served by it.
 */
export const AFRESH_ENV = {
  BENCH_BOARD_CACHE_MS: '0',
  BENCH_FIGURES_CACHE_MS: '0',
  BENCH_ENGINEER_LIST_CACHE_MS: '0',
  BENCH_AUDIT_PAGE_CACHE_MS: '0',
} as const;
