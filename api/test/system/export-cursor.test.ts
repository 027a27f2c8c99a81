// An export's rows are read whole when they fit one batch and through a cursor when they do not:
// either way exactly the statement's rows, in its order, and nothing left open afterwards.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cursorRows } from '../../src/repositories/export-cursor';
import { useScratchDb } from '../helpers/scratch-db';

describe('cursorRows', () => {
  const scratch = useScratchDb();

  const read = async (count: number) => {
    const values: number[] = [];
    const rows = cursorRows(scratch.db, {
      sql: 'select g as n from generate_series(1, ?::int) g order by g desc',
      bindings: [count],
    });
    for await (const row of rows) values.push(row.n as number);
    return values;
  };

  for (const count of [0, 1, 500, 501, 1234]) {
    it(`${count} rows: all of them, in order`, async () => {
      const values = await read(count);
      assert.equal(values.length, count);
      assert.deepEqual(
        values,
        Array.from({ length: count }, (_, i) => count - i),
      );
      const pool = (scratch.db.client as { pool: { numUsed(): number } }).pool;
      assert.equal(pool.numUsed(), 0, 'the connection went back');
    });
  }
});
