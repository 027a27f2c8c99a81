// The one shared-singletons policy. Every app's webpack config gets it from here, so
// the shell and the remotes always agree on what is shared and at which versions.
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  // react-router 7 is the whole router: the apps import it, never react-router-dom (a re-export
  // of it that, shared too, would only be a second name for the same code).
  'react-router',
  'styled-components',
  'zustand',
  '@tanstack/react-query',
  '@trellis/platform',
  '@trellis/ui',
  // Not needed for correctness, but every app validates with the same schemas: sharing them
  // spares each remote building (and downloading) its own copy. Start-up code imports the
  // zod-free `@trellis/contracts/constants` instead (not shared: a few hundred bytes, inlined),
  // so this, and zod with it, loads only with the screens that validate.
  '@trellis/contracts',
];

/**
 * Shared packages provided as a declared subset of their exports (see shared/react-router.mjs):
 * `facade` re-exports the subset from `implementation`, an alias of the package's ESM entry.
 */
const SHARED_SURFACES = {
  'react-router': {
    facade: join(__dirname, 'shared', 'react-router.mjs'),
    implementation: '@trellis/react-router-implementation',
  },
};

function installedVersion(appDir, packageName) {
  const manifest = require.resolve(`${packageName}/package.json`, { paths: [appDir] });
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

function packageRoot(appDir, packageName) {
  return dirname(require.resolve(`${packageName}/package.json`, { paths: [appDir] }));
}

/** The file an ESM `import` of the package resolves to (its `exports` "import" entry, or `module`). */
function esmEntry(appDir, packageName) {
  const root = packageRoot(appDir, packageName);
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const dot = pkg.exports?.['.'];
  const entry = dot?.import?.default ?? dot?.import ?? pkg.module;
  if (typeof entry !== 'string') throw new Error(`${packageName} has no ESM entry`);
  return join(root, entry);
}

/** The names a surface facade exports (its `export { ... } from` lists). */
function surfaceExports(packageName) {
  const source = readFileSync(SHARED_SURFACES[packageName].facade, 'utf8');
  return [...source.matchAll(/^export\s*\{([^}]*)\}\s*from/gm)]
    .flatMap((m) => m[1].split(','))
    .map((name) => name.trim())
    .filter(Boolean)
    .sort();
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
    if (SHARED_SURFACES[key]) shared[key].import = SHARED_SURFACES[key].facade;
  }
  return shared;
}

/** `resolve.alias` entries the surface facades import through. */
function sharedAliases(appDir) {
  return Object.fromEntries(
    Object.entries(SHARED_SURFACES).map(([name, { implementation }]) => [
      `${implementation}$`,
      esmEntry(appDir, name),
    ]),
  );
}

module.exports = {
  SINGLETONS,
  SHARED_SURFACES,
  sharedSingletons,
  sharedAliases,
  surfaceExports,
  installedVersion,
  packageRoot,
  esmEntry,
};
