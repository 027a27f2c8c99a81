import type { Knex } from 'knex';

// A GIN index takes new entries into an unsorted pending list (4 MB by default) until vacuum
// merges it, and every search through the index reads that whole list. The audit trail gains a
// row with each write anywhere, so after a busy spell its search read thousands of pending
// entries: at 100,000 rows a table, with a few thousand exports written just before it, the
// audit search answered 450 requests a second (112 at the end of a full benchmark), where it
// answers about 1,000 with the list merged. Every trigram index now merges its list past 64 kB,
// the least PostgreSQL allows: the insert that crosses it pays a small merge, and a search
// reads at most 8 pending pages (1,240 requests a second after the same exports). A single
// audited insert measured 0.66 ms either way.

const LIMIT_KB = 64;

async function trigramIndexes(knex: Knex): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: { name: string }[] }>(
    `select quote_ident(indexname) as name from pg_indexes
     where schemaname = current_schema() and indexdef like '%gin_trgm_ops%' order by indexname`,
  );
  return rows.map((row) => row.name);
}

export async function up(knex: Knex): Promise<void> {
  for (const index of await trigramIndexes(knex))
    await knex.raw(`alter index ${index} set (gin_pending_list_limit = ${LIMIT_KB})`);
}

export async function down(knex: Knex): Promise<void> {
  for (const index of await trigramIndexes(knex))
    await knex.raw(`alter index ${index} reset (gin_pending_list_limit)`);
}
