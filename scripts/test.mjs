// `npm test`: installs what is missing (dependencies, a Chromium), then runs every suite in
// turn: lint, contract unit tests, API integration tests on real PostgreSQL, component tests,
// the production build, and the end-to-end suite in a real browser. Exits non-zero on any failure.
//   node scripts/test.mjs api e2e              only the named stages
//   node scripts/test.mjs --remote mf-leads    one team's run (scripts/lib/remote-stages.mjs)
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fail, root, step } from './lib/log.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDependencies, pnpmCommand } from './lib/pnpm.mjs';
import { remoteStages } from './lib/remote-stages.mjs';
import { runStageProcess } from './lib/stage-process.mjs';
import { typeCheckCommand } from './lib/type-checker.mjs';

const args = process.argv.slice(2);
const remoteAt = args.indexOf('--remote');
const remote = remoteAt === -1 ? null : (args.splice(remoteAt, 2)[1] ?? '');
const only = args;

try {
  ensureDependencies();
} catch (error) {
  fail(error.message);
}

const pnpm = pnpmCommand();
const typeCheck = typeCheckCommand(root);
const env = { ...process.env, CI: process.env.CI ?? 'true', FORCE_COLOR: '0' };

/** Each runner's closing numbers, read from its own summary lines. */
const parsers = {
  node: (out) => ({
    passed: num(out, /^ℹ pass (\d+)/m),
    failed: num(out, /^ℹ fail (\d+)/m),
    summary: lines(out, /^ℹ (tests|pass|fail) \d+/),
  }),
  jest: (out) => ({
    passed: num(out, /^Tests:.*?(\d+) passed/m),
    failed: num(out, /^Tests:.*?(\d+) failed/m),
    summary: lines(out, /^(Test Suites|Tests):/),
  }),
  playwright: (out) => ({
    passed: num(out, /^\s+(\d+) passed/m),
    failed: num(out, /^\s+(\d+) failed/m),
    summary: lines(out, /^\s+\d+ (passed|failed|flaky|skipped)/),
  }),
  none: () => ({ passed: 0, failed: 0, summary: [] }),
};
const num = (out, re) => Number(out.match(re)?.[1] ?? 0);
const lines = (out, re) =>
  out
    .split('\n')
    .filter((l) => re.test(l))
    .map((l) => l.trim());

// Stages of one `group` run side by side, as many at once as there are cores (two here): the
// static checks are each single-threaded, so one core would otherwise sit idle through them.
const everyStage = [
  // The checks run two at a time, the longest first, so the last to start is a short one.
  // Generates two areas into a throwaway copy and runs their checks and tests there.
  {
    name: 'new-area',
    group: 'checks',
    cmd: [
      process.execPath,
      '--test',
      '--test-reporter=spec',
      join(root, 'scripts', 'tests', 'new-area.test.mjs'),
    ],
    parser: 'node',
  },
  {
    name: 'lint',
    cmd: [...pnpm, 'exec', 'eslint', '.', '--max-warnings=0'],
    parser: 'none',
    group: 'checks',
  },
  // The shell, the remotes and the shared packages share one set of compiler options, so one
  // program checks them all and parses React and the shared packages once instead of ten times.
  {
    name: 'typecheck',
    cmd: [...typeCheck, '-p', 'tsconfig.frontend.json'],
    parser: 'none',
    group: 'checks',
  },
  {
    name: 'format',
    cmd: [...pnpm, 'exec', 'prettier', '--check', '--log-level=warn', '.'],
    parser: 'none',
    group: 'checks',
  },
  {
    name: 'typecheck-api',
    cmd: [...typeCheck, '-p', 'api/tsconfig.json'],
    parser: 'none',
    group: 'checks',
  },
  {
    name: 'contracts',
    cmd: [...pnpm, '--filter', '@trellis/contracts', 'test'],
    parser: 'node',
    group: 'checks',
  },
  {
    name: 'typecheck-e2e',
    cmd: [...typeCheck, '-p', 'e2e/tsconfig.json'],
    parser: 'none',
    group: 'checks',
  },
  // The benches are not run by the suite (they take minutes and want a quiet machine), so this
  // is what notices when a change to the API or its contracts breaks one.
  {
    name: 'typecheck-bench',
    cmd: [...typeCheck, '-p', 'bench/tsconfig.json'],
    parser: 'none',
    group: 'checks',
  },
  {
    name: 'federation',
    cmd: [...pnpm, '--filter', '@trellis/federation', 'test'],
    parser: 'node',
    group: 'checks',
  },
  {
    name: 'scripts',
    group: 'checks',
    cmd: [
      process.execPath,
      '--test',
      '--test-reporter=spec',
      join(root, 'scripts', 'tests', 'remote-stages.test.mjs'),
      join(root, 'scripts', 'tests', 'indexes.test.mjs'),
      join(root, 'scripts', 'tests', 'stage-limit.test.mjs'),
    ],
    parser: 'node',
  },
  // Two workers on two cores: Jest's default (one fewer than the cores) left one idle.
  {
    name: 'components',
    cmd: [...pnpm, 'exec', 'jest', '--ci', '--maxWorkers=2'],
    parser: 'jest',
  },
  // The API suite keeps about a core and a third busy (its processes wait on PostgreSQL), and
  // the build, mostly one webpack at a time, fits in what is left: side by side.
  {
    name: 'api',
    cmd: [...pnpm, '--filter', '@trellis/api', 'test'],
    parser: 'node',
    group: 'api and build',
  },
  {
    name: 'build',
    cmd: [process.execPath, join(root, 'scripts', 'build.mjs')],
    parser: 'none',
    group: 'api and build',
  },
  {
    name: 'budgets',
    cmd: [
      process.execPath,
      '--test',
      '--test-reporter=spec',
      join(root, 'scripts', 'budgets.test.mjs'),
    ],
    parser: 'node',
    needs: ['build'],
  },
  {
    name: 'e2e',
    cmd: [...pnpm, '--filter', '@trellis/e2e', 'test'],
    parser: 'playwright',
    needs: ['build'],
    browser: true,
  },
];

const stages = remote === null ? everyStage : remoteStages(remote, pnpm);

/** A stage runs for minutes; one still running after this many is stopped and fails. */
const STAGE_MINUTES = Number(process.env.TRELLIS_STAGE_MINUTES ?? 20);
if (!(STAGE_MINUTES > 0))
  fail(
    `TRELLIS_STAGE_MINUTES must be a number of minutes above 0, not "${process.env.TRELLIS_STAGE_MINUTES}".`,
  );
const run = (stage, { buffered = false } = {}) =>
  runStageProcess(
    { cmd: stage.cmd, cwd: root, env: stage.env ?? env },
    { buffered, minutes: STAGE_MINUTES },
  );

const results = [];

/** Runs one stage (unless a stage it needs failed) and records its result. */
async function runStage(stage, { buffered = false } = {}) {
  const blocked = (stage.needs ?? []).find((n) => results.some((r) => r.name === n && !r.ok));
  if (blocked) {
    step(`Skipping ${stage.name}: ${blocked} failed`);
    results.push({
      name: stage.name,
      ok: false,
      passed: 0,
      failed: 0,
      summary: [`not run: ${blocked} failed`],
    });
    return;
  }
  if (stage.browser) {
    try {
      stage.env = { ...env, CHROMIUM_PATH: ensureChromium() };
    } catch (error) {
      results.push({ name: stage.name, ok: false, passed: 0, failed: 1, summary: [error.message] });
      return;
    }
  }
  step(`Running ${stage.name}`);
  const started = Date.now();
  const { code, output, overran } = await run(stage, { buffered });
  const parsed = parsers[stage.parser](output);
  if (overran) {
    parsed.summary = [
      `stopped after ${STAGE_MINUTES} minutes unfinished (TRELLIS_STAGE_MINUTES)`,
      ...parsed.summary,
    ];
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (buffered) {
    step(`${stage.name} ${code === 0 ? 'passed' : 'FAILED'} in ${seconds}s`);
    if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  }
  results.push({
    name: stage.name,
    ok: code === 0,
    ...parsed,
    failed: code === 0 ? parsed.failed : Math.max(parsed.failed, 1),
    seconds,
  });
}

/** Runs a group's stages side by side, at most `slots` at a time, in the listed order. */
async function runGroup(group, slots) {
  const queue = [...group];
  const worker = async () => {
    for (let stage = queue.shift(); stage; stage = queue.shift())
      await runStage(stage, { buffered: true });
  };
  await Promise.all(Array.from({ length: Math.min(slots, group.length) }, worker));
}

const chosen = stages.filter((stage) => !only.length || only.includes(stage.name));
const slots = Math.max(1, Math.min(2, availableParallelism()));
for (let i = 0; i < chosen.length;) {
  const stage = chosen[i];
  const group = stage.group
    ? chosen
        .slice(i)
        .filter((s, k, rest) => rest.slice(0, k + 1).every((t) => t.group === stage.group))
    : [stage];
  if (group.length > 1 && slots > 1) await runGroup(group, slots);
  else await runStage(stage);
  i += group.length;
}
// The summary keeps the stages' listed order, whichever finished first.
results.sort(
  (a, b) => chosen.findIndex((s) => s.name === a.name) - chosen.findIndex((s) => s.name === b.name),
);

console.log('\n──────── Trellis test summary ────────');
for (const r of results) {
  console.log(
    `${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(13)} ${r.seconds ? `${r.seconds}s`.padStart(5) : ''}  ${r.summary.join(' | ')}`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + (r.ok ? 0 : Math.max(r.failed, 1)), 0);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
