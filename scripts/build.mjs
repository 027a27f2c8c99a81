// Builds the shell and the five remotes one at a time (2 cores: parallel webpack runs only fight).
//   node scripts/build.mjs                 everything
//   node scripts/build.mjs --only mf-leads one app (repeatable)
//   node scripts/build.mjs --if-stale      only apps whose sources changed since their last build
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fail, root, step } from './lib/log.mjs';
import { ensureDependencies, pnpmCommand } from './lib/pnpm.mjs';

const APPS = [
  { dir: 'shell' },
  { dir: 'mf-customers', federation: 'mf_customers' },
  { dir: 'mf-leads', federation: 'mf_leads' },
  { dir: 'mf-tickets', federation: 'mf_tickets' },
  { dir: 'mf-engineers', federation: 'mf_engineers' },
  { dir: 'mf-admin', federation: 'mf_admin' },
];
const SHARED_INPUTS = [
  'packages/contracts/src',
  'packages/platform/src',
  'packages/ui/src',
  'packages/federation/src',
  'pnpm-lock.yaml',
];
const SKIP = new Set(['node_modules', 'dist', 'dist-dev', '__tests__']);

const args = process.argv.slice(2);
const only = args.flatMap((a, i) => (a === '--only' ? [args[i + 1]] : []));
const ifStale = args.includes('--if-stale');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((name) => !SKIP.has(name))
    .reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** When the app's current build was made, or 0 when there is none. */
function builtAt(app) {
  if (!app.federation) {
    const index = join(root, 'shell', 'dist', 'index.html');
    return existsSync(index) ? statSync(index).mtimeMs : 0;
  }
  const registry = join(root, 'dist', 'remotes.json');
  if (!existsSync(registry)) return 0;
  const url = JSON.parse(readFileSync(registry, 'utf8'))[app.federation];
  const manifest = url && join(root, 'dist', url);
  return manifest && existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
}

function isStale(app) {
  const inputs = Math.max(
    newestMtime(join(root, app.dir)),
    ...SHARED_INPUTS.map((p) => newestMtime(join(root, p))),
  );
  return inputs > builtAt(app);
}

try {
  ensureDependencies();
} catch (error) {
  fail(error.message);
}

const unknown = only.filter((name) => !APPS.some((a) => a.dir === name));
if (unknown.length)
  fail(`Unknown app: ${unknown.join(', ')}. Apps: ${APPS.map((a) => a.dir).join(', ')}`);

const selected = APPS.filter((a) => only.length === 0 || only.includes(a.dir));
const todo = ifStale ? selected.filter(isStale) : selected;
if (todo.length === 0) {
  step('Every app is up to date; nothing to build');
  process.exit(0);
}

const [cmd, ...pre] = pnpmCommand();
const started = Date.now();
for (const [index, app] of todo.entries()) {
  const t0 = Date.now();
  step(`Building ${app.dir} (${index + 1}/${todo.length})`);
  const result = spawnSync(cmd, [...pre, '--silent', '--filter', app.dir, 'build'], {
    stdio: 'inherit',
    cwd: root,
  });
  if (result.status !== 0) fail(`Building ${app.dir} failed (see above).`);
  step(`Built ${app.dir} in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
}
step(`Built ${todo.length} app(s) in ${((Date.now() - started) / 1000).toFixed(1)}s`);
