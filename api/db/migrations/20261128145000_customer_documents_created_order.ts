import type { Knex } from 'knex';

// A Document Filter's first page, newest customers first, sorted every document in the filter's
// date range to keep seven (1,300 for the expired filter at 100,000 customers). The documents
// carry their customer's creation time (migration 20261128140000): read in that order from this
// index, the page stops after the first seven documents in the range (about fifty entries).

const INDEX = 'customer_documents_customer_created_idx';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index ${INDEX} on customer_documents (customer_created_at, customer_id)
    include (expiry_date, previous_expiry)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop index if exists ${INDEX}`);
}
