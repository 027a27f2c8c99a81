const { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { dirname, resolve } = require('node:path');
const { REPO_ROOT } = require('./common-config.cjs');

// The same variables (and defaults) the API serves them from.
const REMOTES_DIR = resolve(REPO_ROOT, process.env.REMOTES_DIR ?? 'dist/remotes');
const REGISTRY = resolve(REPO_ROOT, process.env.REMOTES_MANIFEST ?? 'dist/remotes.json');

/** `<package version>-<UTC YYYYMMDDHHmmss>`, unless REMOTE_VERSION says otherwise. */
function newVersion(packageVersion, now = new Date()) {
  if (process.env.REMOTE_VERSION) return process.env.REMOTE_VERSION;
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${packageVersion}-${stamp}`;
}

function manifestUrl(packageName, version) {
  return `/remotes/${packageName}/${version}/mf-manifest.json`;
}

function readRegistry() {
  return existsSync(REGISTRY) ? JSON.parse(readFileSync(REGISTRY, 'utf8')) : {};
}

/** Points one federation name at a version; the other entries are left as they are. */
function release(federationName, packageName, version) {
  const registry = readRegistry();
  registry[federationName] = manifestUrl(packageName, version);
  mkdirSync(dirname(REGISTRY), { recursive: true });
  // Write then rename, so a server reading the registry never sees half a file.
  const temporary = `${REGISTRY}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temporary, REGISTRY);
  return registry;
}

/** After a production build, release what was just built. */
class ReleaseRemotePlugin {
  constructor(options) {
    this.options = options;
  }
  apply(compiler) {
    compiler.hooks.done.tap('ReleaseRemotePlugin', (stats) => {
      if (stats.hasErrors()) return;
      const { federationName, packageName, version } = this.options;
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
  readRegistry,
  release,
  ReleaseRemotePlugin,
};
