// The lists write every timestamp through isoFromEpoch instead of Date#toISOString: it must
// write exactly what toISOString writes, for any instant a row can hold.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isoFromEpoch } from '../../src/lib/iso-time';

const DAY = 86_400_000;

describe('isoFromEpoch writes what toISOString writes', () => {
  const cases: [string, number][] = [
    ['the epoch', 0],
    ['the last millisecond of a day', 20_000 * DAY - 1],
    ['the first millisecond of the next', 20_000 * DAY],
    ['a bench timestamp', 1_795_991_262_488],
    ['a fraction of a millisecond (microseconds from PostgreSQL)', 1_795_991_262_488.987],
    ['before 1970', -1],
    ['before 1970 with a fraction', -1_234_567_890_123.5],
    ['a leap day', Date.UTC(2028, 1, 29, 23, 59, 59, 999)],
    ['year 10000, written with six digits and a sign', Date.UTC(10_000, 0, 1)],
    ['the latest instant a Date holds', 8.64e15],
    ['the earliest', -8.64e15],
  ];
  for (const [what, ms] of cases)
    it(what, () => assert.equal(isoFromEpoch(ms), new Date(ms).toISOString()));

  it('agrees over 200,000 instants across five centuries, past its cache of days', () => {
    let state = 42;
    const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 200_000; i += 1) {
      const ms = Math.round((next() - 0.5) * 1.6e13) + (i % 7 === 0 ? next() : 0);
      assert.equal(isoFromEpoch(ms), new Date(ms).toISOString(), String(ms));
    }
  });

  it('refuses what toISOString refuses', () => {
    assert.throws(() => isoFromEpoch(Number.NaN), RangeError);
    assert.throws(() => isoFromEpoch(8.64e15 + 1), RangeError);
  });
});
