// The functions that seal every audited write (the chain's seal, under its lock), every ticket
// write (the documents' copies of their customer's figures) and every audit page's kept total
// (the whole log's, one filter's, a date range's) keep one generic plan per connection. Without it PostgreSQL
// planned their statements again on every call, which cost two to three times what running them
// did (migrations 20261129220000 and 20261129221000). A later `create or replace` of one of them
// drops the setting unless it says it again: this catches that.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { eventually } from '../helpers/eventually';

const KEPT_ON_ONE_PLAN = [
  'audit_chain_seal',
  'audit_chain_seal_announced',
  'tickets_document_facts',
  'audit_hour_total',
  'audit_kept_count',
];

describe('the functions of every write and of the dated audit pages keep one plan', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  for (const name of KEPT_ON_ONE_PLAN)
    it(`${name} runs on a generic plan`, async () => {
      const { rows } = await t.db.raw<{ rows: { config: string[] | null }[] }>(
        'select proconfig as config from pg_proc where proname = ?',
        [name],
      );
      assert.equal(rows.length, 1, `${name} exists once`);
      assert.ok(
        rows[0]!.config?.includes('plan_cache_mode=force_generic_plan'),
        `${name} is set to plan once: ${JSON.stringify(rows[0]!.config)}`,
      );
    });

  // The queue of entries waiting for their seal empties as fast as it fills, so its statistics
  // often say it holds nothing; PostgreSQL then planned two parallel workers to read it, 4 ms a call.
  for (const name of ['audit_kept_count', 'audit_hour_total'])
    it(`${name} reads the waiting entries without parallel workers`, async () => {
      const { rows } = await t.db.raw<{ rows: { config: string[] | null }[] }>(
        'select proconfig as config from pg_proc where proname = ?',
        [name],
      );
      assert.ok(
        rows[0]!.config?.includes('max_parallel_workers_per_gather=0'),
        `${name}: ${JSON.stringify(rows[0]!.config)}`,
      );
    });

  it('an entry written by hand is sealed moments after its commit', async () => {
    await t.db.raw(
      `insert into audit_events (actor_kind, action, entity, entity_id, entity_label, changes)
       values ('system', 'plans.tested', 'customer', '1', 'Customer 1', '[]'::jsonb)`,
    );
    const sealing = async () =>
      (
        await t.db.raw<{ rows: { unsealed: number; sealed: number }[] }>(
          `select (select count(*) from audit_unsealed)::int as unsealed,
                  (select count(*) from audit_seals s join audit_events e on e.id = s.id
                    where e.action = 'plans.tested')::int as sealed`,
        )
      ).rows[0];
    assert.ok(await eventually(async () => (await sealing())?.sealed === 1));
    assert.deepEqual(await sealing(), { unsealed: 0, sealed: 1 });
  });
});
