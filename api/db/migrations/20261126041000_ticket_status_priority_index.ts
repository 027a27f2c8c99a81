import type { Knex } from 'knex';

// A status and priority filter without a search pages from an index (migration 20261126040000).
// With only the single-column sort indexes, a combination that matches few or no tickets made
// PostgreSQL walk the whole created_at index backwards, filtering every row (bench at 100,000
// tickets: 356 ms for a combination with no match). The list's default order, newest first,
// gets an index under each (status, priority) pair, and the planner learns that status and
// priority are not independent, so it can tell a rare pair from a common one.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'create index tickets_status_priority_created_at_id_idx on tickets (status, priority, created_at, id)',
  );
  await knex.raw(
    'create statistics tickets_status_priority_stats (dependencies, mcv) on status, priority from tickets',
  );
  await knex.raw('analyze tickets');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop statistics if exists tickets_status_priority_stats');
  await knex.raw('drop index if exists tickets_status_priority_created_at_id_idx');
}
