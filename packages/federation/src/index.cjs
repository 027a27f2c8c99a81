// Webpack config helpers for the shell (host) and the remotes. No app lists shared packages or
// federation options by hand: they all come from here.
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  sharedSingletons,
  sharedAliases,
  surfaceExports,
  SINGLETONS,
  SHARED_SURFACES,
} = require('./shared.cjs');
const { commonConfig, REPO_ROOT } = require('./common-config.cjs');
const { ChunkGraphPlugin } = require('./chunk-graph-plugin.cjs');
const { ScreenSharesPlugin } = require('./screen-shares-plugin.cjs');
const { uiCacheGroup } = require('./ui-chunks.cjs');
const { platformCacheGroup } = require('./platform-chunks.cjs');
const { SharedSurfacePlugin } = require('./shared-surface-plugin.cjs');
const { REMOTES, remoteByPackage } = require('./remotes.cjs');
const {
  REMOTES_DIR,
  REGISTRY,
  newVersion,
  release,
  readRegistry,
  manifestUrl,
  builtAgainst,
  ReleaseRemotePlugin,
} = require('./remote-version.cjs');

const API_TARGET = process.env.API_URL ?? 'http://localhost:8080';

// The API refuses state-changing requests from other origins; the dev proxy speaks as the API's own.
function apiProxy(context) {
  const rewriteOrigin = (proxyReq) => proxyReq.setHeader('origin', API_TARGET);
  return {
    context,
    target: API_TARGET,
    ws: true,
    changeOrigin: true,
    onProxyReq: rewriteOrigin,
    on: { proxyReq: rewriteOrigin },
  };
}

function readPackage(dir) {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
}

function withBuiltAgainst(stats, versions) {
  stats.metaData.builtAgainst = versions;
  return stats;
}

/** What every app's config adds for the shared policy: the surface aliases and their check. */
function sharingConfig(dir, common) {
  const surfaces = Object.fromEntries(
    Object.entries(SHARED_SURFACES).map(([name, { facade }]) => [
      name,
      { facade, exports: surfaceExports(name) },
    ]),
  );
  return {
    resolve: { ...common.resolve, alias: { ...common.resolve.alias, ...sharedAliases(dir) } },
    plugin: new SharedSurfacePlugin(surfaces),
  };
}

/**
 * The federation plugin adds the runtime-providing plugin by its CommonJS file, which pulls in
 * the CommonJS build of the runtime beside the ES module build the shell already runs: two
 * copies, 24 KB gzip more at start-up. Its ES module file imports the same runtime the shell uses.
 */
function externalRuntimeAlias() {
  const enhanced = require.resolve('@module-federation/enhanced/webpack');
  const commonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [dirname(enhanced)],
  });
  return { [`${commonJs}$`]: join(dirname(commonJs), 'index.js') };
}

/** The shell: `remotes: {}` (remotes are registered at run time from /remotes.json). */
function createHostConfig({ dir, mode = 'production', port = 3000 }) {
  const common = commonConfig({ mode });
  const sharing = sharingConfig(dir, common);
  return {
    ...common,
    optimization: {
      ...common.optimization,
      splitChunks: {
        cacheGroups: {
          // The account pages' schemas (`@trellis/contracts/account`) in one chunk, which the
          // shared contracts load too, rather than a copy in each page.
          accountSchemas: {
            test: /[\\/]packages[\\/]contracts[\\/]src[\\/](account|auth|user|common)\.ts$/,
            chunks: 'async',
            name: 'account-schemas',
            enforce: true,
          },
          // The zod-free paths, texts, event names and access rules that start-up (the frame and
          // the platform's core), the pages and the shared contracts all import, once; not with
          // the schemas above, which start-up does not need.
          contractTexts: {
            test: /[\\/]packages[\\/]contracts[\\/]src[\\/](messages|routes|realtime-names|initial-counts|access|permissions)\.ts$/,
            chunks: 'async',
            name: 'contract-texts',
            enforce: true,
          },
          // Any other contracts file that three chunks or more import (the business day, the form
          // fields) once, in a chunk of its own. Not what only the frame and the shared contracts
          // share: a chunk of its own would weigh more at start-up than the copy saves.
          contracts: {
            test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/,
            chunks: 'async',
            minChunks: 3,
            minSize: 0,
            priority: -5,
            reuseExistingChunk: true,
          },
          // @trellis/ui in one chunk per entry point, borrowed pieces included once.
          ui: uiCacheGroup(),
          // @trellis/platform in two chunks, its core (start-up) and the rest (the remotes').
          platform: platformCacheGroup(),
        },
      },
    },
    resolve: {
      ...sharing.resolve,
      alias: { ...sharing.resolve.alias, ...externalRuntimeAlias() },
    },
    name: 'shell',
    entry: { main: join(dir, 'src', 'index.ts') },
    output: {
      path: join(dir, 'dist'),
      publicPath: '/',
      // A content hash in the entry name breaks the federation runtime; chunks carry it instead.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons(dir),
        shareStrategy: 'loaded-first',
        dts: false,
        // The shell hands its federation runtime to the remotes (the global
        // _FEDERATION_RUNTIME_CORE), so a released remote's remoteEntry.js does not carry a
        // second copy of it: about 20 KB gzip less on every remote's first load.
        experiments: { provideExternalRuntime: true },
      }),
      sharing.plugin,
      new HtmlWebpackPlugin({
        template: join(dir, 'public', 'index.html'),
        favicon: join(dir, 'public', 'favicon.svg'),
      }),
      ...(mode === 'production'
        ? [new ChunkGraphPlugin({ file: join(REPO_ROOT, 'dist', 'shell-chunks.json') })]
        : []),
    ],
    devServer: {
      port,
      historyApiFallback: true,
      proxy: [apiProxy(['/api', '/remotes', '/remotes.json'])],
    },
  };
}

/**
 * A remote exposing `./App`, built into an immutable version directory and then released. Its
 * federation name and dev port come from the remotes registry, by the package name in `dir`.
 */
function createRemoteConfig({ dir, mode = 'production' }) {
  const pkg = readPackage(dir);
  const { federationName: name, devPort: port } = remoteByPackage(pkg.name);
  const production = mode === 'production';
  const version = production ? newVersion(pkg.version) : 'dev';
  const common = commonConfig({ mode });
  const sharing = sharingConfig(dir, common);
  return {
    ...common,
    resolve: sharing.resolve,
    name: pkg.name,
    entry: { main: join(dir, 'src', 'index.ts') },
    output: {
      path: production ? join(REMOTES_DIR, pkg.name, version) : join(dir, 'dist-dev'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: name,
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './App': join(dir, 'src', 'app.tsx') },
        shared: sharedSingletons(dir),
        shareStrategy: 'loaded-first',
        dts: false,
        // What the remote was built against, in mf-manifest.json's metaData: the shell and the
        // release script compare it with what the shell provides (compatibility.cjs).
        manifest: { additionalData: ({ stats }) => withBuiltAgainst(stats, builtAgainst(dir)) },
        // Released remotes run inside the shell and use its federation runtime; a remote's own
        // dev host (webpack serve) runs alone, so it keeps its own.
        ...(production ? { experiments: { externalRuntime: true } } : {}),
      }),
      sharing.plugin,
      ...(production
        ? [
            new ReleaseRemotePlugin({ federationName: name, packageName: pkg.name, version }),
            new ScreenSharesPlugin({
              file: join(REPO_ROOT, 'dist', 'screen-shares', `${pkg.name}.json`),
            }),
          ]
        : [
            new HtmlWebpackPlugin({
              // Absolute, so deep links such as /leads/add load the bundle in the dev host.
              publicPath: '/',
              chunks: ['main'],
              templateContent:
                '<!doctype html><html><head><meta charset="utf-8"><title>Trellis dev host</title></head><body><div id="root"></div></body></html>',
            }),
          ]),
    ],
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [apiProxy(['/api'])],
    },
  };
}

module.exports = {
  createHostConfig,
  createRemoteConfig,
  sharedSingletons,
  SINGLETONS,
  REMOTES,
  remoteByPackage,
  REPO_ROOT,
  REMOTES_DIR,
  REGISTRY,
  release,
  readRegistry,
  manifestUrl,
};
