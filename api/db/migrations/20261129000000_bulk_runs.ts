import type { Knex } from 'knex';

// Bulk action runs: what a person asked for (the list, the action, its parameters and the
// records it resolved to), how far it got, which records failed and why, and each changed
// record's previous and new values, from which Undo restores them while nothing changed since.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bulk_runs', (t) => {
    t.bigIncrements('id');
    t.integer('actor_id').references('users.id').onDelete('SET NULL');
    t.text('list').notNullable();
    t.text('action').notNullable();
    t.jsonb('params').notNullable().defaultTo('{}');
    // The records, resolved once when the run starts: a job works through them in batches.
    t.specificType('record_ids', 'bigint[]').notNullable();
    t.text('state').notNullable();
    // Asked to stop: the job stops before its next batch and only then becomes cancelled.
    t.boolean('cancel_requested').notNullable().defaultTo(false);
    t.integer('processed').notNullable().defaultTo(0);
    t.integer('succeeded').notNullable().defaultTo(0);
    t.jsonb('failures').notNullable().defaultTo('[]');
    t.timestamp('undo_until', { useTz: true });
    t.text('request_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
  });
  await knex.raw(
    `alter table bulk_runs add constraint bulk_runs_state_check
       check (state in ('running', 'done', 'cancelled', 'undone'))`,
  );
  await knex.raw("create index bulk_runs_running_idx on bulk_runs (id) where state = 'running'");
  await knex.schema.createTable('bulk_run_changes', (t) => {
    t.bigInteger('run_id').notNullable().references('bulk_runs.id').onDelete('CASCADE');
    t.bigInteger('record_id').notNullable();
    t.jsonb('before').notNullable();
    t.jsonb('after').notNullable();
    t.primary(['run_id', 'record_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('bulk_run_changes');
  await knex.schema.dropTable('bulk_runs');
}
