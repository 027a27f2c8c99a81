// API benchmark: 100,000 rows per table, list/search/detail endpoints measured with autocannon
// next to a bare Fastify route in the same run, so the report shows what our stack costs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { createDb, ensureDatabase, migrate, withDatabase } from '../api/src/db/database';
import { startEmbeddedPostgres } from '../api/src/db/embedded-postgres';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const root = resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });

const log = (m: string) => console.log(`[bench] ${m}`);

const embedded = process.env.DATABASE_URL
  ? null
  : await startEmbeddedPostgres({
      dataDir: resolve(root, '.data', 'pg-bench'),
      port: await freePort(),
    });
const adminUrl = process.env.DATABASE_URL ?? embedded!.url;
await ensureDatabase(adminUrl, 'trellis_bench');
const url = withDatabase(adminUrl, 'trellis_bench');
const db = createDb(url, { min: 0, max: 20 });
await migrate(db);

const hasCustomers = await db.schema.hasTable('customers');
const { count } = (await db('users')
  .where({ role: 'engineer' })
  .count<{ count: number }>({ count: '*' })
  .first())!;
if (Number(count) < ROWS) {
  log(`Loading ${ROWS} engineers and customers (once; kept in .data/pg-bench)`);
  await db.raw(
    `insert into users (username, email, password_hash, role, phone)
     select 'Engineer ' || g, 'engineer' || g || '@bench.local', 'x', 'engineer', '+44 7000 ' || g
     from generate_series(1, ?) g on conflict do nothing`,
    [ROWS],
  );
  if (hasCustomers) {
    await db.raw(
      `insert into customers (name, type, account_email, status)
       select 'Customer ' || g, case when g % 3 = 0 then 'Freelancer' else 'Company' end, 'c' || g || '@bench.local',
              case when g % 5 = 0 then 'Inactive' else 'Active' end
       from generate_series(1, ?) g`,
      [ROWS],
    );
    await db.raw(
      `insert into customer_persons (customer_id, person_name, person_email, person_contact)
       select id, 'Person ' || id, 'p' || id || '@bench.local', '+1 555 ' || id from customers`,
    );
  }
  await db.raw('analyze');
}

const config = loadConfig({
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  WEB_DIR: '/none',
  REMOTES_DIR: '/none',
  REMOTES_MANIFEST: '/none/x.json',
  SEED_DEMO: 'false',
});
const app = await buildApp({ config, db, databaseUrl: url, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const email = `bench.${Date.now()}@bench.local`;
const reg = await fetch(`${base}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'Bench', email, password: 'Bench123' }),
});
const cookie = reg.headers.get('set-cookie')!.split(';')[0]!;

const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;

const targets: [string, string][] = [
  ['bare Fastify route (baseline)', bareUrl],
  ['GET /api/health', `${base}/api/health`],
  ['GET /api/counts', `${base}/api/counts`],
  ['GET /api/engineers page 1 (limit 100)', `${base}/api/engineers`],
  ['GET /api/engineers search', `${base}/api/engineers?search=Engineer%2099999&limit=7`],
  ['GET /api/engineers deep page', `${base}/api/engineers?page=1000&limit=7`],
];
if (hasCustomers) {
  targets.push(
    ['GET /api/customers page 1', `${base}/api/customers?page=1&limit=7`],
    ['GET /api/customers search', `${base}/api/customers?search=Customer%2054321&limit=7`],
    ['GET /api/customers expiring filter', `${base}/api/customers?documents=expiring&limit=7`],
    ['GET /api/customers/:id', `${base}/api/customers/50000`],
  );
}

const results = [];
for (const [name, target] of targets) {
  log(`${name} for ${SECONDS}s`);
  const r = await autocannon({
    url: target,
    connections: 10,
    duration: SECONDS,
    headers: { cookie },
  });
  results.push({
    name,
    url: target.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''),
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  });
}

await app.close();
await bare.close();
await db.destroy();
await embedded?.stop();

const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
mkdirSync(resolve(import.meta.dirname, 'reports'), { recursive: true });
const md = [
  `# API benchmark ${stamp}`,
  '',
  `${ROWS} rows per table, 10 connections, ${SECONDS} s per endpoint, one API process, ${process.platform} ${process.arch}, Node ${process.version}.`,
  '',
  '| endpoint | req/s | p50 ms | p99 ms | errors/non-2xx |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...results.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`),
  '',
].join('\n');
writeFileSync(resolve(import.meta.dirname, 'reports', `api-${stamp}.md`), md);
writeFileSync(
  resolve(import.meta.dirname, 'reports', `api-${stamp}.json`),
  JSON.stringify({ rows: ROWS, seconds: SECONDS, results }, null, 2),
);
console.log(md);
process.exit(0);
