// A statement run with its generic plan forced keeps the setting to its own transaction: the
// pooled connection it borrowed goes back as it came, after a success and after a failure.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { preparedGeneric } from '../../src/repositories/prepared';
import { useScratchDb } from '../helpers/scratch-db';

describe('preparedGeneric', () => {
  // One connection: every statement below borrows the very one preparedGeneric used.
  const scratch = useScratchDb(1);

  const planMode = async () =>
    ((await scratch.db.raw('show plan_cache_mode')) as { rows: { plan_cache_mode: string }[] })
      .rows[0]!.plan_cache_mode;

  it('answers with the generic plan and leaves the connection as it was', async () => {
    const sql = `select ?::int + 1 as next, current_setting('plan_cache_mode') as mode`;
    for (let i = 0; i < 7; i++)
      assert.deepEqual(await preparedGeneric(scratch.db, sql, [i]), [
        { next: i + 1, mode: 'force_generic_plan' },
      ]);
    assert.equal(await planMode(), 'auto');
    const plans = (await scratch.db.raw(
      `select generic_plans::int, custom_plans::int from pg_prepared_statements
       where statement like '%current_setting(''plan_cache_mode'')%'`,
    )) as { rows: { generic_plans: number; custom_plans: number }[] };
    assert.deepEqual(plans.rows, [{ generic_plans: 7, custom_plans: 0 }]);
  });

  it('a failed statement rolls back and gives the connection back', async () => {
    await assert.rejects(
      preparedGeneric(scratch.db, 'select 1 / ?::int as broken', [0]),
      /division by zero/,
    );
    assert.equal(await planMode(), 'auto');
    const open = (await scratch.db.raw('select now() = statement_timestamp() as fresh')) as {
      rows: { fresh: boolean }[];
    };
    assert.equal(open.rows[0]!.fresh, true, 'no transaction left open');
  });
});
