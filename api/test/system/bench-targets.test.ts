// Every row the API bench measures carries a target, so its report marks each row met or not:
// a reference is the only row that is measured without being judged.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { benchTargets, CPU_SPLIT_ROWS } from '../../../bench/api-targets';

describe('the API bench targets', () => {
  const targets = benchTargets(100_000, new Date('2026-11-28T12:00:00Z'));

  it('gives every row but the references a target, and names each row once', () => {
    const unjudged = targets.filter(
      (t) => t.kind !== 'reference' && t.minRatio === undefined && t.ofReference === undefined,
    );
    assert.deepEqual(unjudged, []);
    assert.equal(new Set(targets.map((t) => t.name)).size, targets.length);
  });

  it("takes each area's rows from its own file under bench/areas", () => {
    const assets = targets.filter((t) => t.path.startsWith('/api/assets')).map((t) => t.kind);
    assert.deepEqual(assets, ['first-page', 'detail', 'search', 'filter', 'first-page', 'search']);
  });

  it('holds first pages and filters to a p99 of 25 ms, and judges same-payload rows against a reference row', () => {
    for (const t of targets.filter((t) => t.kind === 'first-page' || t.kind === 'filter'))
      assert.equal(t.maxP99, 25, t.name);
    for (const t of targets.filter((t) => t.kind === 'same-payload')) {
      const reference = targets.find((other) => other.name === t.reference);
      assert.equal(reference?.kind, 'reference', `${t.name} names a reference row`);
    }
  });

  it('names only rows of the bench among those cpu-split.ts splits by default', () => {
    const names = new Set(targets.map((t) => t.name));
    assert.deepEqual(
      CPU_SPLIT_ROWS.filter((name) => !names.has(name)),
      [],
    );
  });
});
