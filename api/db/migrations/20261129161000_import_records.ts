import type { Knex } from 'knex';

// What each import wrote, record by record: which it created and which it updated. Engineers
// imported are invited without a mail; the importer sends their invitations once satisfied, and
// they go to the accounts this import created that are still waiting (`invitations_sent_at`
// marks that they went, so they go once).

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table import_records (
    import_id bigint not null references imports (id) on delete cascade,
    record_id integer not null,
    created boolean not null,
    primary key (import_id, record_id)
  )`);
  await knex.schema.alterTable('imports', (t) => {
    t.timestamp('invitations_sent_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('imports', (t) => {
    t.dropColumn('invitations_sent_at');
  });
  await knex.raw('drop table import_records');
}
