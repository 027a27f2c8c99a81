// node --test: the two build plugins, each on a small real webpack build.
const assert = require('node:assert/strict');
const { mkdirSync, mkdtempSync, readFileSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { dirname, join } = require('node:path');
const { test } = require('node:test');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ChunkGraphPlugin, packageOf } = require('../src/chunk-graph-plugin.cjs');
const { SharedSurfacePlugin } = require('../src/shared-surface-plugin.cjs');

function writeTree(root, files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

const fakePackage = (name, source) => ({
  [`node_modules/${name}/package.json`]: JSON.stringify({
    name,
    version: '1.0.0',
    main: 'index.js',
  }),
  [`node_modules/${name}/index.js`]: source,
});

function build(config) {
  return new Promise((resolve, reject) =>
    webpack({
      mode: 'production',
      devtool: false,
      optimization: { minimize: false },
      ...config,
    }).run((error, stats) => (error ? reject(error) : resolve(stats))),
  );
}

test('the chunk graph lists what loads before the first screen, and what each page adds', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'trellis-chunk-graph-'));
  writeTree(dir, {
    // The entry also starts fetching a page (as the shell does at that page's address).
    'src/index.js':
      "import('./bootstrap');\nif (location.pathname === '/x') import(/* webpackChunkName: \"page-x\" */ './page');\n",
    'src/bootstrap.js':
      "import { a } from 'lib-a';\nexport const page = () => import(/* webpackChunkName: \"page-x\" */ './page');\nconsole.log(a, page);\n",
    'src/page.js': "import { b } from 'lib-b';\nexport default b;\n",
    ...fakePackage('lib-a', "import { c } from 'lib-c';\nexport const a = 'LIB_A_CODE' + c;\n"),
    ...fakePackage('lib-b', "export const b = 'LIB_B_CODE';\n"),
    ...fakePackage('lib-c', "export const c = 'LIB_C_CODE';\n"),
  });
  const singleton = { singleton: true, version: '1.0.0', requiredVersion: '^1.0.0' };
  const graphFile = join(dir, 'chunks.json');
  const stats = await build({
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: join(dir, 'dist'), publicPath: '/', filename: '[name].js' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'host',
        remotes: {},
        shared: { 'lib-a': singleton, 'lib-b': singleton, 'lib-c': singleton },
        shareStrategy: 'loaded-first',
        dts: false,
      }),
      new ChunkGraphPlugin({ file: graphFile }),
    ],
  });
  assert.ok(!stats.hasErrors(), stats.toString('errors-only'));
  const graph = JSON.parse(readFileSync(graphFile, 'utf8'));
  const text = (files) => files.map((f) => readFileSync(join(dir, 'dist', f), 'utf8')).join('\n');
  const count = (haystack, needle) => haystack.split(needle).length - 1;

  const startup = text(graph.startup);
  assert.ok(graph.startup.includes('main.js'));
  assert.match(startup, /console\.log\(/, 'the bootstrap behind the async boundary');
  // lib-a is consumed at start-up, and lib-c by lib-a: one copy each, the provided one.
  assert.equal(count(startup, 'LIB_A_CODE'), 1);
  assert.equal(count(startup, 'LIB_C_CODE'), 1);
  // lib-b is provided too, but only the lazy page consumes it.
  assert.equal(count(startup, 'LIB_B_CODE'), 0);
  const page = text(graph.pages['page-x']);
  assert.equal(count(page, 'LIB_B_CODE'), 1);
  assert.ok(graph.pages['page-x'].every((f) => !graph.startup.includes(f)));
  const packages = Object.values(graph.startupPackages).flat();
  assert.ok(packages.includes('lib-a') && packages.includes('lib-c'));
  assert.ok(!packages.includes('lib-b'));
});

test('packages are named from npm and workspace paths', () => {
  assert.equal(
    packageOf(
      '/r/node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/x.js',
    ),
    'react-dom',
  );
  assert.equal(
    packageOf('/r/node_modules/.pnpm/x/node_modules/@tanstack/query-core/a.js'),
    '@tanstack/query-core',
  );
  assert.equal(packageOf('/r/packages/ui/src/index.ts'), '@trellis/ui');
  assert.equal(packageOf('/r/shell/src/app/app.tsx'), null);
});

test('a build importing what a shared surface does not provide fails, and says where to add it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'trellis-surface-'));
  writeTree(dir, {
    'src/good.js':
      "import { useNavigate } from 'router';\nexport { Routes } from 'router';\nconsole.log(useNavigate);\n",
    'src/bad.js':
      "import { useNavigate, createBrowserRouter } from 'router';\nconsole.log(useNavigate, createBrowserRouter);\n",
    'src/whole.js': "import * as Router from 'router';\nconsole.log(Router);\n",
  });
  const surfaces = { router: { exports: ['Routes', 'useNavigate'], facade: '/x/router.mjs' } };
  const run = (entry) =>
    build({
      context: dir,
      entry,
      output: { path: join(dir, 'dist') },
      externals: { router: 'Router' },
      plugins: [new SharedSurfacePlugin(surfaces)],
    });

  assert.ok(!(await run('./src/good.js')).hasErrors());
  const bad = (await run('./src/bad.js')).toJson({ all: false, errors: true }).errors;
  assert.equal(bad.length, 1);
  assert.match(
    bad[0].message,
    /imports 'createBrowserRouter' from 'router'.*add it to \/x\/router\.mjs/s,
  );
  const whole = (await run('./src/whole.js')).toJson({ all: false, errors: true }).errors;
  assert.equal(whole.length, 1);
  assert.match(whole[0].message, /uses all of 'router'/);
});
