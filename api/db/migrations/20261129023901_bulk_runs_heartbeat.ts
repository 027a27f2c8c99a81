import type { Knex } from 'knex';

// A bulk job beats before each batch. A run still `running` whose job has been silent for long
// lost its process (a crash, a deploy), and housekeeping ends it; without a beat it would show
// as running for ever. Runs already running start beating from now.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bulk_runs', (t) => {
    t.timestamp('heartbeat_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bulk_runs', (t) => {
    t.dropColumn('heartbeat_at');
  });
}
