import type { Knex } from 'knex';

// The customers list sorted by name reads a page's ids from the index on (lower(name), id),
// skipping (page - 1) × limit entries first. PostgreSQL answers `order by lower(name)` from an
// index alone only when the index also holds `name` itself (the expression's column); without
// it, each skipped entry read its table row: 3,500 rows for page 500 of 7 (9 ms at 100,000
// customers). The index now carries the name, so a deep page skips index entries only.

const NAME_INDEX = 'customers_lower_name_id_idx';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`drop index if exists ${NAME_INDEX}`);
  await knex.raw(`create index ${NAME_INDEX} on customers (lower(name), id) include (name)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop index if exists ${NAME_INDEX}`);
  await knex.raw(`create index ${NAME_INDEX} on customers (lower(name), id)`);
}
