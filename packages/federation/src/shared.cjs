// The one shared-singletons policy (DESIGN §3). Every app's webpack config gets it from here, so
// the shell and the remotes always agree on what is shared and at which versions.
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'styled-components',
  'zustand',
  '@tanstack/react-query',
  '@trellis/platform',
  '@trellis/ui',
  // Not needed for correctness, but every app validates with the same schemas: sharing them
  // spares each remote building (and downloading) its own copy.
  '@trellis/contracts',
];

function installedVersion(appDir, packageName) {
  const manifest = require.resolve(`${packageName}/package.json`, { paths: [appDir] });
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

function packageRoot(appDir, packageName) {
  return dirname(require.resolve(`${packageName}/package.json`, { paths: [appDir] }));
}

/** `shared` for ModuleFederationPlugin, with requiredVersion read from what is installed. */
function sharedSingletons(appDir) {
  const shared = {};
  for (const key of SINGLETONS) {
    const name = key.endsWith('/') ? key.slice(0, -1) : key;
    const version = installedVersion(appDir, name);
    // Workspace packages must match exactly; third-party ones within the same major.
    const requiredVersion = name.startsWith('@trellis/') ? version : `^${version}`;
    shared[key] = { singleton: true, requiredVersion, version, eager: false, strictVersion: false };
  }
  return shared;
}

module.exports = { SINGLETONS, sharedSingletons, installedVersion, packageRoot, join };
