import type { Knex } from 'knex';

// A lead imported from another system may carry its reference there. It names the lead when the
// same file is imported again, so it is unique (without case) among the leads that have one.
// Imports and leads' files find customers by account email without case: an index makes that a
// lookup per row instead of a scan of every customer.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leads', (t) => {
    t.text('external_ref');
  });
  await knex.raw(
    'create unique index leads_external_ref_unique on leads (lower(external_ref)) where external_ref is not null',
  );
  await knex.raw(
    'create index customers_account_email_lower_idx on customers (lower(account_email))',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists customers_account_email_lower_idx');
  await knex.raw('drop index if exists leads_external_ref_unique');
  await knex.schema.alterTable('leads', (t) => {
    t.dropColumn('external_ref');
  });
}
