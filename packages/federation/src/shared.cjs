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
  // The part of the platform the shell's frame runs on (its stores, the API client, the realtime
  // connection), shared apart: start-up loads this alone, and the rest of `@trellis/platform`
  // (which re-exports it) with the first remote.
  '@trellis/platform/core',
  // Not needed for correctness, but every app validates with the same schemas: sharing them
  // spares each remote building (and downloading) its own copy. Start-up code imports the
  // zod-free `@trellis/contracts/constants` instead (not shared: a few hundred bytes, inlined),
  // so this, and zod with it, loads only with the screens that validate.
  '@trellis/contracts',
];

/**
 * Workspace packages shared entry point by entry point (every subpath of their `exports`), so an
 * app loads only the entries it imports: the shell's first screen takes the theme, the buttons,
 * the menu and the toasts of @trellis/ui, not the forms, lists and dialogs the pages bring.
 * Each entry is still one instance for every app, since the shell provides them all.
 */
const SHARED_BY_ENTRY = ['@trellis/ui'];

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

/** The shared keys of a package shared by entry: '@trellis/ui/theme', '@trellis/ui/forms', … */
function entryKeys(appDir, packageName) {
  const manifest = require.resolve(`${packageName}/package.json`, { paths: [appDir] });
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8'));
  return Object.keys(exports)
    .filter((subpath) => subpath !== '.' && !subpath.endsWith('.json'))
    .map((subpath) => `${packageName}${subpath.slice(1)}`);
}

/** The package a shared key belongs to: 'react/' and '@trellis/ui/theme' to 'react', '@trellis/ui'. */
function packageNameOf(key) {
  const parts = key.split('/').filter(Boolean);
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** `shared` for ModuleFederationPlugin, with requiredVersion read from what is installed. */
function sharedSingletons(appDir) {
  const shared = {};
  const keys = [...SINGLETONS, ...SHARED_BY_ENTRY.flatMap((name) => entryKeys(appDir, name))];
  for (const key of keys) {
    const name = packageNameOf(key);
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
  SHARED_BY_ENTRY,
  SHARED_SURFACES,
  sharedSingletons,
  sharedAliases,
  surfaceExports,
  installedVersion,
  packageRoot,
  esmEntry,
};
