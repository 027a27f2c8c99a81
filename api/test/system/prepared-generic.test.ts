// A statement run with its generic plan forced keeps the setting to its own transaction: the
// pooled connection it borrowed goes back as it came, after a success and after a failure.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createDb, type Db } from '../../src/db/database';
import { preparedGeneric } from '../../src/repositories/prepared';
import { createTestDatabase } from '../helpers/test-app';

describe('preparedGeneric', () => {
  let db: Db;
  let drop: () => Promise<void>;

  before(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    // One connection: every statement below borrows the very one preparedGeneric used.
    db = createDb(database.url, { pool: { min: 1, max: 1 } });
  });
  after(async () => {
    await db.destroy();
    await drop();
  });

  const planMode = async () =>
    ((await db.raw('show plan_cache_mode')) as { rows: { plan_cache_mode: string }[] }).rows[0]!
      .plan_cache_mode;

  it('answers with the generic plan and leaves the connection as it was', async () => {
    const sql = `select ?::int + 1 as next, current_setting('plan_cache_mode') as mode`;
    for (let i = 0; i < 7; i++)
      assert.deepEqual(await preparedGeneric(db, sql, [i]), [
        { next: i + 1, mode: 'force_generic_plan' },
      ]);
    assert.equal(await planMode(), 'auto');
    const plans = (await db.raw(
      `select generic_plans::int, custom_plans::int from pg_prepared_statements
       where statement like '%current_setting(''plan_cache_mode'')%'`,
    )) as { rows: { generic_plans: number; custom_plans: number }[] };
    assert.deepEqual(plans.rows, [{ generic_plans: 7, custom_plans: 0 }]);
  });

  it('a failed statement rolls back and gives the connection back', async () => {
    await assert.rejects(
      preparedGeneric(db, 'select 1 / ?::int as broken', [0]),
      /division by zero/,
    );
    assert.equal(await planMode(), 'auto');
    const open = (await db.raw('select now() = statement_timestamp() as fresh')) as {
      rows: { fresh: boolean }[];
    };
    assert.equal(open.rows[0]!.fresh, true, 'no transaction left open');
  });
});
