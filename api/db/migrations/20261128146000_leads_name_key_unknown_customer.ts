import type { Knex } from 'knex';

// A lead written for a customer that does not exist took a null name key (migration
// 20261128142000), so the key's not-null check refused it before the foreign key could: the
// API, which answers a missing customer as a 400 on customer_id from that foreign key's error,
// answered 500 instead. Such a lead now takes an empty key, and the foreign key refuses it.

const keyFunction = (missing: string) => `create or replace function leads_customer_name_key()
  returns trigger language plpgsql as $fn$
  begin
    new.customer_name_key := ${missing.replace('KEY', '(select lower(c.name) from customers c where c.id = new.customer_id)')};
    return new;
  end $fn$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(keyFunction("coalesce(KEY, '')"));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(keyFunction('KEY'));
}
