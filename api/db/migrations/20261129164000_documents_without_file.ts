import type { Knex } from 'knex';

// A customer's document imported from a spreadsheet brings its title and expiry date, not its
// file: the expiry is what staff are warned about, and the file can be added later. A document
// without a file shows as such; its expiry counts as any other's.

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table customer_documents alter column file_id drop not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('delete from customer_documents where file_id is null');
  await knex.raw('alter table customer_documents alter column file_id set not null');
}
