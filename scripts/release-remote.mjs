// Points one remote at a version that is already built: a release or a rollback, with no
// rebuild and no restart. Usage: node scripts/release-remote.mjs mf-leads 1.0.0-20261122190000
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fail, root, step } from './lib/log.mjs';

const [name, version] = process.argv.slice(2);
const remoteDir = name && join(root, 'dist', 'remotes', name);
if (!name || !existsSync(remoteDir))
  fail('Usage: node scripts/release-remote.mjs <mf-name> <version>');
const versions = readdirSync(remoteDir).sort();
if (!version || !versions.includes(version))
  fail(`Versions of ${name}:\n  ${versions.join('\n  ')}`);

const federationName = name.replace('-', '_');
const registryPath = join(root, 'dist', 'remotes.json');
const registry = existsSync(registryPath) ? JSON.parse(readFileSync(registryPath, 'utf8')) : {};
registry[federationName] = `/remotes/${name}/${version}/mf-manifest.json`;
writeFileSync(`${registryPath}.tmp`, `${JSON.stringify(registry, null, 2)}\n`);
renameSync(`${registryPath}.tmp`, registryPath);
step(`${federationName} now points at ${version}; reload the app to use it`);
