import type { Knex } from 'knex';

// An asset's serial number: what names one physical asset in a spreadsheet, so a second import
// of the same file updates it instead of doubling it. Optional, and unique (without case) among
// the assets that have one.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assets', (t) => {
    t.text('serial_no');
  });
  await knex.raw(
    'create unique index assets_serial_no_unique on assets (lower(serial_no)) where serial_no is not null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists assets_serial_no_unique');
  await knex.schema.alterTable('assets', (t) => {
    t.dropColumn('serial_no');
  });
}
