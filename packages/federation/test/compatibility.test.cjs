// node --test: the compatibility rule, and scripts/release-remote.mjs refusing an incompatible
// version (run for real on fixture manifests in a scratch REMOTES_DIR).
const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const { mkdirSync, mkdtempSync, readFileSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { test } = require('node:test');
const { incompatibilities, majorOf } = require('../src/compatibility.cjs');
const { shellProvides } = require('../src/remote-version.cjs');

const repo = join(__dirname, '..', '..', '..');
const SHELL = { '@trellis/platform': '1.2.0', '@trellis/contracts': '1.0.0', react: '19.3.1' };

test('majors decide: a minor or patch difference is compatible, a major one is not', () => {
  assert.deepEqual(incompatibilities({ ...SHELL, react: '19.0.0' }, SHELL), []);
  assert.deepEqual(incompatibilities({ ...SHELL, '@trellis/platform': '1.9.4' }, SHELL), []);
  assert.deepEqual(
    incompatibilities({ ...SHELL, '@trellis/platform': '2.0.0', react: '18.3.1' }, SHELL),
    [
      { package: '@trellis/platform', builtAgainst: '2.0.0', provided: '1.2.0' },
      { package: 'react', builtAgainst: '18.3.1', provided: '19.3.1' },
    ],
  );
  // Below 1.0 a minor is a major.
  assert.equal(majorOf('0.3.1'), '0.3');
  assert.equal(
    incompatibilities({ '@trellis/contracts': '0.4.0' }, { '@trellis/contracts': '0.3.9' }).length,
    1,
  );
});

test('a manifest without the record (built before the check) is not refused', () => {
  assert.deepEqual(incompatibilities(undefined, SHELL), []);
  assert.deepEqual(incompatibilities({ react: '19.1.0' }, SHELL), []);
});

// A scratch registry and remotes directory holding two fixture versions of mf-customers.
const scratch = mkdtempSync(join(tmpdir(), 'trellis-release-'));
const env = {
  ...process.env,
  REMOTES_DIR: join(scratch, 'remotes'),
  REMOTES_MANIFEST: join(scratch, 'remotes.json'),
};
function fixtureVersion(version, builtAgainst) {
  const dir = join(env.REMOTES_DIR, 'mf-customers', version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: 'mf_customers', metaData: { name: 'mf_customers', builtAgainst } }),
  );
}
const releaseScript = (...args) =>
  spawnSync(process.execPath, [join(repo, 'scripts', 'release-remote.mjs'), ...args], {
    env,
    encoding: 'utf8',
  });
const registry = () => JSON.parse(readFileSync(env.REMOTES_MANIFEST, 'utf8'));

test('the release script refuses a version built against another platform major, and says why', () => {
  const provided = shellProvides();
  const nextMajor = `${Number(provided['@trellis/platform'].split('.')[0]) + 1}.0.0`;
  fixtureVersion('1.0.0-good', provided);
  fixtureVersion('2.0.0-ahead', { ...provided, '@trellis/platform': nextMajor });
  writeFileSync(
    env.REMOTES_MANIFEST,
    JSON.stringify({ mf_customers: '/remotes/mf-customers/1.0.0-good/mf-manifest.json' }),
  );

  const refused = releaseScript('mf-customers', '2.0.0-ahead');
  assert.equal(refused.status, 1);
  assert.match(
    refused.stderr,
    new RegExp(
      `Not releasing mf-customers 2\\.0\\.0-ahead: it was built against @trellis/platform ${nextMajor.replaceAll('.', '\\.')}, but the shell has ${provided['@trellis/platform'].replaceAll('.', '\\.')}`,
    ),
  );
  assert.equal(registry().mf_customers, '/remotes/mf-customers/1.0.0-good/mf-manifest.json');

  const released = releaseScript('mf-customers', '1.0.0-good');
  assert.equal(released.status, 0, released.stderr);
  assert.equal(registry().mf_customers, '/remotes/mf-customers/1.0.0-good/mf-manifest.json');
});

test('the release script refuses a React major the shell does not provide, and an unknown version', () => {
  fixtureVersion('1.0.0-react18', { ...shellProvides(), react: '18.3.1' });
  const refused = releaseScript('mf-customers', '1.0.0-react18');
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, /built against react 18\.3\.1, but the shell has 19\./);

  const unknown = releaseScript('mf-customers', '9.9.9-nope');
  assert.equal(unknown.status, 1);
  assert.match(unknown.stderr, /Built versions of mf-customers/);
  assert.match(unknown.stderr, /1\.0\.0-good/);
});
