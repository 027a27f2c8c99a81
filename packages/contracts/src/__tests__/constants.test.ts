import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { APP_ROUTES, REMOTE_MOUNTS, REMOTES, remoteNamed } from '../constants';

const SRC = join(import.meta.dirname, '..');

/** Every module a file loads at run time (type-only imports and re-exports are erased). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'([^']+)'/gms))
    found.push(m[1]!);
  for (const m of text.matchAll(/^import\s+'([^']+)'/gm)) found.push(m[1]!);
  return found;
}

function moduleGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const imports = file.endsWith('.json') ? [] : runtimeImports(file);
    graph.set(file, imports);
    for (const request of imports)
      if (request.startsWith('.')) {
        const base = join(dirname(file), request);
        visit(request.endsWith('.json') ? base : `${base}.ts`);
      }
  };
  visit(entry);
  return graph;
}

describe('@trellis/contracts/constants', () => {
  it('loads no zod, directly or through another module', () => {
    const graph = moduleGraph(join(SRC, 'constants.ts'));
    assert.ok(graph.size > 5, 'the scan follows the re-exports');
    const external = [...graph].flatMap(([file, imports]) =>
      imports.filter((r) => !r.startsWith('.')).map((r) => `${file.slice(SRC.length)}: ${r}`),
    );
    assert.deepEqual(external, []);
  });

  it('the scan would see zod where it is imported', () => {
    const graph = moduleGraph(join(SRC, 'index.ts'));
    assert.ok([...graph.values()].some((imports) => imports.includes('zod')));
  });
});

describe('the remotes registry', () => {
  it('names each remote by package, derives its federation name, and gives each a dev port', () => {
    assert.ok(REMOTES.length >= 5);
    for (const remote of REMOTES) {
      assert.match(remote.package, /^mf-[a-z]+$/);
      assert.equal(remote.federationName, remote.package.replaceAll('-', '_'));
    }
    assert.equal(new Set(REMOTES.map((r) => r.devPort)).size, REMOTES.length);
  });

  it('mounts every remote at top-level paths, never one path twice', () => {
    for (const { path } of REMOTE_MOUNTS) assert.match(path, /^\/[a-z0-9-]+$/);
    assert.equal(new Set(REMOTE_MOUNTS.map((m) => m.path)).size, REMOTE_MOUNTS.length);
    const shellPages = [APP_ROUTES.login, APP_ROUTES.profile, APP_ROUTES.changePassword, '/'];
    for (const page of shellPages)
      assert.ok(!REMOTE_MOUNTS.some((m) => m.path === page), `${page} stays the shell's`);
  });

  it('mounts the feature remotes at the paths the sidebar links to', () => {
    const named = new Set<string>(Object.values(APP_ROUTES));
    const design = ['mf_customers', 'mf_leads', 'mf_tickets', 'mf_engineers', 'mf_admin'];
    for (const { path } of REMOTE_MOUNTS.filter((m) => design.includes(m.remote)))
      assert.ok(named.has(path), `${path} is in APP_ROUTES`);
    assert.deepEqual(remoteNamed('mf_leads').mounts, ['/leads', '/lead']);
    // Each team's remote owns its domain's screens: payouts, attendance and leaves are the
    // engineers team's; receivables (what customers owe) the customers team's.
    // The home first; the registry's other mounts, then the screens the areas' descriptors give.
    assert.deepEqual(remoteNamed('mf_engineers').mounts, [
      '/engineers',
      '/debug-engineer',
      '/attendance',
      '/leaves',
      '/engineer-payout',
    ]);
    assert.deepEqual(remoteNamed('mf_customers').mounts, ['/customers', '/customer-receivable']);
    assert.equal(remoteNamed('mf_admin').mounts[0], '/dashboard');
    assert.throws(() => remoteNamed('mf_nope'), /No remote is named mf_nope/);
  });
});
