// Frontend benchmark: bundle sizes, cold load of /dashboard and route switches between remotes,
// measured in Chromium against the built product served as `npm start` serves it.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { remoteSizes, shellSize } from '../scripts/bundle-sizes.mjs';

const root = resolve(import.meta.dirname, '..');
const PORT = 8190;
const base = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const dataDir = resolve(root, '.data', 'bench-frontend');
const log = (m: string) => console.log(`[bench] ${m}`);

rmSync(dataDir, { recursive: true, force: true });
const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: resolve(root, 'api'),
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: '54391',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
});
// The API must not outlive a failed run (it would hold the port and a deleted database).
process.on('exit', () => api.kill('SIGTERM'));
for (let i = 0; ; i++) {
  if (api.exitCode !== null)
    throw new Error(`the API exited (code ${api.exitCode}); is port ${PORT} taken?`);
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // starting
  }
  if (i > 120) throw new Error('the API did not start');
  await new Promise((r) => setTimeout(r, 500));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const cold: number[] = [];
const switches: Record<string, { first: number[]; again: number[] }> = {};
const ROUTE_CYCLE: [link: string, heading: string][] = [
  ['Customers', 'Customers'],
  ['Engineers', 'Engineers'],
  ['Leads', 'Leads'],
  ['Tickets', 'Tickets'],
  ['Dashboard', 'Dashboard'],
];
for (let run = 0; run < RUNS; run++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.request.post(`${base}/api/auth/register`, {
    data: {
      username: 'Bench',
      email: `bench.${Date.now()}.${run}@bench.local`,
      password: 'Bench123',
    },
  });
  const t0 = Date.now();
  await page.goto(`${base}/dashboard`);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  cold.push(Date.now() - t0);
  for (const pass of ['first', 'again'] as const) {
    for (const [link, heading] of ROUTE_CYCLE) {
      const t = Date.now();
      // The link's name carries its count badge ('Customers 4').
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: new RegExp(`^${link}(\\s|$)`) })
        .click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      (switches[link] ??= { first: [], again: [] })[pass].push(Date.now() - t);
    }
  }
  await context.close();
  log(`run ${run + 1}/${RUNS}: cold /dashboard ${cold.at(-1)} ms`);
}
await browser.close();
api.kill('SIGTERM');
await new Promise((r) => api.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });

const KB = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const sizes = remoteSizes();
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const md = [
  `# Frontend benchmark ${stamp}`,
  '',
  `Chromium ${browser.version()}, the production build served by the API on one port, ${RUNS} runs with an empty cache each (median).`,
  '',
  '| what | value |',
  '| --- | ---: |',
  `| shell JavaScript, gzip | ${KB(shellSize())} |`,
  ...Object.entries(sizes).map(
    ([name, size]) => `| ${name}: remoteEntry + ./App chunk, gzip | ${KB(size)} |`,
  ),
  `| cold load of /dashboard to its heading | ${median(cold)} ms |`,
  ...Object.entries(switches).map(
    ([link, s]) =>
      `| switch to ${link}: first time / again | ${median(s.first)} ms / ${median(s.again)} ms |`,
  ),
  '',
].join('\n');
mkdirSync(resolve(import.meta.dirname, 'reports'), { recursive: true });
writeFileSync(resolve(import.meta.dirname, 'reports', `frontend-${stamp}.md`), md);
writeFileSync(
  resolve(import.meta.dirname, 'reports', `frontend-${stamp}.json`),
  JSON.stringify({ runs: RUNS, cold, switches, sizes, shell: shellSize() }, null, 2),
);
console.log(md);
process.exit(0);
