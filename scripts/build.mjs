// Builds the shell and the five remotes one at a time (2 cores: parallel webpack runs only fight).
//   node scripts/build.mjs                 everything
//   node scripts/build.mjs --only mf-leads one app (repeatable)
//   node scripts/build.mjs --if-stale      only apps whose sources changed since their last build
//   node scripts/build.mjs --missing       also every app that has no build at all
//   node scripts/build.mjs --no-release    build remotes without releasing them (to preview first)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fail, root, step } from './lib/log.mjs';
import { ensureDependencies, runPnpm } from './lib/pnpm.mjs';

// The remotes come from their registry (plain JSON: readable before dependencies are installed).
const REMOTES = JSON.parse(
  readFileSync(join(root, 'packages', 'contracts', 'src', 'remotes.json'), 'utf8'),
);
const APPS = [
  { dir: 'shell' },
  ...REMOTES.map((r) => ({ dir: r.package, federation: r.federationName })),
];
// Where remote builds put their versions and registry (the same variables the API reads).
const REMOTES_DIR = resolve(root, process.env.REMOTES_DIR ?? 'dist/remotes');
const REGISTRY = resolve(root, process.env.REMOTES_MANIFEST ?? 'dist/remotes.json');
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
const missing = args.includes('--missing');
const noRelease = args.includes('--no-release');

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
  if (!existsSync(REGISTRY)) return 0;
  const url = JSON.parse(readFileSync(REGISTRY, 'utf8'))[app.federation];
  // Released from another origin: that host has its build, so this checkout leaves it alone.
  if (/^https?:\/\//.test(url ?? '')) return Infinity;
  const manifest = url?.startsWith('/remotes/') && join(REMOTES_DIR, url.slice('/remotes/'.length));
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
const todo = [
  ...(ifStale ? selected.filter(isStale) : selected),
  ...(missing ? APPS.filter((a) => !selected.includes(a) && builtAt(a) === 0) : []),
];
if (todo.length === 0) {
  step('Every app is up to date; nothing to build');
  process.exit(0);
}

const started = Date.now();
for (const [index, app] of todo.entries()) {
  const t0 = Date.now();
  step(`Building ${app.dir} (${index + 1}/${todo.length})`);
  const env = noRelease ? { ...process.env, REMOTE_RELEASE: 'false' } : process.env;
  if (runPnpm(['--silent', '--filter', app.dir, 'build'], { env }) !== 0)
    fail(`Building ${app.dir} failed (see above).`);
  step(`Built ${app.dir} in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
}
step(`Built ${todo.length} app(s) in ${((Date.now() - started) / 1000).toFixed(1)}s`);
