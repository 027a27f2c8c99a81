// Runs the API integration suite against a real PostgreSQL: DATABASE_URL's server when set,
// otherwise an embedded one in .data/pg-test. A migrated template database is made once; each
// test file clones it, so files are isolated and can run in parallel.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { freePort } from './helpers/free-port';
import { createDb, ensureDatabase, migrate, withDatabase } from '../src/db/database';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';

function findTests(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return findTests(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
}

const here = import.meta.dirname;

// Every test file in a process of its own paid about 2 s before its first test (start-up,
// loading the API, the first app's schema compilation), about half the suite's CPU. Files run
// in a few processes instead, each importing its share: a file's suites still run one after
// another with their own databases, and the two processes at a time keep both cores busy.
const PROCESSES = 6;
const groupsDir = resolve(here, '..', '..', '.data', `api-test-groups-${process.pid}`);

/** The files split by size into PROCESSES entry files that import them (one file: itself). */
function groupFiles(paths: string[]): string[] {
  if (paths.length <= 1) return paths;
  const groups = Array.from({ length: Math.min(PROCESSES, paths.length) }, () => ({
    size: 0,
    files: [] as string[],
  }));
  const bySize = paths.map((path) => ({ path, size: statSync(path).size }));
  for (const file of bySize.sort((a, b) => b.size - a.size || a.path.localeCompare(b.path))) {
    const lightest = groups.reduce((min, g) => (g.size < min.size ? g : min));
    lightest.size += file.size;
    lightest.files.push(file.path);
  }
  mkdirSync(groupsDir, { recursive: true });
  return groups.map((group, index) => {
    const entry = join(groupsDir, `group-${index + 1}.test.ts`);
    const imports = group.files.sort().map((f) => `import ${JSON.stringify(f)};`);
    writeFileSync(entry, `${imports.join('\n')}\n`);
    return entry;
  });
}
const filter = process.argv.slice(2);
const files = findTests(here)
  .filter((f) => filter.length === 0 || filter.some((p) => f.includes(p)))
  .sort();

/**
 * The shared .data/pg-test keeps initdb out of every run. But when another run is using it (its
 * postmaster is alive and still has its parent), this run takes a private directory instead of
 * stopping that run's database; an orphan left by a killed run is cleared as before.
 */
function testDataDir(): { dir: string; private: boolean } {
  const shared = resolve(here, '..', '..', '.data', 'pg-test');
  try {
    const pid = Number(readFileSync(join(shared, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid > 1) return { dir: `${shared}-${process.pid}`, private: true };
  } catch {
    // No pid file, or its process is gone: the shared directory is free.
  }
  return { dir: shared, private: false };
}

const dataDir = testDataDir();
const embedded = process.env.DATABASE_URL
  ? null
  : await startEmbeddedPostgres({ dataDir: dataDir.dir, port: await freePort() });
const adminUrl = process.env.DATABASE_URL ?? embedded!.url;
const template = `trellis_test_template_${process.pid}`;
await ensureDatabase(adminUrl, template);
const templateDb = createDb(withDatabase(adminUrl, template));
await migrate(templateDb);
await templateDb.destroy();

const child = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=2',
    // A test that waits for what never comes fails by its name instead of holding the run.
    '--test-timeout=180000',
    // A file's process ends once its tests have, whatever a closed app left behind (a timer, a
    // socket): otherwise the whole run waits for it, silently, for as long as it is left.
    '--test-force-exit',
    '--test-reporter=spec',
    ...groupFiles(files),
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, TEST_ADMIN_DATABASE_URL: adminUrl, TEST_TEMPLATE_DATABASE: template },
  },
);
const code: number = await new Promise((ok) => child.on('exit', (c) => ok(c ?? 1)));

// Drop what this run created, so a shared DATABASE_URL server is left as it was found.
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const { rows } = await admin.query<{ datname: string }>(
  "select datname from pg_database where datname like 'trellis_test_%'",
);
for (const { datname } of rows) {
  if (datname === template || datname.startsWith(`trellis_test_${process.pid}_`) || !embedded) {
    if (datname.startsWith('trellis_test_'))
      await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => {});
  }
}
await admin.end();
rmSync(groupsDir, { recursive: true, force: true });
await embedded?.stop();
if (embedded && dataDir.private) rmSync(dataDir.dir, { recursive: true, force: true });
process.exit(code);
