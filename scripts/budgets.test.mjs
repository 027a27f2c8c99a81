// Deterministic size budgets on the production build (run after `build` by npm test). The shell's
// numbers come from its chunk graph (dist/shell-chunks.json), which models what the browser
// fetches; bench/frontend-bench.ts measures the same in Chromium.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { root } from './lib/log.mjs';
import {
  remoteSizes,
  shellChunkGraph,
  shellPageLoadSize,
  shellSize,
  shellStartupSize,
} from './bundle-sizes.mjs';

const KB = 1024;
// The goal is 160 KB. The libraries take 125 KB of it (react-dom 66, the federation runtime about
// 28, react-router 15, styled-components 13, react 3.4); the shell's frame, @trellis/platform/core,
// the contracts' paths and texts, the icons and the parts of @trellis/ui a first screen draws take
// 32 KB. react-query (13 KB) and the rest of @trellis/platform load with the first remote, whose
// screens use them; the shell's own frame and pages do not. This holds what is reached, so that
// nothing grows back.
const SHELL_STARTUP_BUDGET = 158 * KB;
const SIGN_IN_BUDGET = 230 * KB;
// Everything the shell's build emits, which includes the shared `@trellis/contracts` chunk it
// provides to the remotes: every business area's schemas, about 29 KB with the audit trail, the
// dispatch board and attendance, and a few KB more per area (the account pages import
// `@trellis/contracts/account`, so /login loads none of them); and the record History section
// (about 6 KB, loaded with a record's details, never at start-up). The imports area (its kinds,
// schemas and messages) added 2 KB to it, and so 4 KB to the budget. The shared @trellis/ui and
// @trellis/platform carry the pieces every remote's lists and forms use (the list body, the
// confirmation dialog, the combobox, list URLs), written once there instead of once per remote.
const SHELL_BUDGET = 304 * KB;
// A released remote runs on the shell's federation runtime (it no longer carries its own copy,
// about 19 KB gzip): its remoteEntry is the share and expose tables.
const REMOTE_BUDGET = 25 * KB;
const kb = (size) => `${(size / KB).toFixed(1)} KB`;

test(`the shell's start-up JavaScript (a signed-in /dashboard) stays under ${SHELL_STARTUP_BUDGET / KB} KB gzip`, () => {
  const size = shellStartupSize();
  console.log(`shell start-up: ${kb(size)} gzip`);
  assert.ok(size <= SHELL_STARTUP_BUDGET, kb(size));
});

test('start-up carries no page code: zod, the form library and the pages load with the pages, react-query with the remotes', () => {
  const { startup, startupPackages, pages } = shellChunkGraph();
  const packages = new Set(Object.values(startupPackages).flat());
  for (const name of [
    'zod',
    'react-hook-form',
    '@hookform/resolvers',
    '@tanstack/react-query',
    '@tanstack/query-core',
  ])
    assert.ok(!packages.has(name), `${name} is not loaded at start-up`);
  assert.ok(startup.includes('main.js'));
  assert.ok(!startup.some((f) => f.startsWith('page-')), 'no page chunk at start-up');
  assert.deepEqual(Object.keys(pages).sort(), [
    'page-change-password',
    'page-forgot-password',
    'page-login',
    'page-profile',
    'page-register',
    'page-reset-password',
  ]);
});

test(`a first load of the sign-in page stays under ${SIGN_IN_BUDGET / KB} KB gzip`, () => {
  const size = shellPageLoadSize('page-login');
  console.log(`/login first load: ${kb(size)} gzip`);
  assert.ok(size <= SIGN_IN_BUDGET, kb(size));
});

test(`all of the shell's JavaScript stays under ${SHELL_BUDGET / KB} KB gzip`, () => {
  const size = shellSize();
  console.log(`shell, every chunk: ${kb(size)} gzip`);
  assert.ok(size <= SHELL_BUDGET, kb(size));
});

test(`each remote's entry plus its App chunk stays under ${REMOTE_BUDGET / KB} KB gzip`, () => {
  const remotes = JSON.parse(
    readFileSync(join(root, 'packages', 'contracts', 'src', 'remotes.json'), 'utf8'),
  );
  const sizes = remoteSizes();
  assert.deepEqual(
    Object.keys(sizes).sort(),
    remotes.map((r) => r.federationName).sort(),
    'every remote in the registry is released',
  );
  for (const [name, size] of Object.entries(sizes)) {
    console.log(`${name}: ${kb(size)} gzip`);
    assert.ok(size <= REMOTE_BUDGET, `${name} is ${kb(size)}`);
  }
});

test('the dashboard draws its first screen before any schema loads: neither its chunk nor the App before it consumes @trellis/contracts (zod)', () => {
  const screens = JSON.parse(
    readFileSync(join(root, 'dist', 'screen-shares', 'mf-admin.json'), 'utf8'),
  );
  const shares = screens['screen-dashboard'];
  assert.ok(shares, 'mf-admin names its dashboard chunk screen-dashboard');
  // What it does consume, so a renamed share cannot pass this test by no longer being found.
  for (const needed of ['react', '@trellis/platform'])
    assert.ok(shares.includes(needed), `${needed} in ${shares.join(', ')}`);
  assert.ok(
    !shares.includes('@trellis/contracts'),
    'the dashboard waits for @trellis/contracts: import its texts from @trellis/contracts/constants',
  );
});
