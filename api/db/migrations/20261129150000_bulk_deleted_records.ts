import type { Knex } from 'knex';

// What a bulk delete removed, kept so that Undo can put it back while its window is open: the
// record's row and the rows its delete cascaded to, as JSON, and the files it freed, which stay
// stored until housekeeping purges the snapshot after the window.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bulk_deleted_records', (t) => {
    t.bigInteger('run_id').notNullable().references('bulk_runs.id').onDelete('CASCADE');
    t.bigInteger('record_id').notNullable();
    t.text('entity').notNullable();
    t.jsonb('snapshot').notNullable();
    t.specificType('file_ids', 'integer[]').notNullable().defaultTo('{}');
    t.timestamp('deleted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['run_id', 'record_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('bulk_deleted_records');
}
