// The audit log only grows, so PostgreSQL's default (a vacuum once inserts reach a fifth of the
// table) would leave its newest entries, the ones each page reads first, unmarked in the
// visibility map for hundreds of thousands of entries: the log's index-only scans would fetch
// every one of them from the table.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useScratchDb } from '../helpers/scratch-db';

const MIGRATION = '20261130130000_audit_log_vacuumed_as_it_grows.ts';

describe('the audit log', () => {
  const scratch = useScratchDb();
  const options = async () => {
    const { rows } = await scratch.db.raw<{ rows: { options: string[] | null }[] }>(
      `select reloptions as options from pg_class where oid = 'audit_events'::regclass`,
    );
    return rows[0]!.options ?? [];
  };

  it('is vacuumed every 10,000 new entries, whatever its size', async () => {
    const set = await options();
    assert.ok(set.includes('autovacuum_vacuum_insert_threshold=10000'), String(set));
    assert.ok(set.includes('autovacuum_vacuum_insert_scale_factor=0'), String(set));
  });

  it('goes back to the defaults when its migration is undone', async () => {
    const vacuumOptions = async () =>
      (await options()).filter((o) => o.startsWith('autovacuum_')).sort();
    await scratch.db.migrate.down({ name: MIGRATION });
    assert.deepEqual(await vacuumOptions(), []);
    await scratch.db.migrate.up({ name: MIGRATION });
    assert.deepEqual(await vacuumOptions(), [
      'autovacuum_vacuum_insert_scale_factor=0',
      'autovacuum_vacuum_insert_threshold=10000',
    ]);
  });
});
