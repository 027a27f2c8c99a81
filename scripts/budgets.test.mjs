// Deterministic size budgets on the production build (run after `build` by npm test).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { remoteSizes, shellSize } from './bundle-sizes.mjs';

const KB = 1024;
const SHELL_BUDGET = 300 * KB;
const REMOTE_BUDGET = 60 * KB;

test(`the shell's JavaScript stays under ${SHELL_BUDGET / KB} KB gzip`, () => {
  const size = shellSize();
  console.log(`shell: ${(size / KB).toFixed(1)} KB gzip`);
  assert.ok(size <= SHELL_BUDGET, `${(size / KB).toFixed(1)} KB`);
});

test(`each remote's entry plus its App chunk stays under ${REMOTE_BUDGET / KB} KB gzip`, () => {
  const sizes = remoteSizes();
  assert.equal(Object.keys(sizes).length, 5, 'all five remotes are released');
  for (const [name, size] of Object.entries(sizes)) {
    console.log(`${name}: ${(size / KB).toFixed(1)} KB gzip`);
    assert.ok(size <= REMOTE_BUDGET, `${name} is ${(size / KB).toFixed(1)} KB`);
  }
});
