import type { Knex } from 'knex';

// A leads file may bring new customers with its leads (a row naming an account email nobody has,
// with the customer's name). The preview says how many, beside the leads it creates.

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table imports add column also_creates integer not null default 0');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table imports drop column also_creates');
}
