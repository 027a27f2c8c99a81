// The remotes registry (packages/contracts/src/remotes.json) for the Node-side tools: the webpack
// helpers, scripts/build.mjs, scripts/release-remote.mjs and the lint config. The shell, the dev
// hosts and the API read the same file through `@trellis/contracts/constants`.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const REGISTRY_FILE = join(__dirname, '..', '..', 'contracts', 'src', 'remotes.json');

/** @type {{ package: string, federationName: string, devPort: number, mounts: string[] }[]} */
const REMOTES = JSON.parse(readFileSync(REGISTRY_FILE, 'utf8'));

/** The registry entry of a remote by its package (= folder) name; throws for an unknown one. */
function remoteByPackage(packageName) {
  const remote = REMOTES.find((r) => r.package === packageName);
  if (!remote)
    throw new Error(
      `${packageName} is not in the remotes registry: add it to packages/contracts/src/remotes.json`,
    );
  return remote;
}

module.exports = { REMOTES, REGISTRY_FILE, remoteByPackage };
