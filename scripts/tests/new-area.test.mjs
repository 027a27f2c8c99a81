// The generator's promise, kept by `npm test`: three areas generated into a throwaway copy of the
// checkout (one with a two-word name into another team's remote, one into a new remote that
// builds on its own) pass what a developer would run
// before editing them: types, lint and format, their contract, API and component tests, and the
// API tests that read every route (the permissions document, the audit declarations, the access
// rules). So the templates cannot drift from the code they copy. The generator only adds files
// (and registers a new remote): no hand-written file names a generated area, and removing its
// files (then regenerating the indexes) leaves the checkout as it was, passing the same checks.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, symlinkSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { join } from 'node:path';
import { root } from '../lib/log.mjs';
import { scratchCopy } from '../lib/new-area/scratch-copy.mjs';
import { typeCheckCommand } from '../lib/type-checker.mjs';

const AREAS = [
  { name: 'vehicle', plural: 'vehicles', asked: 'mf-admin', remote: 'mf-admin' },
  {
    name: 'service-contract',
    plural: 'service-contracts',
    asked: 'mf-engineers',
    remote: 'mf-engineers',
  },
  { name: 'truck', plural: 'trucks', asked: 'new:mf-fleet', remote: 'mf-fleet' },
];
const NEW_REMOTE = 'mf-fleet';
const REGISTRY = 'packages/contracts/src/remotes.json';

let copy;

// Without the runner's marker, so the test runners started here run their files.
const { NODE_TEST_CONTEXT: _runner, ...env } = process.env;

/** Runs a command in the copy; fails with its output. */
function run(cwd, command, ...args) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...env, FORCE_COLOR: '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout}${result.stderr}`;
  assert.equal(result.status, 0, `${command} ${args.join(' ')} failed:\n${output.slice(-6000)}`);
  return output;
}
const bin = (tool) => join(copy, 'node_modules', '.bin', tool);
/** The copy's files that differ from the checkout's commit: changed ones, and new ones. */
function differences() {
  const lines = run(copy, 'git', 'status', '--porcelain', '--untracked-files=all').split('\n');
  const of = (mark) => lines.filter((line) => line.startsWith(mark)).map((line) => line.slice(3));
  return { changed: of(' M'), added: of('??') };
}
/** What the generator may rewrite besides the files it adds: indexes and a generated document. */
const GENERATED = [
  'api/src/container.generated.ts',
  'docs/permissions.md',
  'mf-admin/src/screens.generated.ts',
  'mf-engineers/src/screens.generated.ts',
  'packages/contracts/src/area-contracts.generated.ts',
  'packages/contracts/src/areas.generated.ts',
];
const typeCheck = () => {
  // The generated area's bench rows are code too (bench/areas/).
  for (const project of [
    'tsconfig.frontend.json',
    'api/tsconfig.json',
    'e2e/tsconfig.json',
    'bench/tsconfig.json',
  ])
    run(copy, ...typeCheckCommand(copy), '-p', project);
};
const routeTests = ['permissions-doc', 'audit-declarations', 'access-matrix', 'protected-routes'];

describe('node scripts/new-area.mjs', () => {
  before(() => {
    copy = scratchCopy(root);
  });
  after(() => rmSync(copy, { recursive: true, force: true }));

  it('refuses a name that is not a kebab-case singular, and writes nothing', () => {
    const result = spawnSync(process.execPath, ['scripts/new-area.mjs', 'Vehicles!'], {
      cwd: copy,
      encoding: 'utf8',
    });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /kebab case/);
    assert.equal(run(copy, 'git', 'status', '--porcelain', '--untracked-files=all').trim(), '');
  });

  it('generates each area, formatted, and refuses to generate one twice', async () => {
    for (const { name, asked } of AREAS)
      run(copy, process.execPath, 'scripts/new-area.mjs', name, '--remote', asked);
    // What `pnpm install` gives the new remote: the packages a remote uses (never install in a
    // copy, whose store is the checkout's).
    symlinkSync(join(copy, 'mf-admin', 'node_modules'), join(copy, NEW_REMOTE, 'node_modules'));
    const again = spawnSync(process.execPath, ['scripts/new-area.mjs', 'vehicle'], {
      cwd: copy,
      encoding: 'utf8',
    });
    assert.notEqual(again.status, 0);
    assert.match(again.stderr, /exists already/);
    // No hand-written file was edited: the product's lists find the area through its descriptor.
    // The new remote's entry is the registry's only other change.
    assert.deepEqual(differences().changed.sort(), [...GENERATED, REGISTRY].sort());
    const registry = JSON.parse(readFileSync(join(copy, REGISTRY), 'utf8'));
    assert.deepEqual(registry.at(-1), {
      package: NEW_REMOTE,
      federationName: 'mf_fleet',
      devPort: 3006,
      mounts: [],
    });
    const contracts = (file) =>
      tsImport(pathToFileURL(join(copy, 'packages/contracts/src', file)).href, import.meta.url);
    const { REMOTES } = await contracts('remotes.ts');
    const { AREA_SIDEBAR_ENTRIES, AREA_AUDIT_AREAS } = await contracts('areas.ts');
    assert.ok(AREA_SIDEBAR_ENTRIES.some((e) => e.label === 'Service Contracts'));
    assert.ok(AREA_AUDIT_AREAS.some((a) => a.entity === 'service_contract'));
    // Each screen is in its remote's folder, mounted there, and found by its screens index.
    for (const { plural, remote } of AREAS) {
      assert.ok(REMOTES.find((r) => r.package === remote).mounts.includes(`/${plural}`));
      const screens = readFileSync(join(copy, remote, 'src/screens.generated.ts'), 'utf8');
      assert.match(screens, new RegExp(`'/${plural}': lazy`));
    }
    const unknown = spawnSync(
      process.execPath,
      ['scripts/new-area.mjs', 'boat', '--remote', 'mf-nope'],
      { cwd: copy, encoding: 'utf8' },
    );
    assert.notEqual(unknown.status, 0);
    assert.match(unknown.stderr, /--remote must be one of/);
    const taken = spawnSync(
      process.execPath,
      ['scripts/new-area.mjs', 'boat', '--remote', 'new:mf-admin'],
      { cwd: copy, encoding: 'utf8' },
    );
    assert.notEqual(taken.status, 0);
    assert.match(taken.stderr, /mf-admin exists already/);
  });

  it('builds and releases the new remote on its own', () => {
    const remote = join(copy, NEW_REMOTE);
    const output = run(
      remote,
      join(remote, 'node_modules', '.bin', 'webpack'),
      '--mode',
      'production',
    );
    assert.match(output, /\[federation\] mf-fleet 1\.0\.0-\d+ released/);
  });

  it('type-checks the shell, the remotes, the packages, the API, e2e and the benches', typeCheck);

  it('passes lint and format', () => {
    const changed = run(copy, 'git', 'status', '--porcelain', '--untracked-files=all')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
    assert.ok(changed.length > 40, `${changed.length} files written or changed`);
    const code = changed.filter((file) => /\.(ts|tsx|mjs)$/.test(file));
    run(copy, bin('eslint'), '--max-warnings=0', ...code);
    run(copy, bin('prettier'), '--check', '--log-level=warn', ...changed);
  });

  it('passes its contract tests', () => {
    const tests = AREAS.map(({ name }) => `src/__tests__/${name}.test.ts`);
    run(join(copy, 'packages/contracts'), process.execPath, '--import', 'tsx', '--test', ...tests);
  });

  it('passes its API tests and the tests that read every route', () => {
    const output = run(
      join(copy, 'api'),
      process.execPath,
      '--import',
      'tsx',
      'test/run.ts',
      ...AREAS.map(({ plural }) => `test/${plural}/`),
      ...routeTests,
    );
    assert.match(output, /^ℹ fail 0$/m);
    assert.match(output, /vehicles: list, create, read, update, delete/);
    assert.match(output, /service contracts: list, create, read, update, delete/);
    assert.match(output, /trucks: list, create, read, update, delete/);
  });

  it('passes its component tests, the remote mounting every page and the sidebar', () => {
    const output = run(
      copy,
      bin('jest'),
      '--ci',
      ...AREAS.map(({ plural, remote }) => `${remote}/src/pages/__tests__/${plural}-page.test.tsx`),
      ...AREAS.map(({ remote }) => `${remote}/src/__tests__/app.test.tsx`),
      'shell/src/layout/__tests__/app-layout.test.tsx',
    );
    assert.match(output, /Test Suites: 7 passed, 7 total/);
  });

  it('is removed by removing its files and regenerating the indexes, and the checks still pass', () => {
    // A migration stays: a database that ran it keeps its history (a later one drops the table).
    const owned = differences().added.filter((file) => !file.startsWith('api/db/migrations/'));
    for (const file of owned) rmSync(join(copy, file));
    // A remote goes with its folder and its entry in the registry.
    rmSync(join(copy, NEW_REMOTE), { recursive: true, force: true });
    run(copy, 'git', 'checkout', '--', REGISTRY);
    run(copy, process.execPath, 'scripts/generate-indexes.mjs');
    // One run: the permissions table rewritten from the routes, and the tests that read them.
    const output = run(
      join(copy, 'api'),
      'env',
      'WRITE_PERMISSIONS_DOC=1',
      process.execPath,
      '--import',
      'tsx',
      'test/run.ts',
      ...routeTests,
    );
    assert.match(output, /^ℹ fail 0$/m);
    const left = differences();
    assert.deepEqual(left.changed, []);
    assert.ok(
      left.added.every((file) => file.startsWith('api/db/migrations/')),
      left.added.join(),
    );
    // Nothing but the kept migrations differs from the checkout, whose own stages check the
    // frontend: the API, which compiles those migrations, is what is left to check here.
    run(copy, ...typeCheckCommand(copy), '-p', 'api/tsconfig.json');
  });
});
