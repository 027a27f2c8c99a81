// Points one remote at a version that is already built: a release or a rollback, with no
// rebuild and no restart. Usage: node scripts/release-remote.mjs mf-leads 1.0.0-20261122190000
// Honours REMOTES_DIR and REMOTES_MANIFEST like the API and the remote builds do: the registry
// update is the very one a remote build makes (packages/federation/src/remote-version.cjs).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fail, step } from './lib/log.mjs';
import federation from '../packages/federation/src/remote-version.cjs';
import registry from '../packages/federation/src/remotes.cjs';

const { REMOTES_DIR, REGISTRY, release } = federation;
const [packageName, version] = process.argv.slice(2);
const remote = registry.REMOTES.find((r) => r.package === packageName);
if (!remote)
  fail(
    `Usage: node scripts/release-remote.mjs <remote> <version>; remotes: ${registry.REMOTES.map((r) => r.package).join(', ')}`,
  );

const remoteDir = join(REMOTES_DIR, packageName);
const versions = existsSync(remoteDir)
  ? readdirSync(remoteDir)
      .filter((v) => existsSync(join(remoteDir, v, 'mf-manifest.json')))
      .sort()
  : [];
if (!version || !versions.includes(version))
  fail(
    `Built versions of ${packageName} (in ${remoteDir}):\n  ${versions.join('\n  ') || '(none)'}`,
  );

release(remote.federationName, packageName, version);
step(`${remote.federationName} now points at ${version} in ${REGISTRY}; reload the app to use it`);
