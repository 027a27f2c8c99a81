import type { Knex } from 'knex';

// Room on each page for the sealing update (seq, prev_hash, hash: none indexed) to stay a HOT
// update: the sealed version lands on the same page and no index gets a second entry.

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table audit_events set (fillfactor = 85)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table audit_events reset (fillfactor)');
}
