// Every search box runs on trigram GIN indexes, and a GIN index keeps new entries in a pending
// list that each search reads whole until it is merged. The audit trail is written with every
// change, so its lists must stay short however busy the day.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useScratchDb } from '../helpers/scratch-db';

describe('trigram indexes', () => {
  const scratch = useScratchDb();

  it('each merges its pending list past 64 kB', async () => {
    const { rows } = await scratch.db.raw<{ rows: { name: string; options: string[] | null }[] }>(
      `select i.relname as name, i.reloptions as options
       from pg_index x join pg_class i on i.oid = x.indexrelid
       join pg_namespace n on n.oid = i.relnamespace
       where n.nspname = current_schema() and pg_get_indexdef(x.indexrelid) like '%gin_trgm_ops%'`,
    );
    assert.ok(rows.length >= 10, `the searched columns' indexes (found ${rows.length})`);
    const unbounded = rows.filter((r) => !r.options?.includes('gin_pending_list_limit=64'));
    assert.deepEqual(
      unbounded.map((r) => r.name),
      [],
      'a new trigram index needs `with (gin_pending_list_limit = 64)`',
    );
  });

  it("keeps the audit trail's pending entries to a few pages after thousands of writes", async () => {
    const db = scratch.db;
    await db.raw(`insert into audit_events (actor_id, actor_name, actor_kind, action, entity,
        entity_id, entity_label, changes)
      select null, 'Clerk ' || g, 'staff', 'customer.updated', 'customer', g::text,
             'Customer ' || g, '[]'::jsonb
      from generate_series(1, 3000) g`);
    const { rows } = await db.raw<{ rows: { label: string; actor: string }[] }>(
      `select gin_clean_pending_list('audit_events_label_trgm'::regclass)::int as label,
              gin_clean_pending_list('audit_events_actor_name_trgm'::regclass)::int as actor`,
    );
    // Unbounded, these 3,000 entries left about a hundred pending pages in each index.
    assert.ok(Number(rows[0]!.label) <= 8, `label index: ${rows[0]!.label} pending pages`);
    assert.ok(Number(rows[0]!.actor) <= 8, `actor index: ${rows[0]!.actor} pending pages`);
  });
});
