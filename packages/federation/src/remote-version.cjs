const { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { dirname, join, resolve } = require('node:path');
const { REPO_ROOT } = require('./common-config.cjs');
const { installedVersion } = require('./shared.cjs');
const {
  CHECKED_PACKAGES,
  builtAgainstOf,
  describeIncompatibilities,
  incompatibilities,
} = require('./compatibility.cjs');

// The same variables (and defaults) the API serves them from.
const REMOTES_DIR = resolve(REPO_ROOT, process.env.REMOTES_DIR ?? 'dist/remotes');
const REGISTRY = resolve(REPO_ROOT, process.env.REMOTES_MANIFEST ?? 'dist/remotes.json');

/** `<package version>-<UTC YYYYMMDDHHmmss>`, unless REMOTE_VERSION says otherwise. */
function newVersion(packageVersion, now = new Date()) {
  if (process.env.REMOTE_VERSION) return process.env.REMOTE_VERSION;
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${packageVersion}-${stamp}`;
}

/** The registry entry of a version: a path on the shell's origin, or a URL on `origin`. */
function manifestUrl(packageName, version, origin = '') {
  return `${origin}/remotes/${packageName}/${version}/mf-manifest.json`;
}

/** Where a built version's manifest is on this machine. */
function manifestPath(packageName, version) {
  return join(REMOTES_DIR, packageName, version, 'mf-manifest.json');
}

function readRegistry() {
  return existsSync(REGISTRY) ? JSON.parse(readFileSync(REGISTRY, 'utf8')) : {};
}

/** Points one federation name at a version; the other entries are left as they are. */
function release(federationName, packageName, version, { origin = '' } = {}) {
  const registry = readRegistry();
  registry[federationName] = manifestUrl(packageName, version, origin);
  mkdirSync(dirname(REGISTRY), { recursive: true });
  // Write then rename, so a server reading the registry never sees half a file.
  const temporary = `${REGISTRY}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temporary, REGISTRY);
  return registry;
}

/** What an app in `appDir` builds against: the versions the compatibility rule compares. */
function builtAgainst(appDir) {
  return Object.fromEntries(CHECKED_PACKAGES.map((name) => [name, installedVersion(appDir, name)]));
}

/** What this checkout's shell provides to the remotes it mounts. */
function shellProvides() {
  return builtAgainst(join(REPO_ROOT, 'shell'));
}

/** Why a version with this manifest must not be released, or null when it may be. */
function releaseRefusal(manifest, provided = shellProvides()) {
  const problems = incompatibilities(builtAgainstOf(manifest), provided);
  return problems.length ? describeIncompatibilities(problems) : null;
}

/**
 * After a production build, release what was just built, unless REMOTE_RELEASE=false (a
 * version to preview first) or it was built against packages the shell does not provide.
 */
class ReleaseRemotePlugin {
  constructor(options) {
    this.options = options;
  }
  apply(compiler) {
    compiler.hooks.done.tap('ReleaseRemotePlugin', (stats) => {
      if (stats.hasErrors()) return;
      const { federationName, packageName, version } = this.options;
      if (process.env.REMOTE_RELEASE === 'false') {
        console.log(
          `[federation] ${packageName} ${version} built, not released: preview it with ?remotes=${federationName}@${version}, release it with node scripts/release-remote.mjs ${packageName} ${version}`,
        );
        return;
      }
      const refusal = releaseRefusal(
        JSON.parse(readFileSync(manifestPath(packageName, version), 'utf8')),
      );
      if (refusal) {
        console.error(`[federation] ${packageName} ${version} built but not released: ${refusal}`);
        process.exitCode = 1;
        return;
      }
      release(federationName, packageName, version);
      console.log(
        `[federation] ${packageName} ${version} released: ${manifestUrl(packageName, version)}`,
      );
    });
  }
}

module.exports = {
  REMOTES_DIR,
  REGISTRY,
  newVersion,
  manifestUrl,
  manifestPath,
  readRegistry,
  release,
  builtAgainst,
  shellProvides,
  releaseRefusal,
  ReleaseRemotePlugin,
};
