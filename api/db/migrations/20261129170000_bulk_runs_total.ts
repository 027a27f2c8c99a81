import type { Knex } from 'knex';

// A run's size is read with every look at the run (the job's progress after each batch, the page
// polling it). Counted from its record ids, each look read and decompressed the whole array:
// 400 kB and about 7 ms at 50,000 records, hundreds of times per job. It is now kept beside them.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bulk_runs', (t) => {
    t.integer('total');
  });
  await knex.raw('update bulk_runs set total = cardinality(record_ids)');
  await knex.raw('alter table bulk_runs alter column total set not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bulk_runs', (t) => {
    t.dropColumn('total');
  });
}
