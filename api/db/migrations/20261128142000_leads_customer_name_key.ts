import type { Knex } from 'knex';

// The leads list sorted by customer name walked the customers in name order and looked up each
// one's leads by customer_id: page 500 of 7 read 3,500 customers and made 3,500 lookups (14,000
// index pages, 20 ms at 100,000 leads). Each lead now carries its customer's sort key,
// lower(name), kept by triggers: a lead takes it when written or moved to another customer, and
// a renamed customer's leads take the new one. The sort reads one index on leads, alone or after
// the status, and a deep page skips index entries only.

const KEY_FUNCTION = `create function leads_customer_name_key() returns trigger language plpgsql as $fn$
  begin
    -- '' for a customer that does not exist, so that the foreign key, checked after this
    -- trigger, refuses the row with its own error (a 400 naming customer_id), not a null key.
    new.customer_name_key := coalesce(
      (select lower(c.name) from customers c where c.id = new.customer_id), '');
    return new;
  end $fn$`;

const RENAME_FUNCTION = `create function customers_lead_name_key() returns trigger language plpgsql as $fn$
  begin
    update leads set customer_name_key = lower(new.name)
      where customer_id = new.id and customer_name_key is distinct from lower(new.name);
    return null;
  end $fn$`;

const INDEXES: Record<string, string> = {
  leads_customer_name_key_id_idx: 'leads (customer_name_key, id)',
  leads_status_customer_name_key_id_idx: 'leads (status, customer_name_key, id)',
};

export async function up(knex: Knex): Promise<void> {
  // No write may slip between the backfill and the triggers that keep the key.
  await knex.raw('lock table customers, leads in share row exclusive mode');
  await knex.raw('alter table leads add column customer_name_key text');
  await knex.raw(`update leads l set customer_name_key = lower(c.name)
    from customers c where c.id = l.customer_id`);
  await knex.raw('alter table leads alter column customer_name_key set not null');
  await knex.raw(KEY_FUNCTION);
  await knex.raw(`create trigger leads_customer_name_key before insert or update of customer_id
    on leads for each row execute function leads_customer_name_key()`);
  await knex.raw(RENAME_FUNCTION);
  await knex.raw(`create trigger customers_lead_name_key after update of name on customers
    for each row when (lower(old.name) is distinct from lower(new.name))
    execute function customers_lead_name_key()`);
  for (const [name, definition] of Object.entries(INDEXES))
    await knex.raw(`create index ${name} on ${definition}`);
  await knex.raw('analyze leads');
}

export async function down(knex: Knex): Promise<void> {
  for (const name of Object.keys(INDEXES)) await knex.raw(`drop index if exists ${name}`);
  await knex.raw('drop trigger if exists customers_lead_name_key on customers');
  await knex.raw('drop trigger if exists leads_customer_name_key on leads');
  await knex.raw('drop function if exists customers_lead_name_key()');
  await knex.raw('drop function if exists leads_customer_name_key()');
  await knex.raw('alter table leads drop column customer_name_key');
}
