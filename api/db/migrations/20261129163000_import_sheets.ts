import type { Knex } from 'knex';

// A workbook's import reads one of its sheets: the one the importer picked, else the first tab.
// The workbook's sheet names are kept with the import so its screen can offer the others.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('imports', (t) => {
    t.text('sheet');
    t.jsonb('sheets').notNullable().defaultTo('[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('imports', (t) => {
    t.dropColumn('sheets');
    t.dropColumn('sheet');
  });
}
