import type { Knex } from 'knex';

// Measured with bench/api-bench.ts at 100,000 rows: "contains" searches (ILIKE '%term%') scanned
// whole tables and the engineers list sorted all engineers on every page. Trigram indexes need
// pg_trgm, which stock PostgreSQL ships as a trusted extension; without it the searches still
// work, only slower.
const TRIGRAM_INDEXES: [table: string, column: string][] = [
  ['users', 'username'],
  ['users', 'email'],
  ['users', 'phone'],
  ['customers', 'name'],
  ['customers', 'account_email'],
  ['customer_persons', 'person_name'],
];

async function hasTrigram(knex: Knex): Promise<boolean> {
  const { rows } = await knex.raw("select 1 from pg_available_extensions where name = 'pg_trgm'");
  return rows.length > 0;
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index users_role_created_idx on users (role, created_at desc, id desc)');
  if (!(await hasTrigram(knex))) return;
  await knex.raw('create extension if not exists pg_trgm');
  for (const [table, column] of TRIGRAM_INDEXES) {
    await knex.raw(
      `create index ${table}_${column}_trgm_idx on ${table} using gin (${column} gin_trgm_ops)`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table, column] of TRIGRAM_INDEXES)
    await knex.raw(`drop index if exists ${table}_${column}_trgm_idx`);
  await knex.raw('drop index if exists users_role_created_idx');
}
