import type { Knex } from 'knex';

// The audit log only grows, and PostgreSQL vacuums a table for its inserts only once they reach
// a fifth of it: every 250,000 entries at 1.25 million. Until then the newest entries, the ones
// every page of the log reads first, are on pages the visibility map does not mark all-visible,
// so the log's index-only scans fetch each of them from the table. Measured at 1.25 million
// entries, page 500 (12,500 entries skipped by the index) made 12,500 heap fetches and took
// 2.0 ms, and 1.0 ms after a vacuum. The log is now vacuumed every 10,000 new entries, which
// reads only the pages added since the last one (and merges the trigram indexes' pending lists).

const SETTINGS = {
  autovacuum_vacuum_insert_threshold: 10_000,
  autovacuum_vacuum_insert_scale_factor: 0,
};

export async function up(knex: Knex): Promise<void> {
  const list = Object.entries(SETTINGS).map(([name, value]) => `${name} = ${value}`);
  await knex.raw(`alter table audit_events set (${list.join(', ')})`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`alter table audit_events reset (${Object.keys(SETTINGS).join(', ')})`);
}
