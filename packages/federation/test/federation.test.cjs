// node --test: the shared policy, version names, the remotes registry and the registry update of
// a remote build.
const assert = require('node:assert/strict');
const { existsSync, mkdtempSync, readFileSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { test } = require('node:test');

const scratch = mkdtempSync(join(tmpdir(), 'trellis-federation-'));
process.env.REMOTES_MANIFEST = join(scratch, 'remotes.json');
process.env.REMOTES_DIR = join(scratch, 'remotes');

const { createHostConfig, createRemoteConfig, sharedSingletons } = require('../src/index.cjs');
const { newVersion, release } = require('../src/remote-version.cjs');
const { REMOTES, remoteByPackage } = require('../src/remotes.cjs');
const { sharedAliases, surfaceExports, SHARED_SURFACES } = require('../src/shared.cjs');
const { uiChunkMap } = require('../src/ui-chunks.cjs');
const { platformCacheGroup } = require('../src/platform-chunks.cjs');

const repo = join(__dirname, '..', '..', '..');
const shellDir = join(repo, 'shell');
const leadsDir = join(repo, 'mf-leads');

test('every shared package is a lazy singleton with the installed version required', () => {
  const shared = sharedSingletons(shellDir);
  for (const key of [
    'react',
    'react/',
    'react-dom',
    'react-dom/',
    'react-router',
    'styled-components',
    'zustand',
    '@tanstack/react-query',
    '@trellis/platform',
    '@trellis/platform/core',
    '@trellis/ui/theme',
    '@trellis/ui/basics',
    '@trellis/ui/forms',
    '@trellis/contracts',
  ])
    assert.ok(shared[key], `${key} is shared`);
  // @trellis/ui is shared by entry point, so an app loads only the entries it imports.
  assert.equal(shared['@trellis/ui'], undefined);
  // The platform's other entry points are for tests and a remote's own dev host, never shared.
  assert.equal(shared['@trellis/platform/testing'], undefined);
  assert.equal(shared['@trellis/platform/dev-host'], undefined);
  const ui = JSON.parse(readFileSync(join(repo, 'packages', 'ui', 'package.json'), 'utf8'));
  assert.equal(shared['@trellis/ui/lists'].requiredVersion, ui.version);
  // react-router 7 is the router; react-router-dom would only be a second name for it.
  assert.equal(shared['react-router-dom'], undefined);
  const react = JSON.parse(
    readFileSync(require.resolve('react/package.json', { paths: [shellDir] }), 'utf8'),
  );
  assert.deepEqual(shared.react, {
    singleton: true,
    eager: false,
    strictVersion: false,
    version: react.version,
    requiredVersion: `^${react.version}`,
  });
});

test("the shell's chunks: what start-up uses of ui and the platform apart from the rest", () => {
  const ui = uiChunkMap();
  const uiChunk = (file) => ui.get(join(repo, 'packages', 'ui', 'src', file));
  // The button is in basics, controls and the dialogs: it goes with start-up's basics.
  assert.equal(uiChunk('components/button.tsx'), 'basics');
  assert.equal(uiChunk('components/alert.tsx'), 'controls');
  assert.equal(uiChunk('components/modal.tsx'), 'dialogs');
  const platform = platformCacheGroup();
  const platformChunk = (file) => {
    const module = { nameForCondition: () => join(repo, 'packages', 'platform', 'src', file) };
    return platform.test(module) ? platform.name(module) : null;
  };
  assert.equal(platformChunk('session/session-store.ts'), 'platform-core');
  assert.equal(platformChunk('realtime/realtime-client.ts'), 'platform-core');
  assert.equal(platformChunk('query-client.ts'), 'platform');
  assert.equal(platformChunk('testing/fixtures.ts'), null);
});

test('react-router is shared as its declared surface, under the installed version', () => {
  const shared = sharedSingletons(shellDir)['react-router'];
  const installed = JSON.parse(
    readFileSync(require.resolve('react-router/package.json', { paths: [shellDir] }), 'utf8'),
  );
  assert.equal(shared.import, SHARED_SURFACES['react-router'].facade);
  assert.equal(shared.version, installed.version);
  assert.equal(shared.requiredVersion, `^${installed.version}`);
  const names = surfaceExports('react-router');
  for (const name of ['BrowserRouter', 'Routes', 'Route', 'Navigate', 'useNavigate', 'NavLink'])
    assert.ok(names.includes(name), `${name} is provided`);
  assert.ok(!names.includes('createBrowserRouter'), 'data routers are not');
  const [alias, target] = Object.entries(sharedAliases(shellDir))[0];
  assert.equal(alias, '@trellis/react-router-implementation$');
  assert.match(target, /react-router\/dist\/\w+\/index\.mjs$/);
  assert.ok(existsSync(target));
});

test('a remote version is <package version>-<UTC YYYYMMDDHHmmss>, unless REMOTE_VERSION says otherwise', () => {
  assert.equal(newVersion('1.2.3', new Date('2026-11-22T19:05:09.123Z')), '1.2.3-20261122190509');
  process.env.REMOTE_VERSION = 'hotfix-1';
  assert.equal(newVersion('1.2.3'), 'hotfix-1');
  delete process.env.REMOTE_VERSION;
});

test('releasing a remote re-points its own entry and leaves the others alone', () => {
  writeFileSync(
    process.env.REMOTES_MANIFEST,
    JSON.stringify({ mf_admin: '/remotes/mf-admin/a/mf-manifest.json' }),
  );
  release('mf_leads', 'mf-leads', '1.0.0-20261122190000');
  assert.deepEqual(JSON.parse(readFileSync(process.env.REMOTES_MANIFEST, 'utf8')), {
    mf_admin: '/remotes/mf-admin/a/mf-manifest.json',
    mf_leads: '/remotes/mf-leads/1.0.0-20261122190000/mf-manifest.json',
  });
});

test('every remote in the registry is a folder of that package with the standard config', () => {
  for (const remote of REMOTES) {
    const dir = join(repo, remote.package);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    assert.equal(pkg.name, remote.package);
    assert.ok(existsSync(join(dir, 'src', 'app.tsx')), `${remote.package} has src/app.tsx`);
    const config = require(join(dir, 'webpack.config.cjs'))({}, { mode: 'development' });
    const mf = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
    assert.equal(mf._options.name, remote.federationName);
    assert.equal(config.devServer.port, remote.devPort);
  }
  assert.throws(
    () => remoteByPackage('mf-nope'),
    /add it to packages\/contracts\/src\/remotes\.json/,
  );
});

test('host and remote configs follow the toolchain pins', () => {
  const host = createHostConfig({ dir: shellDir });
  assert.equal(host.output.publicPath, '/');
  assert.equal(host.output.filename, '[name].js');
  assert.match(host.output.chunkFilename, /contenthash/);
  const hostMf = host.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  assert.deepEqual(hostMf._options.remotes, {});
  assert.equal(hostMf._options.shareStrategy, 'loaded-first');
  assert.ok(host.plugins.some((p) => p.constructor.name === 'SharedSurfacePlugin'));
  assert.ok(host.plugins.some((p) => p.constructor.name === 'ChunkGraphPlugin'));

  process.env.REMOTE_VERSION = '9.9.9-test';
  const remote = createRemoteConfig({ dir: leadsDir });
  delete process.env.REMOTE_VERSION;
  assert.equal(remote.output.publicPath, 'auto');
  assert.equal(remote.output.path, join(process.env.REMOTES_DIR, 'mf-leads', '9.9.9-test'));
  assert.equal(remote.output.uniqueName, 'mf_leads');
  const mf = remote.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  assert.equal(mf._options.name, 'mf_leads');
  assert.deepEqual(Object.keys(mf._options.exposes), ['./App']);
  assert.equal(mf._options.dts, false);
  // The manifest records what the remote was built against, for the compatibility check.
  const stats = mf._options.manifest.additionalData({ stats: { metaData: {} } });
  assert.deepEqual(Object.keys(stats.metaData.builtAgainst).sort(), [
    '@trellis/contracts',
    '@trellis/platform',
    'react',
  ]);
  assert.match(stats.metaData.builtAgainst.react, /^\d+\.\d+\.\d+/);
  assert.ok(remote.plugins.some((p) => p.constructor.name === 'SharedSurfacePlugin'));
  assert.ok(remote.resolve.alias['@trellis/react-router-implementation$']);
});
