// Frontend benchmark: bundle sizes, cold load of /dashboard and route switches between remotes,
// measured in Chromium against the built product served as `npm start` serves it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { remoteSizes, shellSize, shellStartupSize } from '../scripts/bundle-sizes.mjs';
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium-launch';
import { BOARD_ENGINEERS, measureBoard, seedBoard } from './board-drag';
import { firstScreenOf, noteFirstScreen } from './first-screen';

const root = resolve(import.meta.dirname, '..');
const PORT = 8190;
const PG_PORT = 54391;
const base = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const dataDir = resolve(root, '.data', 'bench-frontend');
const log = (m: string) => console.log(`[bench] ${m}`);

rmSync(dataDir, { recursive: true, force: true });
// BENCH_API_DIR runs another checkout's API (e.g. while this tree's API is mid-change); it serves
// this tree's build either way, or BENCH_WEB_DIR's shell build (an A/B against another build).
const webDir = resolve(process.env.BENCH_WEB_DIR ?? resolve(root, 'shell', 'dist'));
const ownShell = webDir === resolve(root, 'shell', 'dist');
const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: resolve(process.env.BENCH_API_DIR ?? resolve(root, 'api')),
  stdio: 'ignore',
  env: {
    ...process.env,
    WEB_DIR: webDir,
    // The bench's own install: whoever registers works as an Admin, as no approver is around.
    DEFAULT_ROLE: 'Admin',
    REMOTES_DIR: resolve(root, process.env.REMOTES_DIR ?? 'dist/remotes'),
    REMOTES_MANIFEST: resolve(root, process.env.REMOTES_MANIFEST ?? 'dist/remotes.json'),
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(PG_PORT),
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

const browser = await chromium.launch(CHROMIUM_LAUNCH);
// The first screen's targets: a cold /dashboard within 1.8 × a cold /login, on at most 250 KB.
const DASHBOARD_TARGET_RATIO = 1.8;
const DASHBOARD_JS_TARGET_KB = 250;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// The JavaScript a page asked for until its first screen showed, sized as the budgets size it
// (gzip -9 of the file on disk): the shell's files from shell/dist, the remotes' from REMOTES_DIR.
const remotesDir = resolve(root, process.env.REMOTES_DIR ?? 'dist/remotes');
interface JsDownload {
  files: number;
  shell: number;
  remotes: number;
  list: { path: string; gzip: number }[];
}
function sizeJs(paths: string[]): JsDownload {
  const list = [...new Set(paths)].map((path) => {
    const file = path.startsWith('/remotes/')
      ? resolve(remotesDir, path.slice('/remotes/'.length))
      : resolve(webDir, path.slice(1));
    return {
      path,
      gzip: existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0,
    };
  });
  const sum = (remote: boolean) =>
    list.filter((f) => f.path.startsWith('/remotes/') === remote).reduce((n, f) => n + f.gzip, 0);
  return { files: list.length, shell: sum(false), remotes: sum(true), list };
}

const cold: number[] = [];
let dashboardJs: JsDownload | undefined;
let loginJs: JsDownload | undefined;
const coldLogin: number[] = [];
const switches: Record<string, { first: number[]; again: number[] }> = {};
// BENCH_ROUTES=Leads,Dashboard limits the switches to some links (the report says which).
const onlyRoutes = process.env.BENCH_ROUTES?.split(',').map((r) => r.trim());
const ROUTE_CYCLE: [link: string, heading: string][] = (
  [
    ['Customers', 'Customers'],
    ['Engineers', 'Engineers'],
    ['Leads', 'Leads'],
    ['Tickets', 'Tickets'],
    ['Dashboard', 'Dashboard'],
  ] as [string, string][]
).filter(([link]) => !onlyRoutes || onlyRoutes.includes(link));
for (let run = 0; run < RUNS; run++) {
  const context = await browser.newContext();
  await noteFirstScreen(context, 'h1', 'Dashboard');
  const page = await context.newPage();
  await page.request.post(`${base}/api/auth/register`, {
    data: {
      username: 'Bench',
      email: `bench.${Date.now()}.${run}@bench.local`,
      password: 'Bench123',
    },
  });
  await page.goto(`${base}/dashboard`);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  const dashboard = await firstScreenOf(page);
  cold.push(dashboard.at);
  dashboardJs ??= sizeJs(dashboard.scripts);
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

  // A visitor without a session: the sign-in form.
  const anonymous = await browser.newContext();
  await noteFirstScreen(anonymous, 'form[aria-label="Sign in"]');
  const loginPage = await anonymous.newPage();
  await loginPage.goto(`${base}/login`);
  await loginPage.getByRole('form', { name: 'Sign in' }).waitFor();
  const login = await firstScreenOf(loginPage);
  coldLogin.push(login.at);
  loginJs ??= sizeJs(login.scripts);
  await anonymous.close();
  log(
    `run ${run + 1}/${RUNS}: cold /dashboard ${cold.at(-1)} ms, cold /login ${coldLogin.at(-1)} ms`,
  );
}

// The dispatch board at 100 engineers × 14 days: a cold load, then a card dragged down it.
await seedBoard(`postgres://trellis:trellis@127.0.0.1:${PG_PORT}/trellis`);
const BOARD_RUNS = 3;
const boardLoads: number[] = [];
const boardFrames: number[] = [];
for (let run = 0; run < BOARD_RUNS; run++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.request.post(`${base}/api/auth/register`, {
    data: {
      username: 'Board',
      email: `board.${Date.now()}.${run}@bench.local`,
      password: 'Bench123',
    },
  });
  const { load, frames } = await measureBoard(page, base);
  boardLoads.push(load);
  boardFrames.push(...frames);
  log(
    `board run ${run + 1}/${BOARD_RUNS}: ${load} ms to ${BOARD_ENGINEERS} rows, ${frames.length} frames while dragging`,
  );
  await context.close();
}
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

await browser.close();
api.kill('SIGTERM');
await new Promise((r) => api.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });

const KB = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ratio = (ms: number) => (ms / median(coldLogin)).toFixed(2);
const sizes = remoteSizes();
const startup = ownShell ? shellStartupSize() : null;
const downloads = (what: string, d: JsDownload) =>
  `| JavaScript requested before ${what} showed, gzip | ${KB(d.shell + d.remotes)} in ${d.files} files (shell ${KB(d.shell)}, remotes ${KB(d.remotes)}) |`;
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const md = [
  `# Frontend benchmark ${stamp}`,
  '',
  `Chromium ${browser.version()}, the production build served by the API on one port, ${RUNS} runs with an empty cache each (median). Cold loads are timed by the page itself, from navigation start to the moment the heading or form enters the DOM, and count the JavaScript requested before that moment; switches and the board are timed from the test's click.${onlyRoutes ? ` Route switches limited to ${onlyRoutes.join(', ')} (BENCH_ROUTES).` : ''}`,
  '',
  '| what | value |',
  '| --- | ---: |',
  ...(ownShell
    ? [
        `| shell start-up JavaScript (dist/shell-chunks.json), gzip | ${KB(startup!)} |`,
        `| all of the shell's JavaScript, gzip | ${KB(shellSize())} |`,
      ]
    : [`| shell build served | ${webDir} |`]),
  ...Object.entries(sizes).map(
    ([name, size]) => `| ${name}: remoteEntry + ./App chunk, gzip | ${KB(size)} |`,
  ),
  `| cold load of /login to its form (the unit of the ratios below) | ${median(coldLogin)} ms |`,
  downloads('/login', loginJs!),
  `| cold load of /dashboard to its heading | ${median(cold)} ms (${ratio(median(cold))} × cold /login; target ≤ ${DASHBOARD_TARGET_RATIO}: ${median(cold) / median(coldLogin) <= DASHBOARD_TARGET_RATIO ? 'met' : 'NOT MET'}) |`,
  `${downloads('/dashboard', dashboardJs!).slice(0, -2)}; target ≤ ${DASHBOARD_JS_TARGET_KB} KB: ${dashboardJs!.shell + dashboardJs!.remotes <= DASHBOARD_JS_TARGET_KB * 1024 ? 'met' : 'NOT MET'} |`,
  ...Object.entries(switches).map(
    ([link, s]) =>
      `| switch to ${link}: first time / again | ${median(s.first)} ms (${ratio(median(s.first))} × cold /login) / ${median(s.again)} ms |`,
  ),
  `| dispatch board, ${BOARD_ENGINEERS} engineers × 14 days, cold load to every row (${BOARD_RUNS} runs) | ${median(boardLoads)} ms (${ratio(median(boardLoads))} × cold /login) |`,
  `| frame interval while dragging a card over that board: median / 95th percentile / longest | ${median(boardFrames).toFixed(1)} / ${percentile(boardFrames, 0.95).toFixed(1)} / ${Math.max(...boardFrames).toFixed(1)} ms (${boardFrames.length} frames; ${boardFrames.filter((f) => f > 50).length} over 50 ms) |`,
  '',
].join('\n');
mkdirSync(resolve(import.meta.dirname, 'reports'), { recursive: true });
writeFileSync(resolve(import.meta.dirname, 'reports', `frontend-${stamp}.md`), md);
writeFileSync(
  resolve(import.meta.dirname, 'reports', `frontend-${stamp}.json`),
  JSON.stringify(
    {
      runs: RUNS,
      cold,
      coldLogin,
      switches,
      boardLoads,
      boardFrames,
      sizes,
      shell: ownShell ? shellSize() : null,
      shellStartup: startup,
      webDir,
      dashboardJs,
      loginJs,
    },
    null,
    2,
  ),
);
console.log(md);
process.exit(0);
