import type { Knex } from 'knex';

// The Leaves page filters by dates: a request matches when its days overlap the range, whatever
// its status. The existing range index holds only approved leave of an engineer (the dispatch
// board's), and a b-tree on (start_date, end_date) can bound only one side of an overlap, so it
// reads every earlier leave for a recent month. A GiST on the closed day range serves both
// sides, for every status. greatest() keeps the range expression from failing on a row outside
// the date check (an older database), the same as the board's index.

const INDEXES: Record<string, string> = {
  leave_requests_days_idx: `leave_requests using gist (daterange(start_date, greatest(start_date, end_date), '[]'))`,
};

export async function up(knex: Knex): Promise<void> {
  for (const [name, definition] of Object.entries(INDEXES))
    await knex.raw(`create index ${name} on ${definition}`);
  await knex.raw('analyze leave_requests');
}

export async function down(knex: Knex): Promise<void> {
  for (const name of Object.keys(INDEXES)) await knex.raw(`drop index if exists ${name}`);
}
