// Webpack config helpers for the shell (host) and the remotes. No app lists shared packages or
// federation options by hand: they all come from here.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons, SINGLETONS } = require('./shared.cjs');
const { commonConfig, REPO_ROOT } = require('./common-config.cjs');
const {
  REMOTES_DIR,
  REGISTRY,
  newVersion,
  release,
  readRegistry,
  manifestUrl,
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

/** The shell: `remotes: {}` (remotes are registered at run time from /remotes.json). */
function createHostConfig({ dir, mode = 'production', port = 3000 }) {
  const common = commonConfig({ mode });
  return {
    ...common,
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
      }),
      new HtmlWebpackPlugin({
        template: join(dir, 'public', 'index.html'),
        favicon: join(dir, 'public', 'favicon.svg'),
      }),
    ],
    devServer: {
      port,
      historyApiFallback: true,
      proxy: [apiProxy(['/api', '/remotes', '/remotes.json'])],
    },
  };
}

/** A remote exposing `./App`, built into an immutable version directory and then released. */
function createRemoteConfig({ dir, name, mode = 'production', port }) {
  const pkg = readPackage(dir);
  const production = mode === 'production';
  const version = production ? newVersion(pkg.version) : 'dev';
  const common = commonConfig({ mode });
  return {
    ...common,
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
        manifest: true,
      }),
      ...(production
        ? [new ReleaseRemotePlugin({ federationName: name, packageName: pkg.name, version })]
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
  REPO_ROOT,
  REMOTES_DIR,
  REGISTRY,
  release,
  readRegistry,
  manifestUrl,
};
