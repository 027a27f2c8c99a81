// `node scripts/test.mjs --remote <remote>` is a feature team's whole CI: each of its stages must
// select something real for every remote (a Jest project, tagged journeys, a package to build),
// and a typo must stop the run instead of running nothing and passing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { root } from '../lib/log.mjs';
import { remoteStages } from '../lib/remote-stages.mjs';

const require = createRequire(import.meta.url);
const remotes = require('../../packages/contracts/src/remotes.json').map((r) => r.package);
const pnpm = ['pnpm'];
const argAfter = (cmd, flag) => cmd[cmd.indexOf(flag) + 1];
const journeyTitles = readdirSync(join(root, 'e2e', 'tests'))
  .filter((name) => name.endsWith('.spec.ts'))
  .map((name) => readFileSync(join(root, 'e2e', 'tests', name), 'utf8'))
  .join('\n');

for (const remote of remotes) {
  test(`--remote ${remote}: every stage selects that remote's own checks`, () => {
    const stages = remoteStages(remote, pnpm);
    assert.deepEqual(
      stages.map((s) => s.name),
      ['lint', 'format', 'typecheck', 'components', 'build', 'e2e'],
    );
    const byName = Object.fromEntries(stages.map((s) => [s.name, s.cmd]));
    for (const stage of ['lint', 'format'])
      assert.ok(byName[stage].includes(remote) && byName[stage].includes('packages'), stage);
    assert.equal(argAfter(byName.typecheck, '--filter'), `${remote}...`);
    // The Jest project is named after the remote's package (jest/preset.cjs).
    assert.equal(argAfter(byName.components, '--selectProjects'), remote);
    const pkg = JSON.parse(readFileSync(join(root, remote, 'package.json'), 'utf8'));
    assert.equal(pkg.name, remote);
    assert.ok(existsSync(join(root, remote, 'jest.config.cjs')), `${remote} has a Jest config`);
    assert.equal(argAfter(byName.build, '--only'), remote);
    const grep = new RegExp(argAfter(byName.e2e, '--grep'));
    assert.match(journeyTitles, grep, `at least one journey is tagged @${remote}`);
  });
}

test('an unknown remote stops the run with the list of remotes', () => {
  const run = spawnSync(
    process.execPath,
    [join(root, 'scripts', 'test.mjs'), '--remote', 'mf-nope'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  assert.notEqual(run.status, 0);
  assert.match(run.stdout + run.stderr, /--remote needs one of: .*mf-leads.* \(not "mf-nope"\)/);
});
