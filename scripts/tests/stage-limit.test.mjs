// A stage that never finishes (a test waiting for what will not come) must fail the run with its
// output, and take everything it started with it, instead of holding CI until it gives up.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { runStageProcess } from '../lib/stage-process.mjs';

/** The processes still running with `marker` in their environment (Linux /proc). */
function running(marker) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // A zombie has ended; it only waits for its parent to notice.
        if (/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))) return false;
        return readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(marker);
      } catch {
        return false;
      }
    });
}

test('a stage past its minutes is stopped with every process it started, and fails', async () => {
  const marker = `TRELLIS_STAGE_TEST=${process.pid}`;
  // A process that waits in the background and one in front, neither writing anything.
  const started = Date.now();
  const result = await runStageProcess(
    {
      cmd: ['sh', '-c', 'echo waiting; sleep 60 & sleep 60'],
      env: { ...process.env, TRELLIS_STAGE_TEST: String(process.pid) },
    },
    { buffered: true, minutes: 0.02 },
  );
  assert.ok(Date.now() - started < 10_000, 'stopped at its limit, not when it would have ended');
  assert.deepEqual(result, { code: 1, output: 'waiting\n', overran: true });
  // A killed process leaves /proc a moment later (a busy machine takes longer); one the stop
  // missed would still be sleeping for most of a minute.
  let left = running(marker);
  for (let waited = 0; left.length > 0 && waited < 5000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = running(marker);
  }
  assert.deepEqual(left, [], 'none of its processes is left running');
});

test('a stage that ends in time keeps its own exit code and output', async () => {
  const result = await runStageProcess(
    { cmd: ['sh', '-c', 'echo done; exit 3'], env: process.env },
    { buffered: true, minutes: 1 },
  );
  assert.deepEqual(result, { code: 3, output: 'done\n', overran: false });
});
