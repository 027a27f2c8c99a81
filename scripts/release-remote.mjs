// Points one remote at a version that is already built: a release or a rollback, with no
// rebuild and no restart.
//   node scripts/release-remote.mjs mf-leads 1.0.0-20261122190000
//   node scripts/release-remote.mjs mf-leads 1.0.0-20261122190000 --origin https://cdn.example.com
// With --origin the version is read from that host (which must serve it at
// /remotes/<remote>/<version>/) and the registry entry becomes an absolute URL there; the API
// serves it only when REMOTE_ORIGINS lists that origin. A version built against a
// @trellis/platform, @trellis/contracts or React major the shell does not provide is refused.
// Honours REMOTES_DIR and REMOTES_MANIFEST like the API and the remote builds do: the registry
// update is the very one a remote build makes (packages/federation/src/remote-version.cjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fail, step } from './lib/log.mjs';
import federation from '../packages/federation/src/remote-version.cjs';
import registry from '../packages/federation/src/remotes.cjs';

const { REMOTES_DIR, REGISTRY, manifestPath, manifestUrl, release, releaseRefusal } = federation;
const args = process.argv.slice(2);
const originAt = args.indexOf('--origin');
const origin = originAt === -1 ? '' : (args.splice(originAt, 2)[1] ?? '');
const [packageName, version] = args;
const remote = registry.REMOTES.find((r) => r.package === packageName);
if (!remote)
  fail(
    `Usage: node scripts/release-remote.mjs <remote> <version> [--origin <https://host>]; remotes: ${registry.REMOTES.map((r) => r.package).join(', ')}`,
  );
if (originAt !== -1 && !/^https?:\/\/[^/?#\s]+$/.test(origin))
  fail(`--origin must be an origin such as https://cdn.example.com, not "${origin}"`);

function builtVersions() {
  const remoteDir = join(REMOTES_DIR, packageName);
  return existsSync(remoteDir)
    ? readdirSync(remoteDir)
        .filter((v) => existsSync(join(remoteDir, v, 'mf-manifest.json')))
        .sort()
    : [];
}

async function readManifest() {
  if (!origin) {
    const versions = builtVersions();
    if (!version || !versions.includes(version))
      fail(
        `Built versions of ${packageName} (in ${join(REMOTES_DIR, packageName)}):\n  ${versions.join('\n  ') || '(none)'}`,
      );
    return JSON.parse(readFileSync(manifestPath(packageName, version), 'utf8'));
  }
  if (!version)
    fail(
      `Which version of ${packageName}? node scripts/release-remote.mjs ${packageName} <version> --origin ${origin}`,
    );
  const url = manifestUrl(packageName, version, origin);
  const response = await fetch(url).catch((error) =>
    fail(`Could not reach ${url}: ${error.message}`),
  );
  if (!response.ok) fail(`${url} answered ${response.status}: is that version served there?`);
  return response.json();
}

const manifest = await readManifest();
const refusal = releaseRefusal(manifest);
if (refusal)
  fail(
    `Not releasing ${packageName} ${version}: it was ${refusal}. Rebuild it against this Trellis (node scripts/build.mjs --only ${packageName}) or update the shell first.`,
  );
if (!manifest?.metaData?.builtAgainst)
  step(`${packageName} ${version} records no build versions (built before the check); not checked`);

release(remote.federationName, packageName, version, { origin });
step(
  `${remote.federationName} now points at ${manifestUrl(packageName, version, origin)} in ${REGISTRY}; reload the app to use it`,
);
